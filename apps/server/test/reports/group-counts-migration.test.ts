import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesDataSchema } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { csv } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type TestApp } from './reports-kit.ts';

// Decisions §5: each row carries its position group's and level's head counts by gender.
const FILE = csv([
  ['1', 'Female', 'L1', 'Engineer', '', '0', '5000', '0'],
  ['2', 'Male', 'L1', 'Engineer', '', '0', '6000', '0'],
  ['3', 'Male', 'L2', 'Engineer', '', '0', '10000', '0'],
  ['4', 'Female', 'L2', 'Engineer', '', '0', '9000', '0'],
  ['5', 'Female', 'L2', 'Analyst', '', '0', '8000', '0'],
  ['6', 'Male', 'L2', 'Engineer', '', '0', '11000', '0'],
]);
// position women, position men, level women, level men
const EXPECTED = [
  [1, 1, 1, 1],
  [1, 1, 1, 1],
  [1, 2, 2, 2],
  [1, 2, 2, 2],
  [1, 0, 2, 2],
  [1, 2, 2, 2],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

describe('group head counts of the employee rows', () => {
  it('are computed for new reports', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
    const res = await get(t, account, `/api/reports/pay-gap/${report.id}/employees`);
    const rows = employeesDataSchema.parse(res.json()).employees;
    expect(
      rows.map((e) => [
        e.position_women_count,
        e.position_men_count,
        e.level_women_count,
        e.level_men_count,
      ]),
    ).toEqual(EXPECTED);
  });

  it('migration 0043 fills them for stored rows from window counts', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
    const migration = await readFile(
      path.resolve(import.meta.dirname, '../../src/db/migrations/0043_employee_group_counts.sql'),
      'utf8',
    );
    // The rows as stored before 0043, in a schema of their own, so the shared table is untouched.
    const client = await t.ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE SCHEMA before_0043');
      await client.query(
        `CREATE TABLE before_0043.report_employees AS
           SELECT report_id, ordinal, employee_id, gender, level, position
           FROM public.report_employees WHERE report_id = $1`,
        [report.id],
      );
      await client.query('SET LOCAL search_path = before_0043');
      await client.query(migration);
      const filled = await client.query<Record<string, number>>(
        `SELECT position_women_count, position_men_count, level_women_count, level_men_count
         FROM report_employees ORDER BY ordinal`,
      );
      expect(filled.rows.map((r) => Object.values(r))).toEqual(EXPECTED);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
