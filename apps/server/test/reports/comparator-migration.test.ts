import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesDataSchema } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { csv } from './csv-files.ts';
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
    for (const [ordinal, values] of old.entries()) {
      const [mean, women, men, difference, gap] = values;
      await sql`
        UPDATE report_employees SET position_mean_salary = ${mean},
          position_women_mean_salary = ${women}, position_men_mean_salary = ${men},
          salary_difference = ${difference}, pay_gap = ${gap}
        WHERE report_id = ${report.id} AND ordinal = ${ordinal}`.execute(t.ctx.db);
    }
    expect((await employees(account, report.id))[0]).toEqual([7500, 7000, 8000, -3000, -37.5]);
    const migration = await readFile(
      path.resolve(
        import.meta.dirname,
        '../../src/db/migrations/0030_comparator_per_level_position.sql',
      ),
      'utf8',
    );
    await sql.raw(migration).execute(t.ctx.db);
    expect(await employees(account, report.id)).toEqual(EXPECTED);
    const again = await sql.raw(migration).execute(t.ctx.db);
    expect(Number(again.numAffectedRows ?? 0n)).toBe(0);
    expect(await employees(account, report.id)).toEqual(EXPECTED);
  });
});
