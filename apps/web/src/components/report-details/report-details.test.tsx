import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { usersRoutes } from '@parytet/contract/routes/users';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf, resetFakeApi } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { ReportDetails } from './report-details.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

afterEach(() => {
  cleanup();
  resetFakeApi();
});

const report: ReportSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Montgomery',
  records: 12,
  created_at: '2025-04-18T10:00:00Z',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'EUR',
  period_start: '2025-01-01',
  period_end: '2025-12-31',
};

describe('ReportDetails', () => {
  it('offers a viewer no "Edit details" (the server refuses it)', async () => {
    answerMe('viewer');
    await renderWithProviders(<ReportDetails report={report} />);
    await waitFor(() => expect(callsOf(usersRoutes.me)).toHaveLength(1));
    expect(screen.getByTestId('report-details')).toHaveTextContent('CurrencyEUR');
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });

  it('shows the period and currency in both languages, and says when there is no period', async () => {
    await renderWithProviders(<ReportDetails report={report} />);
    const details = screen.getByTestId('report-details');
    expect(details).toHaveTextContent('Reporting period1 January 2025 – 31 December 2025');
    expect(details).toHaveTextContent('CurrencyEUR');
    cleanup();
    await renderWithProviders(
      <ReportDetails report={{ ...report, period_start: null, period_end: null }} />,
      { lng: 'pl' },
    );
    expect(screen.getByTestId('report-details')).toHaveTextContent('Okres sprawozdawczynie podano');
  });

  it('edits the currency and period through PATCH, refusing an end before the start', async () => {
    answerMe('member');
    answerRoute(reportsRoutes.rename, () => undefined);
    answerRoute(reportsRoutes.list, () => [report]);
    await renderWithProviders(<ReportDetails report={report} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    fireEvent.change(screen.getByLabelText('Period end'), { target: { value: '2024-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The period must end on or after its start.'),
    ).toBeInTheDocument();
    expect(callsOf(reportsRoutes.rename)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Period end'), { target: { value: '2025-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit details' });
    expect(callsOf(reportsRoutes.rename)).toEqual([
      {
        params: { id: report.id },
        body: { currency: 'USD', period_start: '2025-01-01', period_end: '2025-06-30' },
      },
    ]);
  });
});
