import type {
  MeritBudget,
  MeritCycle,
  MeritImpact,
  MeritImpactSide,
  MeritProposal,
  MeritProposals,
} from '@parytet/contract/merit-cycles';

/** Fixtures of the merit-cycles screens' tests, shaped by the contract's types. */

export const CYCLE_ID = '5b0e8c1a-3f0e-4c55-9d0a-7f1c2e3d4b5a';

export const budget = (used: number, total = 1000): MeritBudget => ({
  kind: 'percent',
  value: 3,
  total,
  used,
  left: Math.round((total - used) * 100) / 100,
});

export const cycle = (overrides: Partial<MeritCycle> = {}): MeritCycle => ({
  id: CYCLE_ID,
  report_id: '11111111-1111-4111-8111-111111111111',
  report_label: 'Payroll 2025',
  name: 'Spring raises',
  effective_on: '2026-04-01',
  state: 'draft',
  currency: 'PLN',
  budget: budget(450),
  people: 3,
  people_raised: 3,
  applied_report_id: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  guidelines: {
    rows: [
      { rating: 'Exceeds', raise_percent: [6, 5, 4, 3] },
      { rating: null, raise_percent: [3, 2.5, 2, 1] },
    ],
    quartile_basis: 'levels',
    bands_version: null,
    ratings_found: ['Exceeds', 'Meets'],
    unmatched_people: 1,
  },
  created_by: 'anna@firma.example',
  submitted_at: null,
  submitted_by: null,
  approved_at: null,
  approved_by: null,
  sent_back_note: null,
  applied_at: null,
  ...overrides,
});

export const proposal = (id: string, overrides: Partial<MeritProposal> = {}): MeritProposal => ({
  employee_id: id,
  gender: 'female',
  level: 'L1',
  position: 'Analyst',
  category: 'L1',
  fte: 1,
  performance: 'Meets',
  quartile: 2,
  compa_ratio: null,
  base_salary: 6000,
  base_salary_fte: 6000,
  guideline_percent: 2.5,
  raise_amount: 150,
  raise_percent: 2.5,
  new_base_salary: 6150,
  new_base_salary_fte: 6150,
  band_max: null,
  above_band_max: false,
  source: 'guidelines',
  reason: null,
  ...overrides,
});

export const proposalsAnswer = (rows: MeritProposal[], used = 450): MeritProposals => ({
  proposals: rows,
  total: rows.length,
  page: 1,
  page_size: 500,
  levels: ['L1'],
  positions: ['Analyst'],
  categories: ['L1'],
  ratings: ['Exceeds', 'Meets'],
  budget: budget(used),
});

const side = (gap: number, flagged: boolean): MeritImpactSide => ({
  hours_basis: 'full_time_assumed',
  category_source: 'level',
  categories_version: 0,
  pay_gap_mean: gap,
  pay_gap_median: gap,
  variable_pay_gap_mean: null,
  variable_pay_gap_median: null,
  receiving_variable_pay: { women_percentage: 0, men_percentage: 0, small_group: false },
  quartile_bands: [1, 2, 3, 4].map((band) => ({
    band,
    women_percentage: 50,
    men_percentage: 50,
    small_group: false,
  })),
  categories: [
    {
      category: 'L1',
      total_people: 3,
      number_of_women: 2,
      number_of_men: 1,
      base_pay_gap_percentage: gap,
      variable_pay_gap_percentage: null,
      total_pay_gap_percentage: gap,
      flagged,
      small_group: false,
      flag: flagged ? 'flagged' : 'below_threshold',
    },
  ],
  unexplained_gap: null,
  salary_bands: null,
});

export const impact = (before: number, after: number): MeritImpact => ({
  before: side(before, before >= 5),
  after: side(after, after >= 5),
  budget: { total: 1000, used: 450, left: 550 },
  people_raised: 3,
  min_group_size: 3,
});
