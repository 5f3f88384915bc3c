import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPlanFeatures } from '@parytet/contract/features';
import { defaultPlanLimits, planIds } from '@parytet/contract/plans';
import { legalRoutes } from '@parytet/contract/routes/legal';
import { plansRoutes } from '@parytet/contract/routes/plans';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerRoute } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { LimitMessage } from './limit-message.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);
afterEach(cleanup);

const operator = { name: null, address: null, krs: null, nip: null, regon: null };
beforeEach(() => {
  answerRoute(
    plansRoutes.list,
    planIds.map((id) => ({
      id,
      title: id[0] + id.slice(1).toLowerCase(),
      features: [],
      enabled: defaultPlanFeatures[id],
      limits: defaultPlanLimits[id],
    })),
  );
  answerRoute(reportsRoutes.limits, {
    how_many_reports_allowed: 1,
    current_report_count: 1,
    report_max_records_allowed: 250,
    report_max_upload_bytes: 10_485_760,
  });
  answerRoute(legalRoutes.details, {
    operator: { ...operator, email: 'kontakt@example.org' },
    plan_prices: {},
  });
});

const plain = (node: HTMLElement) => node.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

describe('LimitMessage', () => {
  it('says the reports used and the ways forward', async () => {
    await renderWithProviders(<LimitMessage problem={{ kind: 'reports' }} />);
    expect(await screen.findByText('1 of 1 reports used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'list of reports' })).toHaveAttribute(
      'href',
      '#report-list',
    );
    expect(
      await screen.findByText('Or move to the Pro plan, which allows 5 reports.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kontakt@example.org' })).toHaveAttribute(
      'href',
      'mailto:kontakt@example.org',
    );
  });

  it('says the file’s records against the plan’s maximum, in Polish', async () => {
    const { container } = await renderWithProviders(
      <LimitMessage problem={{ kind: 'records', records: 1000, maxRecords: 250 }} />,
      { lng: 'pl' },
    );
    await screen.findByText(/Możesz też przejść na plan Pro/);
    const said = plain(container);
    expect(said).toContain('Plik ma 1 000 rekordów, a Twój plan pozwala na 250 w jednym raporcie.');
    expect(said).toContain('Podziel plik na części po najwyżej 250 rekordów');
    expect(said).toContain('który pozwala na 2 000 rekordów w raporcie.');
  });

  it('offers contact when no plan allows the file', async () => {
    const { container } = await renderWithProviders(
      <LimitMessage problem={{ kind: 'records', records: 500_000, maxRecords: 250 }} />,
    );
    await screen.findByRole('link', { name: 'kontakt@example.org' });
    expect(plain(container)).toContain('No plan allows that many records in one report.');
  });
});
