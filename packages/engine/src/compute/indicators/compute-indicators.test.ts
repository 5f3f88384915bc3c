import { indicatorsDataSchema } from '@parytet/contract/reporting/indicators';
import { describe, expect, it } from 'vitest';
import type { EmployeeInput } from '#employee-input.ts';
import { person } from '#test/helpers/test-rows.ts';
import { computeIndicators } from './compute-indicators.ts';

const withFte = (row: EmployeeInput, fte: number | null): EmployeeInput => ({ ...row, fte });

describe('computeIndicators: hand-computed fixtures', () => {
  it('part-time staff are compared per hour (per FTE)', () => {
    // Per FTE: women 4000 (2000 at 0.5), 4100, 4266.67 (3200 at 0.75); men 5000, 5000, 4800.
    const rows = [
      withFte(person('F', 'L1', 'A', 2000), 0.5),
      withFte(person('F', 'L1', 'A', 4000, { bonuses: 1200 }), null),
      withFte(person('F', 'L1', 'A', 3000, { bonuses: 2400 }), 0.75),
      withFte(person('M', 'L1', 'A', 5000), 1),
      withFte(person('M', 'L1', 'A', 4500, { bonuses: 6000 }), 1),
      withFte(person('M', 'L1', 'A', 2400), 0.5),
    ];
    const out = computeIndicators(rows);
    expect(out.hours_basis).toBe('fte');
    // Means 4122.22 and 4933.33: (4933.33 − 4122.22) / 4933.33 = 16.4414 %.
    expect(out.pay_gap_mean).toBe(16.44);
    // Medians 4100 and 5000.
    expect(out.pay_gap_median).toBe(18);
    // Two women and one man receive bonuses: under 3, withheld.
    expect(out.variable_pay_gap_mean).toBeNull();
    expect(out.variable_pay_gap_median).toBeNull();
    expect(out.receiving_variable_pay).toEqual({ women_percentage: 66.67, men_percentage: 33.33 });
    expect(out.categories[0]?.total_pay_gap_percentage).toBe(16.44);
    // Base per FTE: women 4000, 4000, 4000; men 5000, 4500, 4800 → (4766.67 − 4000) / 4766.67.
    expect(out.categories[0]?.base_pay_gap_percentage).toBe(16.08);
  });

  it('Weekly Hours: FTE = hours / 40 (configurable)', () => {
    const rows = [
      { ...person('F', 'L1', 'A', 2000), weeklyHours: 20 },
      { ...person('F', 'L1', 'A', 4000), weeklyHours: 40 },
      { ...person('F', 'L1', 'A', 3000), weeklyHours: 30 },
      { ...person('M', 'L1', 'A', 5000), weeklyHours: 40 },
      { ...person('M', 'L1', 'A', 5000), weeklyHours: null },
      { ...person('M', 'L1', 'A', 2500), weeklyHours: 20 },
    ];
    const out = computeIndicators(rows);
    expect(out.hours_basis).toBe('weekly_hours');
    expect(out.pay_gap_mean).toBe(20);
    // A 50-hour full week: per FTE women 5000 ×3; men 6250, 5000 (empty = full time), 6250.
    expect(computeIndicators(rows, { fullTimeWeeklyHours: 50 }).pay_gap_mean).toBe(14.29);
    expect(() => computeIndicators(rows, { fullTimeWeeklyHours: 0 })).toThrow(RangeError);
  });

  it('variable pay: gaps over receivers only; shares per gender', () => {
    const rows = [
      person('F', 'L1', 'A', 3000, { bonuses: 1000 }),
      person('F', 'L1', 'A', 3000, { bonuses: 3000 }),
      person('F', 'L1', 'A', 3000),
      person('M', 'L1', 'A', 3000, { bonuses: 2000 }),
      person('M', 'L1', 'A', 3000, { bonuses: 6000 }),
      person('M', 'L1', 'A', 3000),
      person('M', 'L1', 'A', 3000),
    ];
    const out = computeIndicators(rows, { minGroupSize: 2 });
    expect(out.variable_pay_gap_mean).toBe(50);
    expect(out.variable_pay_gap_median).toBe(50);
    expect(out.receiving_variable_pay).toEqual({ women_percentage: 66.67, men_percentage: 50 });
    expect(computeIndicators(rows).variable_pay_gap_mean).toBeNull();
  });

  it('nobody receiving bonuses: no variable gaps, 0 % receiving', () => {
    const rows = ['F', 'F', 'F', 'M', 'M', 'M'].map((g, i) =>
      person(g as 'F' | 'M', 'L1', 'A', 3000 + i * 100),
    );
    const out = computeIndicators(rows);
    expect(out.variable_pay_gap_mean).toBeNull();
    expect(out.variable_pay_gap_median).toBeNull();
    expect(out.receiving_variable_pay).toEqual({ women_percentage: 0, men_percentage: 0 });
    expect(out.categories[0]?.variable_pay_gap_percentage).toBeNull();
  });

  const categoryRows = [
    // L1: women 3000 ×3, men 3000, 3200, 3400 → gap 6.25 %, flagged.
    ...[3000, 3000, 3000].map((p) => person('F', 'L1', 'A', p)),
    ...[3000, 3200, 3400].map((p) => person('M', 'L1', 'A', p)),
    // L2: women 5000 ×3, men 4700 ×3 → gap −6.38 %, flagged either way.
    ...[5000, 5000, 5000].map((p) => person('F', 'L2', 'B', p)),
    ...[4700, 4700, 4700].map((p) => person('M', 'L2', 'B', p)),
    // L3: men only.
    ...[6000, 6000, 6000].map((p) => person('M', 'L3', 'C', p)),
    // L4: two women: withheld.
    ...[7000, 7000].map((p) => person('F', 'L4', 'D', p)),
    ...[7000, 7700, 7000].map((p) => person('M', 'L4', 'D', p)),
  ];

  it('categories: one per level by default, gaps withheld under the minimum, flagged either way', () => {
    const out = computeIndicators(categoryRows);
    expect(out.category_source).toBe('level');
    expect(out.categories).toEqual([
      {
        category: 'L1',
        total_people: 6,
        number_of_women: 3,
        number_of_men: 3,
        base_pay_gap_percentage: 6.25,
        variable_pay_gap_percentage: null,
        total_pay_gap_percentage: 6.25,
        flagged: true,
      },
      {
        category: 'L2',
        total_people: 6,
        number_of_women: 3,
        number_of_men: 3,
        base_pay_gap_percentage: -6.38,
        variable_pay_gap_percentage: null,
        total_pay_gap_percentage: -6.38,
        flagged: true,
      },
      {
        category: 'L3',
        total_people: 3,
        number_of_women: 0,
        number_of_men: 3,
        base_pay_gap_percentage: null,
        variable_pay_gap_percentage: null,
        total_pay_gap_percentage: null,
        flagged: false,
      },
      {
        category: 'L4',
        total_people: 5,
        number_of_women: 2,
        number_of_men: 3,
        base_pay_gap_percentage: null,
        variable_pay_gap_percentage: null,
        total_pay_gap_percentage: null,
        flagged: false,
      },
    ]);
  });

  it('categories: a position mapping, and the Category column over it', () => {
    const mapped = computeIndicators(categoryRows, { positionCategories: { A: 'K1', B: 'K1' } });
    expect(mapped.category_source).toBe('position_mapping');
    expect(mapped.categories.map((c) => [c.category, c.total_people])).toEqual([
      ['K1', 12],
      ['L3', 3],
      ['L4', 5],
    ]);
    const column = categoryRows.map((r) => ({ ...r, category: r.level === 'L4' ? 'X' : null }));
    const out = computeIndicators(column, { positionCategories: { A: 'K1', B: 'K1' } });
    expect(out.category_source).toBe('category_column');
    expect(out.categories.map((c) => c.category)).toEqual(['K1', 'L3', 'X']);
  });

  it('withheld overall: fewer than 3 women leaves every gap and the regression null', () => {
    const rows = [
      person('F', 'L1', 'A', 3000, { bonuses: 100 }),
      person('F', 'L1', 'A', 3100, { bonuses: 100 }),
      ...[4000, 4100, 4200].map((p) => person('M', 'L1', 'A', p, { bonuses: 100 })),
    ];
    const out = computeIndicators(rows);
    expect([out.pay_gap_mean, out.pay_gap_median]).toEqual([null, null]);
    expect([out.variable_pay_gap_mean, out.variable_pay_gap_median]).toEqual([null, null]);
    expect(out.unexplained_gap).toBeNull();
    expect(out.categories[0]).toMatchObject({ total_pay_gap_percentage: null, flagged: false });
    // Shares are figures over groups, not gaps: given, for the HR screens to mark.
    expect(out.receiving_variable_pay).toEqual({ women_percentage: 100, men_percentage: 100 });
    // n = 5: bands of 1, 1, 1, 2 people; the two women are the two lowest paid.
    expect(out.quartile_bands.map((b) => b.women_percentage)).toEqual([100, 100, 0, 0]);
  });

  it('cost to close uses the pay the regression explains: a position premium is not a gap', () => {
    // L1 holds positions A (3000) and B (4000, a third more for every one in it). Women are
    // mostly in A, so the raw L1 gap is large, but within each position women earn 2 % less:
    // the unexplained gap is 2 %, under 5 %, and nothing is owed.
    const rows = [
      ...[2940, 2940, 2940, 3920].map((p) => person('F', 'L1', 'A', p)),
      ...[3000, 4000, 4000, 4000].map((p) => person('M', 'L1', 'A', p)),
    ].map((r, i) => ({ ...r, position: [0, 1, 2, 4].includes(i) ? 'A' : 'B' }));
    const out = computeIndicators(rows);
    expect(out.categories[0]?.flagged).toBe(true);
    expect(out.unexplained_gap?.coefficient).toBeCloseTo(Math.log(0.98), 10);
    expect(out.cost_to_close.categories).toEqual([
      {
        category: 'L1',
        unexplained_gap_percentage: 2,
        raised_gender: null,
        total_monthly_raise: 0,
        total_yearly_raise: 0,
        raises: [],
      },
    ]);
  });

  it('output parses with the contract schema', () => {
    expect(() => indicatorsDataSchema.parse(computeIndicators(categoryRows))).not.toThrow();
  });
});

