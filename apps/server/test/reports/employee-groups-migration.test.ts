import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeReportStages, employeeRows, readSalaryFile } from '@parytet/engine';
import { createTestApp } from '../helpers/test-context.ts';
import { csv } from './csv-files.ts';
import { readMigration, withRowsAsOldTable } from './migration-kit.ts';
import { createAccount, uploadAndWait, type TestApp } from './reports-kit.ts';

// Two levels, a position name in both, a position of one gender, a location left out.
const FILE = csv([
  ['1', 'Female', 'L1', 'Engineer', 'Kraków', '0', '5000', '0'],
  ['2', 'Male', 'L1', 'Engineer', '', '0', '6000.55', '0'],
  ['3', 'Male', 'L2', 'Engineer', '', '0', '10000', '0'],
  ['4', 'Female', 'L2', 'Engineer', '', '0', '9000', '0'],
  ['5', 'Female', 'L2', 'Analyst', '', '0', '8000', '0'],
  ['6', 'Male', 'L2', 'Engineer', '', '0', '11000.01', '0'],
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

const migration = () => readMigration('0200_employee_groups.sql');

/** The engine's own employee rows of FILE, as the old table held them (money in cents). */
const engineRows = async (reportId: string) => {
  const read = await readSalaryFile(Buffer.from(FILE), 'a.csv');
  if (!read.ok) throw new Error(read.code);
  const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));
  return [...employeeRows(computeReportStages(read.table).employees)].map((r, ordinal) => ({
    report_id: reportId,
    ordinal,
    employee_id: r.id,
    gender: r.gender,
    level: r.level,
    position: r.position,
    location: r.location,
    salary: cents(r.salary),
    position_mean_salary: cents(r.position_mean_salary),
    position_women_mean_salary: cents(r.position_women_mean_salary),
    position_men_mean_salary: cents(r.position_men_mean_salary),
    level_mean_salary: cents(r.level_mean_salary),
    level_women_mean_salary: cents(r.level_women_mean_salary),
    level_men_mean_salary: cents(r.level_men_mean_salary),
    salary_difference: cents(r.salary_difference),
    pay_gap: cents(r.pay_gap),
    position_women_count: r.position_women_count,
    position_men_count: r.position_men_count,
    level_women_count: r.level_women_count,
    level_men_count: r.level_men_count,
  }));
};

const rowsOf = async (client: pg.PoolClient, table: string) =>
  (await client.query(`SELECT * FROM ${table} ORDER BY ordinal`)).rows;

/** Runs `act` on a report's rows as they were stored before 0200 (one table of twenty columns). */
const beforeMigration = async (act: (client: pg.PoolClient, id: string) => Promise<void>) => {
  const account = await createAccount(t);
  const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
  await withRowsAsOldTable(
    t,
    { schema: 'before_0200', reportId: report.id, primaryKey: true },
    (client) => act(client, report.id),
  );
};

describe('migration 0200: group figures stored once per group', () => {
  it('moves them out and the view reads every row as the engine computed it', async () => {
    await beforeMigration(async (client, id) => {
      // The old table filled from the engine, not from the shared view this migration made.
      await client.query('DELETE FROM report_employees');
      const expected = await engineRows(id);
      for (const row of expected) {
        const columns = Object.keys(row);
        await client.query(
          `INSERT INTO report_employees (${columns.join(', ')})
           VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(row),
        );
      }
      await client.query(await migration());
      expect(await rowsOf(client, 'report_employees')).toEqual(expected);
      const counts = await client.query<{ levels: number; positions: number; rows: number }>(
        `SELECT (SELECT count(*)::int FROM report_level_groups) AS levels,
                (SELECT count(*)::int FROM report_position_groups) AS positions,
                (SELECT count(*)::int FROM report_employee_rows) AS rows`,
      );
      expect(counts.rows[0]).toEqual({ levels: 2, positions: 3, rows: 6 });
    });
  });

  it('reads no group when no group column is asked for', async () => {
    await beforeMigration(async (client) => {
      await client.query(await migration());
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT ordinal, gender, level, position, pay_gap FROM report_employees`,
      );
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).not.toMatch(/report_(level|position)_groups/);
      const joined = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT level_men_count FROM report_employees`,
      );
      expect(joined.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/report_level_groups/);
    });
  });

  it('stops when a group’s rows disagree, rather than pick one', async () => {
    await beforeMigration(async (client) => {
      await client.query('UPDATE report_employees SET level_men_count = 9 WHERE ordinal = 0');
      await client.query('SAVEPOINT migrate');
      await expect(client.query(await migration())).rejects.toThrow(/differ between its rows/);
      await client.query('ROLLBACK TO SAVEPOINT migrate');
      expect(await rowsOf(client, 'report_employees')).toHaveLength(6);
    });
  });
});
