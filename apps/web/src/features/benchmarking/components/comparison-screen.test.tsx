import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  BenchmarkCell,
  BenchmarkResponse,
  BenchmarkRolesResponse,
  MarketSource,
} from '@parytet/contract/benchmarking';
import { benchmarkingRoutes } from '@parytet/contract/routes/benchmarking';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { ComparisonScreen } from './comparison-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const ROLES: BenchmarkRolesResponse = {
  roles: [
    {
      id: 'software_developer',
      name: { en: 'software developer', pl: 'programista' },
      market_rows: 3,
      major_group: false,
    },
  ],
  seniorities: [
    {
      id: 'senior',
      name: { en: 'senior (5–10 years)', pl: 'starszy (5–10 lat)' },
      years_from: 5,
      years_to: 10,
    },
  ],
  regions: [{ id: 'mazowieckie', name: { en: 'Masovian', pl: 'mazowieckie' } }],
};

const marketSource = (over: Partial<MarketSource>): MarketSource => ({
  kind: 'market',
  row_id: 'IT-1',
  subject: { en: 'Senior developers', pl: 'Starsi programiści' },
  statistic: 'median of B2B offers',
  statistic_kind: 'median',
  value: '21000',
  scale: 1,
  unit: 'PLN net monthly (B2B)',
  basis: 'net',
  contract_type: 'B2B',
  contract: 'b2b',
  seniority: 'senior',
  period: '2025',
  sex: 'total',
  publisher: 'bValue (via wnp.pl)',
  title: 'Salaries in IT',
  url: 'https://example.org/it',
  quote: '…',
  offered: true,
  major_group: false,
  conflict: null,
  uncertain: false,
  older_round: false,
  ...over,
});

const cell = (over: Partial<BenchmarkCell>): BenchmarkCell => ({
  role: 'software_developer',
  seniority: 'senior',
  region: null,
  measure: 'base',
  status: 'shown',
  withheld_reason: null,
  people: null,
  p25: null,
  p50: 21000,
  p75: null,
  mean: null,
  bracket_low: null,
  bracket_high: null,
  women_median: null,
  men_median: null,
  own_median: 17500,
  own_women_median: null,
  own_men_median: 18000,
  own_people: 4,
  own_women: 2,
  own_men: 2,
  own_small_group: true,
  standing: { band: null, ratio: 0.83, ratio_to: 'p50' },
  comparability: 'b2b_net_vs_gross',
  source: marketSource({}),
  ...over,
});

const answer = (source: 'market' | 'pool', cells: BenchmarkCell[]): BenchmarkResponse => ({
  report_id: 'r1',
  source,
  currency: 'PLN',
  min_group_size: 3,
  mapped_positions: 3,
  unmapped_positions: 1,
  uses_suggestions: source === 'market',
  cells,
});

const open = async (path: string, role: 'owner' | 'viewer' = 'owner') => {
  answerMe(role);
  answerRoute(benchmarkingRoutes.roles, ROLES);
  answerRoute(reportsRoutes.list, []);
  await renderRoutes([{ path: '/c', element: <ComparisonScreen reportId="r1" /> }], { path });
  return screen.findByRole('table');
};

describe('the comparison', () => {
  it('shows the market figure as given, "not published" for the rest, and says B2B net is not gross', async () => {
    answerRoute(benchmarkingRoutes.benchmark, answer('market', [cell({})]));
    const table = await open('/c');
    const row = within(
      within(table)
        .getByRole('rowheader', { name: /Software developer/ })
        .closest('tr') as HTMLElement,
    );
    expect(row.getByText('21 000 zł')).toBeInTheDocument();
    expect(row.getAllByText('not published')).toHaveLength(2);
    expect(row.getByText('0,83 × the median')).toBeInTheDocument();
    expect(
      row.getByText('Not like for like: a B2B net amount beside your gross pay'),
    ).toBeInTheDocument();
    // The women's median is over 2 people: the server withheld it, and the row says so.
    expect(row.getByText('Women: withheld (fewer than 3)')).toBeInTheDocument();
    expect(
      screen.getByText('Not like for like: B2B net beside employment-contract gross'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /bValue/ })).toHaveAttribute(
      'href',
      'https://example.org/it',
    );
    expect(screen.getByText('1 position has no role and is left out.')).toBeInTheDocument();
    expect(callsOf(benchmarkingRoutes.benchmark)).toEqual([
      { params: { id: 'r1' }, query: { source: 'market' } },
    ]);
  });

  it('reads the pool from the address and names the rule a withheld cell breaks', async () => {
    answerRoute(
      benchmarkingRoutes.benchmark,
      answer('pool', [
        cell({
          status: 'withheld',
          withheld_reason: 'dominant_contributor',
          p50: null,
          standing: null,
          comparability: 'like_for_like',
          own_median: null,
          own_men_median: null,
          source: { kind: 'pool', computed_at: null, data_until: null, organisations: null },
        }),
      ]),
    );
    const table = await open('/c?source=pool&measure=base', 'viewer');
    expect(
      within(table).getByText('one organisation would make up more than 25 % of this cell.'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Withheld (fewer than 3 people)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pooled benchmark/ })).toBeChecked();
    expect(screen.getByText('No pooled snapshot has been computed yet.')).toBeInTheDocument();
    expect(callsOf(benchmarkingRoutes.benchmark)).toEqual([
      { params: { id: 'r1' }, query: { source: 'pool', measure: 'base' } },
    ]);
  });
});
