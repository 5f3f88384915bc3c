import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { usersRoutes } from '@parytet/contract/routes/users';
import { answerMe } from '#testing/current-user.ts';
import { callsOf, answerRoute } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { NoReports } from '../report-status/no-reports.tsx';
import { ReportActions } from './report-actions.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const REPORT = { id: 'r1', label: 'Raport 2025' } as ReportSummary;

describe('role-aware report controls', () => {
  it('give a viewer no report menu at all, never a dead one', async () => {
    answerMe('viewer');
    answerRoute(reportsRoutes.list, [REPORT]);
    await renderWithProviders(<ReportActions report={REPORT} />);
    await waitFor(() => expect(callsOf(usersRoutes.me)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('give a member the menu', async () => {
    answerMe('member');
    await renderWithProviders(<ReportActions report={REPORT} />);
    expect(await screen.findByRole('button', { name: /Actions for report/ })).toBeInTheDocument();
  });

  it('tell a viewer without reports why there is no upload button', async () => {
    answerMe('viewer');
    await renderWithProviders(<NoReports />);
    expect(await screen.findByText(/lets you read reports, not upload them/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
