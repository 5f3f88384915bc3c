import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesDataSchema } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { csv } from './csv-files.ts';
import { readMigration, withRowsAsOldTable } from './migration-kit.ts';
import { createAccount, get, uploadAndWait, type TestApp } from './reports-kit.ts';

// Decisions §5: the comparator is the other gender's mean base salary in the
// same level *and* position. Hand-computed fixture: a junior and a senior of the same title.
const FILE = csv([
  ['1', 'Female', 'L1', 'Engineer', '', '0', '5000', '0'],
  ['2', 'Male', 'L1', 'Engineer', '', '0', '6000', '0'],
  ['3', 'Male', 'L2', 'Engineer', '', '0', '10000', '0'],
  ['4', 'Female', 'L2', 'Engineer', '', '0', '9000', '0'],
  ['5', 'Female', 'L2', 'Analyst', '', '0', '8000', '0'],
]);
const EXPECTED = [
  // position mean, women, men, difference, gap
  [5500, 5000, 6000, -1000, -16.67],
  [5500, 5000, 6000, 1000, 20],
  [9500, 9000, 10000, 1000, 11.11],
  [9500, 9000, 10000, -1000, -10],
  [8000, 8000, null, -2000, -20], // no L2 Analyst man: the L2 men's mean, 10000
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

const employees = async (account: Awaited<ReturnType<typeof createAccount>>, id: string) => {
  const res = await get(t, account, `/api/reports/pay-gap/${id}/employees`);
  expect(res.statusCode).toBe(200);
  return employeesDataSchema
    .parse(res.json())
    .employees.map((e) => [
      e.position_mean_salary,
      e.position_women_mean_salary,
      e.position_men_mean_salary,
      e.salary_difference,
      e.pay_gap,
    ]);
};

describe('the comparator per level and position', () => {
  it('compares a junior with juniors and a senior with seniors of the same title', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
    expect(report.report_ready).toBe(true);
    expect(await employees(account, report.id)).toEqual(EXPECTED);
  });

  it('migration 0030 recomputes reports stored with the old rule, and is idempotent', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
    // What the old engine stored (position across levels): Engineer means 7500 / 7000 / 8000.
    const old = [
      [750000, 700000, 800000, -300000, -3750],
      [750000, 700000, 800000, -100000, -1429],
      [750000, 700000, 800000, 300000, 4286],
      [750000, 700000, 800000, 100000, 1250],
      [800000, 800000, null, -200000, -2000],
    ];
    const migration = await readMigration('0030_comparator_per_level_position.sql');
    // The rows as a table of the shape 0030 ran on (the shared rows are stored apart from their
    // groups since 0200).
    await withRowsAsOldTable(t, { schema: 'before_0030', reportId: report.id }, async (client) => {
      const stored = async () =>
        (
          await client.query<{ v: (number | null)[] }>(
            `SELECT ARRAY[position_mean_salary / 100.0, position_women_mean_salary / 100.0,
               position_men_mean_salary / 100.0, salary_difference / 100.0,
               pay_gap / 100.0]::float8[] AS v
             FROM report_employees ORDER BY ordinal`,
          )
        ).rows.map((r) => r.v);
      for (const [ordinal, [mean, women, men, difference, gap]] of old.entries()) {
        await client.query(
          `UPDATE report_employees SET position_mean_salary = $1, position_women_mean_salary = $2,
             position_men_mean_salary = $3, salary_difference = $4, pay_gap = $5
           WHERE ordinal = $6`,
          [mean, women, men, difference, gap, ordinal],
        );
      }
      expect((await stored())[0]).toEqual([7500, 7000, 8000, -3000, -37.5]);
      await client.query(migration);
      expect(await stored()).toEqual(EXPECTED);
      const again = await client.query(migration);
      expect(again.rowCount).toBe(0);
      expect(await stored()).toEqual(EXPECTED);
    });
  });
});