describe('computeIndicators: unexplained gap', () => {
  it('one level and position: the coefficient is the difference of mean logs', () => {
    // Women 1000, 2000, 4000; men 2000, 4000, 8000: c = −ln 2, σ = ln 2, SE = ln 2 · √(2/3).
    const rows = [1000, 2000, 4000, 2000, 4000, 8000].map((p, i) =>
      person(i < 3 ? 'F' : 'M', 'L1', 'A', p),
    );
    const u = computeIndicators(rows).unexplained_gap;
    expect(u?.coefficient).toBeCloseTo(-Math.LN2, 12);
    expect(u?.standard_error).toBeCloseTo(Math.LN2 * Math.sqrt(2 / 3), 12);
    // t(0.975, 4) = 2.776445105
    expect(u?.ci_low).toBeCloseTo(-Math.LN2 - 2.776445105 * Math.LN2 * Math.sqrt(2 / 3), 8);
    expect(u?.ci_high).toBeCloseTo(-Math.LN2 + 2.776445105 * Math.LN2 * Math.sqrt(2 / 3), 8);
    expect(u?.n).toBe(6);
    // (ln 2 − 0.05) / 0.566 = 1.14 < t(0.95, 4) = 2.13: not significantly above 5 %.
    expect(u?.above_tolerance).toBe(false);
  });

  it("Logib's test: a gap well above 5 % with little spread is above the tolerance", () => {
    const rows = [1000, 1100, 1210, 2000, 2200, 2420].map((p, i) =>
      person(i < 3 ? 'F' : 'M', 'L1', 'A', p),
    );
    const u = computeIndicators(rows).unexplained_gap;
    expect(u?.standard_error).toBeCloseTo(Math.log(1.1) * Math.sqrt(2 / 3), 12);
    expect(u?.above_tolerance).toBe(true);
  });

  it('is null under the minimum group size', () => {
    const rows = [1000, 2000, 2000, 4000, 8000].map((p, i) =>
      person(i < 2 ? 'F' : 'M', 'L1', 'A', p),
    );
    expect(computeIndicators(rows).unexplained_gap).toBeNull();
  });
});
