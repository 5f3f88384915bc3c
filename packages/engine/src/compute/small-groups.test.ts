import { describe, expect, it } from 'vitest';
import type { AdjustedRow, LevelRange, PositionRange } from '@parytet/contract/reports';
import { isSmallGroup, withholdSmallGroups as w } from './small-groups.ts';

const viewer = { minGroupSize: 3, withhold: true };
const hr = { minGroupSize: 3, withhold: false };

// One woman director (9 000) beside three men; two women analysts (5 000, 6 000) beside four men.
const director: AdjustedRow = {
  level: 'Director',
  total_people: 4,
  number_of_women: 1,
  number_of_men: 3,
  average_salary_women: 9000,
  average_salary_men: 10000,
  pay_gap_percentage: null,
};
const analyst: AdjustedRow = {
  level: 'Analyst',
  total_people: 6,
  number_of_women: 2,
  number_of_men: 4,
  average_salary_women: 5500,
  average_salary_men: 6000,
  pay_gap_percentage: null,
};
const adjusted = {
  w1: [director, analyst],
  w2: [director, analyst],
  w1_weighted_pay_gap_percentage: null,
  w2_weighted_pay_gap_percentage: null,
};

describe('isSmallGroup', () => {
  it('is someone, but fewer than the minimum', () => {
    expect([0, 1, 2, 3, 4].map((n) => isSmallGroup(n, 3))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('withholdSmallGroups', () => {
  it('withholds a one-woman and a two-woman average from a viewer, with the reason', () => {
    const view = w.adjusted(adjusted, viewer);
    expect(view.w1[0]).toMatchObject({
      average_salary_women: null,
      average_salary_men: 10000,
      small_group: true,
      small_group_reasons: ['few_women'],
    });
    expect(view.w2[1]).toMatchObject({ average_salary_women: null, average_salary_men: 6000 });
    expect(view.min_group_size).toBe(3);
  });

  it('shows the HR team the same figures, marked', () => {
    const view = w.adjusted(adjusted, hr);
    expect(view.w1[0]).toMatchObject({
      average_salary_women: 9000,
      small_group: true,
      small_group_reasons: ['few_women'],
    });
  });

  it('counts a minimum and a maximum as figures over their group', () => {
    const one: LevelRange = {
      level: 'Board',
      total_people: 1,
      number_of_women: 1,
      number_of_men: 0,
      average: 23456.78,
      median: 23456.78,
      min_salary: 23456.78,
      max_salary: 23456.78,
    };
    const big: LevelRange = {
      ...one,
      level: 'Staff',
      total_people: 3,
      number_of_women: 0,
      number_of_men: 3,
    };
    const view = w.salary_ranges({ ranges: [one, big] }, viewer);
    expect(view.ranges[0]).toMatchObject({
      average: null,
      median: null,
      min_salary: null,
      max_salary: null,
      small_group: true,
      small_group_reasons: ['few_people', 'few_women'],
    });
    // Three men and no woman: an aggregate of three, shown.
    expect(view.ranges[1]).toMatchObject({ max_salary: 23456.78, small_group: false });
  });

  it('withholds everyone’s figures of a group with one woman, which would give hers by difference', () => {
    // One woman at 9 000 beside three men averaging 10 000: everyone's average is 9 750, and
    // 4 × 9 750 − 3 × 10 000 = 9 000 is her pay.
    const level: LevelRange = {
      level: 'Director',
      total_people: 4,
      number_of_women: 1,
      number_of_men: 3,
      average: 9750,
      median: 9900,
      min_salary: 9000,
      max_salary: 10500,
    };
    expect(w.salary_ranges({ ranges: [level] }, viewer).ranges[0]).toMatchObject({
      average: null,
      median: null,
      min_salary: null,
      max_salary: null,
      small_group_reasons: ['few_women'],
    });
    expect(w.salary_ranges({ ranges: [level] }, hr).ranges[0]).toMatchObject({
      average: 9750,
      small_group: true,
    });
  });

  it('withholds a position’s figures by the group each is over', () => {
    const pair: PositionRange = {
      position: 'Analyst',
      average: 5666.67,
      median: 6000,
      total_people: 3,
      number_of_women: 2,
      number_of_men: 1,
      women_average_salary: 5500,
      men_average_salary: 6000,
      pay_gap_percentage: null,
    };
    const view = w.extended_salary_ranges({ ranges: [{ level: 'L1', positions: [pair] }] }, viewer);
    expect(view.ranges[0]?.positions[0]).toMatchObject({
      average: null,
      median: null,
      women_average_salary: null,
      men_average_salary: null,
      small_group_reasons: ['few_women', 'few_men'],
    });
  });

  it('withholds the base report’s women figures when the file has fewer than the minimum', () => {
    const m = { women: 4000, men: 5000, pay_gap_percentage: null };
    const set = { base_salary: m, salary_considering_free_days: m, salary_with_bonuses: m };
    const view = w.base({ number_of_women: 2, number_of_men: 10, mean: set, median: set }, viewer);
    expect(view.mean.base_salary).toEqual({ women: null, men: 5000, pay_gap_percentage: null });
    expect(view.median.salary_with_bonuses.women).toBeNull();
    expect(view.small_group_reasons).toEqual(['few_women']);
  });
});
