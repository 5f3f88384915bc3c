import { describe, expect, it } from 'vitest';
import { computeReports } from './compute-reports.ts';
import { fixtureA } from '#test/helpers/test-rows.ts';

describe('salary ranges', () => {
  const { salaryRanges, extendedSalaryRanges } = computeReports(fixtureA);

  it('per level: counts, average, median, min and max of base salary', () => {
    expect(salaryRanges.ranges).toEqual([
      {
        level: 'L1',
        total_people: 7,
        number_of_women: 3,
        number_of_men: 4,
        average: 4857.14, // 34000/7
        median: 5000, // 3000 4000 4000 [5000] 5000 6000 7000
        min_salary: 3000,
        max_salary: 7000,
      },
      {
        level: 'L2',
        total_people: 4,
        number_of_women: 1,
        number_of_men: 3,
        average: 9500,
        median: 9500,
        min_salary: 8000,
        max_salary: 11000,
      },
    ]);
  });

  it('per level and position, with the gap only for large enough groups', () => {
    expect(extendedSalaryRanges.ranges.map((l) => l.level)).toEqual(['L1', 'L2']);
    expect(extendedSalaryRanges.ranges[0]?.positions).toEqual([
      {
        position: 'Analyst',
        average: 4000,
        median: 4000,
        total_people: 4,
        number_of_women: 2,
        number_of_men: 2,
        women_average_salary: 3500,
        men_average_salary: 4500,
        pay_gap_percentage: null,
      },
      {
        position: 'Clerk',
        average: 6000,
        median: 6000,
        total_people: 3,
        number_of_women: 1,
        number_of_men: 2,
        women_average_salary: 5000,
        men_average_salary: 6500,
        pay_gap_percentage: null,
      },
    ]);
    const loose = computeReports(fixtureA, { minGroupSize: 1 }).extendedSalaryRanges.ranges;
    expect(loose.flatMap((l) => l.positions.map((p) => p.pay_gap_percentage))).toEqual([
      22.22, // (4500 − 3500)/4500
      23.08, // (6500 − 5000)/6500
      20, // (10000 − 8000)/10000
    ]);
  });
});
