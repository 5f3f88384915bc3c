import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ComputedReports } from '@parytet/engine';
import type { Database } from '../../db/schema.ts';
import { EMPLOYEE_COPY_COLUMNS } from './employees-copy.ts';
import { reportsDb, type ReportsDatabase } from './reports.tables.ts';

/** A report still waiting for its job, with its organisation's plan. */
export const loadPendingReport = (db: Kysely<Database>, reportId: string) =>
  reportsDb(db)
    .selectFrom('reports')
    .innerJoin('organisations', 'organisations.id', 'reports.organisation_id')
    .select([
      'reports.id',
      'reports.organisation_id',
      'reports.file_name',
      'organisations.plan',
      'organisations.limits_override',
      'organisations.trial_ends_at',
      'organisations.subscription_active',
    ])
    .where('reports.id', '=', reportId)
    .where('reports.status', '=', 'processing')
    .executeTakeFirst();

export const loadUpload = async (db: Kysely<Database>, reportId: string) => {
  const row = await reportsDb(db)
    .selectFrom('report_uploads')
    .select('data')
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return row?.data ?? null;
};

export const markReportStarted = (db: Kysely<Database>, reportId: string) =>
  reportsDb(db)
    .updateTable('reports')
    .set({ started_at: sql<Date>`now()` })
    .where('id', '=', reportId)
    .execute();

/** What the engine computed for a report, apart from the employee rows. */
export type StoredResults = Pick<
  ComputedReports,
  'records' | 'base' | 'adjusted' | 'salaryRanges' | 'extendedSalaryRanges' | 'levels' | 'positions'
>;

const resultsInsert = (
  db: Kysely<ReportsDatabase>,
  report: { id: string; organisationId: string },
  results: StoredResults,
) =>
  db.insertInto('report_results').values({
    report_id: report.id,
    organisation_id: report.organisationId,
    base: JSON.stringify(results.base),
    adjusted: JSON.stringify(results.adjusted),
    salary_ranges: JSON.stringify(results.salaryRanges),
    extended_salary_ranges: JSON.stringify(results.extendedSalaryRanges),
    levels: results.levels,
    positions: results.positions,
  });

type Compilable = { compile: () => { sql: string; parameters: readonly unknown[] } };

/**
 * Stores every computed report and employee row and marks the report ready, in one transaction
 * on one connection (the rows go in by binary COPY, which Kysely cannot issue). Rows a previous,
 * interrupted attempt left behind are deleted first, so a retry starts clean. False when the
 * report is no longer processing (deleted or settled meanwhile).
 */
export const storeReadyReport = async (
  db: Kysely<Database>,
  pool: pg.Pool,
  report: { id: string; organisationId: string },
  results: StoredResults,
  rows: Readable,
) => {
  const rdb = reportsDb(db);
  const client = await pool.connect();
  const run = (query: Compilable) => {
    const { sql: text, parameters } = query.compile();
    return client.query(text, [...parameters]);
  };
  try {
    await client.query('BEGIN');
    // The row lock makes a concurrent DELETE wait, so no employee row can outlive its report.
    const locked = await run(
      rdb
        .selectFrom('reports')
        .select('id')
        .where('id', '=', report.id)
        .where('organisation_id', '=', report.organisationId)
        .where('status', '=', 'processing')
        .forUpdate(),
    );
    if (locked.rowCount === 0) {
      rows.destroy();
      await client.query('ROLLBACK');
      return false;
    }
    await run(rdb.deleteFrom('report_employees').where('report_id', '=', report.id));
    await run(rdb.deleteFrom('report_results').where('report_id', '=', report.id));
    await run(resultsInsert(rdb, report, results));
    await pipeline(
      rows,
      client.query(
        copyFrom(
          `COPY report_employees (${EMPLOYEE_COPY_COLUMNS.join(', ')}) FROM STDIN (FORMAT binary)`,
        ),
      ),
    );
    await run(
      rdb
        .updateTable('reports')
        .set({
          status: 'ready',
          records: results.records,
          error_code: null,
          error_details: null,
          // The moment it is stored, not the transaction's start (now()).
          finished_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', report.id),
    );
    await run(rdb.deleteFrom('report_uploads').where('report_id', '=', report.id));
    await client.query('COMMIT');
    return true;
  } catch (error) {
    rows.destroy();
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
