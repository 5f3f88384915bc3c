import { describe, expect, it } from 'vitest';
import { computeReports } from './compute-reports.ts';
import { fixtureA, person } from '#test/helpers/test-rows.ts';

describe('base report', () => {
  const { base } = computeReports(fixtureA);

  it('counts women and men', () => {
    expect([base.number_of_women, base.number_of_men]).toEqual([4, 7]);
  });

  it('base salary: means, medians (even count = mean of the middles) and gaps', () => {
    // women 3000 4000 5000 8000: mean 5000, median (4000+5000)/2; men sum 52000/7, median 7000
    // mean gap (52000/7 − 5000)/(52000/7) = 17000/52000; median gap (7000 − 4500)/7000
    expect(base.mean.base_salary).toEqual({ women: 5000, men: 7428.57, pay_gap_percentage: 32.69 });
    expect(base.median.base_salary).toEqual({ women: 4500, men: 7000, pay_gap_percentage: 35.71 });
  });

  it('free days: Base × (250 − days off) / 250', () => {
    // F 3000 → 2700 (25 days), M 7000 → 5600 (50 days); women 2700 4000 5000 8000
    // men 4000 5000 5600 6000 9000 10000 11000: sum 50600/7, median 6000
    expect(base.mean.salary_considering_free_days).toEqual({
      women: 4925,
      men: 7228.57,
      pay_gap_percentage: 31.87, // 16125/50600
    });
    expect(base.median.salary_considering_free_days).toEqual({
      women: 4500,
      men: 6000,
      pay_gap_percentage: 25,
    });
  });

  it('with bonuses: Base + Bonuses / 12', () => {
    // F 5000 + 100 → 5100; M 4000 + 200, M 11000 + 50; women 3000 4000 5100 8000
    expect(base.mean.salary_with_bonuses).toEqual({
      women: 5025,
      men: 7464.29, // 52250/7
      pay_gap_percentage: 32.68, // 17075/52250
    });
    expect(base.median.salary_with_bonuses).toEqual({
      women: 4550,
      men: 7000,
      pay_gap_percentage: 35,
    });
  });

  it('shows no gap when a gender has fewer than minGroupSize people, but keeps averages', () => {
    const small = computeReports(fixtureA, { minGroupSize: 5 }).base;
    expect(small.mean.base_salary).toEqual({ women: 5000, men: 7428.57, pay_gap_percentage: null });
    expect(small.median.salary_with_bonuses.pay_gap_percentage).toBeNull();
  });

  it('honours a different number of working days', () => {
    // N = 200: F 3000 → 3000 × 175/200 = 2625; M 7000 → 7000 × 150/200 = 5250
    const { base: b } = computeReports(fixtureA, { workingDays: 200 });
    expect(b.mean.salary_considering_free_days.women).toBe(4906.25); // (2625+4000+5000+8000)/4
  });
});

describe('adjusted report', () => {
  const { adjusted } = computeReports(fixtureA);

  it('W1: per level over base salary; a level under the minimum has no gap', () => {
    expect(adjusted.w1).toEqual([
      {
        level: 'L1',
        total_people: 7,
        number_of_women: 3,
        number_of_men: 4,
        average_salary_women: 4000,
        average_salary_men: 5500,
        pay_gap_percentage: 27.27, // 1500/5500
      },
      {
        level: 'L2',
        total_people: 4,
        number_of_women: 1,
        number_of_men: 3,
        average_salary_women: 8000,
        average_salary_men: 10000,
        pay_gap_percentage: null,
      },
    ]);
    expect(adjusted.w1_weighted_pay_gap_percentage).toBe(27.27);
  });

  it('W2: per level over salary with bonuses', () => {
    // L1 women 3000 4000 5100 → 12100/3; men 4200 5000 6000 7000 → 5550
    expect(adjusted.w2[0]).toMatchObject({
      average_salary_women: 4033.33,
      average_salary_men: 5550,
      pay_gap_percentage: 27.33, // (5550 − 12100/3)/5550
    });
    expect(adjusted.w2[1]).toMatchObject({
      average_salary_men: 10016.67,
      pay_gap_percentage: null,
    });
    expect(adjusted.w2_weighted_pay_gap_percentage).toBe(27.33);
  });

  it('weights level gaps by headcount and skips levels without a gap or with one gender', () => {
    const rows = [
      ...[100, 100, 100].map((s) => person('F', 'A1', 'P', s)),
      ...[200, 200, 200].map((s) => person('M', 'A1', 'P', s)), // gap 50, 6 people
      ...[300, 300, 300, 300].map((s) => person('F', 'A2', 'P', s)),
      ...[400, 400, 400].map((s) => person('M', 'A2', 'P', s)), // gap 25, 7 people
      person('M', 'A3', 'P', 500),
      person('M', 'A3', 'P', 600), // men only
    ];
    const { adjusted: a } = computeReports(rows);
    expect(a.w1.map((r) => r.pay_gap_percentage)).toEqual([50, 25, null]);
    expect(a.w1[2]).toMatchObject({ number_of_women: 0, average_salary_women: null });
    expect(a.w1_weighted_pay_gap_percentage).toBe(36.54); // (50×6 + 25×7) / 13
    expect(computeReports(rows, { minGroupSize: 4 }).adjusted.w1_weighted_pay_gap_percentage).toBe(
      null,
    );
  });
});

describe('ordering and edge cases', () => {
  it('orders levels naturally everywhere', () => {
    const rows = ['L10', 'L2', 'L1'].flatMap((level) => [
      person('F', level, 'P', 1000),
      person('M', level, 'P', 1000),
    ]);
    const r = computeReports(rows);
    expect(r.levels).toEqual(['L1', 'L2', 'L10']);
    expect(r.adjusted.w1.map((x) => x.level)).toEqual(['L1', 'L2', 'L10']);
    expect(r.salaryRanges.ranges.map((x) => x.level)).toEqual(['L1', 'L2', 'L10']);
  });

  it('gives null averages and gaps for an absent gender and handles no rows', () => {
    const r = computeReports([person('M', 'L1', 'P', 1000)]);
    expect(r.base.mean.base_salary).toEqual({ women: null, men: 1000, pay_gap_percentage: null });
    expect(r.base.median.base_salary.women).toBeNull();
    const empty = computeReports([]);
    expect(empty.records).toBe(0);
    expect(empty.adjusted.w1_weighted_pay_gap_percentage).toBeNull();
  });

  it('gives no free-days gap when every man took all working days off', () => {
    const rows = [
      ...[1, 2, 3].map(() => person('F', 'L1', 'P', 1000, { daysOff: 10 })),
      ...[1, 2, 3].map(() => person('M', 'L1', 'P', 1000, { daysOff: 250 })),
    ];
    const r = computeReports(rows);
    expect(r.base.mean.salary_considering_free_days).toEqual({
      women: 960,
      men: 0,
      pay_gap_percentage: null,
    });
  });

  it('computes the gap from unrounded means, rounding only at the end', () => {
    // women 1.004 → 1.00, men 1.006 → 1.01; from rounded means the gap would be 0.99 %,
    // from the real ones it is 0.002/1.006 = 0.1988 %.
    const rows = [
      ...[1.004, 1.004, 1.004].map((s) => person('F', 'L1', 'P', s)),
      ...[1.006, 1.006, 1.006].map((s) => person('M', 'L1', 'P', s)),
    ];
    const r = computeReports(rows).base.mean.base_salary;
    expect(r).toEqual({ women: 1, men: 1.01, pay_gap_percentage: 0.2 });
  });
});
