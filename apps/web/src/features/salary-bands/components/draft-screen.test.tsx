import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { salaryBandsRoutes } from '@parytet/contract/routes/salary-bands';
import type { BandDraft } from '@parytet/contract/salary-bands';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { DraftScreen } from './draft-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const REPORT: ReportSummary = {
  id: 'r1',
  label: 'Payroll 2026',
  records: 40,
  created_at: '2026-04-18T10:00:00.000Z',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: '2026-01-01',
  period_end: '2026-03-31',
};

// L2's developers follow the market table's median with the spread around it; L1 has no mapped
// position and comes from the report's own pay.
const DRAFT: BandDraft = {
  basis: 'base',
  currency: 'PLN',
  bands: [
    { level: 'L1', job_family: null, min: 5000, mid: 6000, max: 7000 },
    { level: 'L2', job_family: 'Software developer', min: 12000, mid: 15000, max: 18000 },
  ],
  job_families: [{ name: 'Software developer', positions: ['Developer'] }],
  findings: [],
  sources: [
    {
      level: 'L1',
      job_family: null,
      role: null,
      seniority: null,
      min: { kind: 'report', percentile: 10 },
      mid: { kind: 'report', percentile: 50 },
      max: { kind: 'report', percentile: 90 },
    },
    {
      level: 'L2',
      job_family: 'Software developer',
      role: 'software_developer',
      seniority: 'senior',
      min: { kind: 'spread', spread: 50 },
      mid: {
        kind: 'market',
        row_id: 'IT-7',
        statistic: 'median',
        period: '2025',
        publisher: 'GUS',
      },
      max: { kind: 'spread', spread: 50 },
    },
  ],
};

const open = async (lng: 'en' | 'pl' = 'en') => {
  answerMe('owner');
  answerRoute(reportsRoutes.list, [REPORT]);
  answerRoute(salaryBandsRoutes.current, {
    version: 0,
    effective_from: null,
    basis: 'base',
    currency: 'PLN',
    bands: [],
    job_families: [],
    created_at: null,
    created_by: null,
  });
  answerRoute(salaryBandsRoutes.draft, DRAFT);
  await renderRoutes([{ path: '/d', element: <DraftScreen /> }], { path: '/d', lng });
};

describe('the draft wizard: bands from the market benchmark', () => {
  it('asks the server for a market draft and shows where each figure comes from', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /The market benchmark/ }));
    expect(screen.getByRole('link', { name: 'Map positions in Benchmarking' })).toHaveAttribute(
      'href',
      '/main/benchmarking/r1/mapping',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Benchmark' }), 'pool');
    await user.click(screen.getByRole('button', { name: 'Make the draft' }));
    const table = await screen.findByRole('table', { name: /drafted bands/ });
    expect(callsOf(salaryBandsRoutes.draft)[0]?.body).toMatchObject({
      report_id: 'r1',
      method: 'market',
      benchmark_source: 'pool',
    });
    const row = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
    expect(row(/L2 · Software developer/).getByText(/GUS, 2025 \(row IT-7\)/)).toBeInTheDocument();
    expect(row(/L2/).getByText(/Benchmark for seniority: senior/)).toBeInTheDocument();
    expect(row(/L2/).getAllByText(/midpoint with the 50% spread/)).toHaveLength(2);
    expect(row(/^L1$/).getByText(/percentile 90 of the report's pay/)).toBeInTheDocument();
  });

  it('reads in Polish', async () => {
    await open('pl');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Benchmarku rynkowego/ }));
    await user.click(screen.getByRole('button', { name: 'Przygotuj projekt' }));
    const table = await screen.findByRole('table', { name: /Przedziały z projektu/ });
    expect(within(table).getByText(/90\. percentyl wynagrodzeń z raportu/)).toBeInTheDocument();
    expect(callsOf(salaryBandsRoutes.draft)[0]?.body).toMatchObject({
      method: 'market',
      benchmark_source: 'market',
    });
  });
});
