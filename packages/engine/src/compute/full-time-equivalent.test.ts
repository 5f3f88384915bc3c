import { describe, expect, it } from 'vitest';
import { computeIndicators } from './indicators/compute-indicators.ts';
import { employeeRows } from './employees-report.ts';
import { computeReports } from './compute-reports.ts';
import { fteColumn, toFullTimeEquivalents } from './full-time-equivalent.ts';
import { readSalaryFile } from '#read-salary-file.ts';
import { tableOf } from '#table-rows.ts';

/**
 * Three women and three men in one position. Paid: women 2000 (FTE 0.5), 4000 (full time),
 * 3000 (30 of 40 hours); men 5000, 2500 (FTE 0.5, which wins over its 40 hours), 5000. As full-
 * time equivalents every woman earns 4000 and every man 5000: a 20 % gap, where the amounts paid
 * (means 3000 and 4166.67) would show 28 %. W1's 1200 of bonuses a year is 2400 full time, 200 a
 * month; M1's 2400 is 200 a month: with bonuses women 12 200 / 3 = 4066.67, men 15 200 / 3 =
 * 5066.67, gap 1000 / 5066.67 = 19.74 %.
 */
const CSV = `ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits,FTE,Weekly Hours
W1,Female,L1,A,,0,2000,1200,0.5,
W2,Female,L1,A,,0,4000,0,,
W3,Female,L1,A,,0,3000,0,,30
M1,Male,L1,A,,0,5000,2400,1,
M2,Male,L1,A,,0,2500,0,0.5,40
M3,Male,L1,A,,0,5000,0,,
`;

async function partTimers() {
  const read = await readSalaryFile(new TextEncoder().encode(CSV), 'part-time.csv');
  if (!read.ok) throw new Error(read.code);
  return read.table;
}

describe('full-time equivalents (decisions §8)', () => {
  it('FTE wins over Weekly Hours; hours over the full-time week; an empty row is full time', async () => {
    const table = await partTimers();
    expect([...(fteColumn(table, 40) ?? [])]).toEqual([0.5, 1, 0.75, 1, 0.5, 1]);
    expect([...(fteColumn(table, 37.5) ?? [])]).toEqual([0.5, 1, 0.8, 1, 0.5, 1]);
    expect([...toFullTimeEquivalents(table).baseSalary]).toEqual([
      4000, 4000, 4000, 5000, 5000, 5000,
    ]);
  });

  it('a file without FTE or Weekly Hours is the same table: nothing moves', () => {
    const table = tableOf([
      {
        id: '1',
        gender: 'female',
        level: 'L',
        position: 'A',
        location: null,
        daysOff: 0,
        baseSalary: 3000,
        bonuses: 0,
      },
    ]);
    expect(fteColumn(table, 40)).toBeNull();
    expect(toFullTimeEquivalents(table)).toBe(table);
  });

  it('every report compares full-time equivalents', async () => {
    const reports = computeReports(await partTimers());
    expect(reports.base.full_time_equivalents).toBe(true);
    expect(reports.base.mean.base_salary).toEqual({
      women: 4000,
      men: 5000,
      pay_gap_percentage: 20,
    });
    expect(reports.base.mean.salary_with_bonuses).toEqual({
      women: 4066.67,
      men: 5066.67,
      pay_gap_percentage: 19.74,
    });
    expect(reports.base.median.base_salary.pay_gap_percentage).toBe(20);
    expect(reports.adjusted.w1[0]).toMatchObject({
      average_salary_women: 4000,
      pay_gap_percentage: 20,
    });
    expect(reports.adjusted.w2_weighted_pay_gap_percentage).toBe(19.74);
    expect(reports.salaryRanges.ranges[0]).toMatchObject({ min_salary: 4000, max_salary: 5000 });
    // The employee table's salary is the full-time-equivalent base: W1 is paid 2000.
    const [w1] = [...employeeRows(reports.employees)];
    expect(w1).toMatchObject({ id: 'W1', salary: 4000, salary_difference: -1000, pay_gap: -20 });
  });

  it('the Art. 9 indicators read the same full-time equivalents', async () => {
    const out = computeIndicators(await partTimers());
    expect(out.hours_basis).toBe('fte');
    expect(out.pay_gap_mean).toBe(19.74);
    expect(out.pay_gap_median).toBe(20);
    expect(out.categories[0]).toMatchObject({
      category: 'L1',
      base_pay_gap_percentage: 20,
      variable_pay_gap_percentage: 0,
      total_pay_gap_percentage: 19.74,
      flagged: true,
    });
    // Quartiles of full-time-equivalent pay: the three women (4000, 4000, 4200) below the men.
    expect(out.quartile_bands.map((b) => b.number_of_women)).toEqual([1, 2, 0, 0]);
  });
});
