import { describe, expect, it } from 'vitest';
import type { IndicatorsData } from '@parytet/contract/reporting/indicators';
import type { ReportDocumentInput } from './report-input.ts';
import { buildReportModel } from './report-model.ts';

const indicators: IndicatorsData = {
  records: 10,
  hours_basis: 'full_time_assumed',
  category_source: 'level',
  pay_gap_mean: 10,
  pay_gap_median: 12.5,
  variable_pay_gap_mean: null,
  variable_pay_gap_median: null,
  receiving_variable_pay: { women_percentage: 0, men_percentage: 50 },
  quartile_bands: [1, 2, 3, 4].map((band) => ({
    band,
    number_of_women: 1.5,
    number_of_men: 1,
    women_percentage: 60,
    men_percentage: 40,
  })),
  categories: [
    {
      category: 'L1',
      total_people: 6,
      number_of_women: 3,
      number_of_men: 3,
      base_pay_gap_percentage: 6,
      variable_pay_gap_percentage: null,
      total_pay_gap_percentage: 5.5,
      flagged: true,
    },
    {
      category: 'L2',
      total_people: 4,
      number_of_women: 3,
      number_of_men: 1,
      base_pay_gap_percentage: null,
      variable_pay_gap_percentage: null,
      total_pay_gap_percentage: null,
      flagged: false,
    },
  ],
  unexplained_gap: null,
  cost_to_close: {
    total_monthly_raise: 100,
    total_yearly_raise: 1200,
    categories: [
      {
        category: 'L1',
        unexplained_gap_percentage: 6,
        raised_gender: 'female',
        total_monthly_raise: 100,
        total_yearly_raise: 1200,
        raises: [{ employee_id: 'secret-id', monthly_raise: 100 }],
      },
    ],
  },
};

const input = (over: Partial<ReportDocumentInput> = {}): ReportDocumentInput => ({
  lang: 'en',
  generatedAt: new Date('2026-11-23T12:00:00Z'),
  organisationName: 'Org',
  report: { id: 'r', label: 'R', currency: 'EUR', period_start: null, period_end: null },
  minGroupSize: 3,
  indicators,
  duty: { head_count_band: 'under_100', first_deadline: null, frequency_years: null },
  nextDeadline: null,
  ...over,
});

describe('buildReportModel', () => {
  it('withholds every gap over a small group, with the reason, and lists it', () => {
    const model = buildReportModel(input());
    const l2 = model.tables.find((t) => t.key === 'categories')?.rows[1];
    expect(l2?.slice(4, 7)).toEqual([
      { kind: 'withheld', reason: 'fewer than 3 men' },
      { kind: 'withheld', reason: 'fewer than 3 men' },
      { kind: 'withheld', reason: 'fewer than 3 men' },
    ]);
    expect(model.withheld.map((w) => w.item)).toEqual([
      '(b) Gap in complementary or variable pay, mean',
      '(d) Gap in complementary or variable pay, median',
      'L1: Variable pay gap',
      'L2: Basic pay gap',
      'L2: Variable pay gap',
      'L2: Total pay gap',
    ]);
  });

  it('hands on no per-person raise', () => {
    expect(JSON.stringify(buildReportModel(input()))).not.toContain('secret-id');
  });

  it('shows the assessment and the categories it is given, in Polish', () => {
    const model = buildReportModel(
      input({
        lang: 'pl',
        categories: { source: 'job_evaluation', version: 2, criteria: ['Umiejętności 40%'] },
        assessment: [{ category: 'L1', state: 'justified', justification: 'Staż pracy' }],
      }),
    );
    expect(model.tables.find((t) => t.key === 'assessment')?.rows).toEqual([
      [
        { kind: 'text', value: 'L1' },
        { kind: 'text', value: 'uzasadniona' },
        { kind: 'text', value: 'Staż pracy' },
        { kind: 'text', value: '' },
      ],
    ]);
    expect(model.summary.rows[8]?.[1]).toMatchObject({
      value: expect.stringContaining('(wersja 2)'),
    });
    expect(model.notes).toContain('Umiejętności 40%');
    expect(model.withheld[0]?.reason).toBe(
      'składniki zmienne otrzymuje mniej niż 3 kobiety lub mniej niż 3 mężczyzn',
    );
  });
});
