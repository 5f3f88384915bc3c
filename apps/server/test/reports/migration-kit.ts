import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { TestApp } from './reports-kit.ts';

/** A migration's SQL, to run again on rows shaped as it first found them. */
export const readMigration = (name: string) =>
  readFile(path.resolve(import.meta.dirname, '../../src/db/migrations', name), 'utf8');

/**
 * Runs `act` on a report's rows copied (`columns` of the view) into a table `report_employees`
 * of a schema of its own, first on the search path, in a transaction rolled back afterwards: a
 * migration meets the shape it was written for and the shared tables stay untouched.
 */
export const withRowsAsOldTable = async (
  t: TestApp,
  options: { schema: string; reportId: string; columns?: string; primaryKey?: boolean },
  act: (client: pg.PoolClient) => Promise<void>,
) => {
  const { schema, reportId, columns = '*', primaryKey = false } = options;
  const client = await t.ctx.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(
      `CREATE TABLE ${schema}.report_employees AS
         SELECT ${columns} FROM public.report_employees WHERE report_id = $1`,
      [reportId],
    );
    if (primaryKey) {
      await client.query(
        `ALTER TABLE ${schema}.report_employees ADD PRIMARY KEY (report_id, ordinal)`,
      );
    }
    await client.query(`SET LOCAL search_path = ${schema}`);
    await act(client);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
};
