import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import type { ComputedReports } from '@parytet/engine';
// The small entry: the API process does not load the engine itself (only its workers do).
import { storableText } from '@parytet/engine/storable-text';
import type { Database } from '#db/schema.ts';
import { EMPLOYEE_COPY_COLUMNS } from './employees-copy.ts';

type Db = Kysely<Database>;

/**
 * A report still waiting for its job, with its organisation's plan; marks the job's start
 * (started_at) in the same statement.
 */
export const claimPendingReport = (db: Kysely<Database>, reportId: string) =>
  db
    .updateTable('reports')
    .from('organisations')
    .set({ started_at: sql<Date>`clock_timestamp()` })
    .whereRef('organisations.id', '=', 'reports.organisation_id')
    .where('reports.id', '=', reportId)
    .where('reports.status', '=', 'processing')
    .returning([
      'reports.id',
      'reports.organisation_id',
      'reports.file_name',
      'organisations.plan',
      'organisations.limits_override',
      'organisations.trial_ends_at',
      'organisations.subscription_active',
      'organisations.blocked_at',
    ])
    .executeTakeFirst();

export const loadUpload = async (db: Kysely<Database>, reportId: string) => {
  const row = await db
    .selectFrom('report_uploads')
    .select('data')
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return row?.data ?? null;
};

/** What the engine computed for a report, apart from the employee rows. */
export type StoredResults = Pick<
  ComputedReports,
  'records' | 'base' | 'adjusted' | 'salaryRanges' | 'extendedSalaryRanges' | 'levels' | 'positions'
> & {
  /** The EU indicators' inputs, packed (lib/packed-inputs.ts). */
  indicatorInputs?: Uint8Array;
};

const resultsInsert = (
  db: Kysely<Database>,
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
    indicator_inputs_packed: results.indicatorInputs
      ? Buffer.from(
          results.indicatorInputs.buffer,
          results.indicatorInputs.byteOffset,
          results.indicatorInputs.byteLength,
        )
      : null,
  });

type Compilable = { compile: () => { sql: string; parameters: readonly unknown[] } };

const COPY_ROWS = `COPY report_employees (${EMPLOYEE_COPY_COLUMNS.join(', ')}) FROM STDIN (FORMAT binary)`;

/**
 * Stores every computed report and employee row and marks the report ready. The report row is
 * locked throughout, so a concurrent DELETE waits and no employee row can outlive its report.
 * The rows go in by binary COPY (which Kysely cannot issue), each part over its own connection at
 * once; the helper connections commit just before the main one, still under the lock, and what
 * they stored for a report that then never becomes ready is cleared by the retry (below) or by
 * failing the report. False when the report is no longer processing.
 */
export const storeReadyReport = async (
  db: Kysely<Database>,
  pool: pg.Pool,
  report: { id: string; organisationId: string },
  /** The other reports: computed while the rows are stored, inserted once they are. */
  results: Promise<StoredResults>,
  parts: Readable[],
) => {
  const rdb = db;
  const clients: pg.PoolClient[] = [];
  let failed = false;
  try {
    for (let i = 0; i < parts.length; i++) clients.push(await pool.connect());
    const [main, ...helpers] = clients as [pg.PoolClient, ...pg.PoolClient[]];
    const run = (query: Compilable, client = main) => {
      const { sql: text, parameters } = query.compile();
      return client.query(text, [...parameters]);
    };
    await main.query('BEGIN');
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
      for (const part of parts) part.destroy();
      await main.query('ROLLBACK');
      return false;
    }
    // Rows an interrupted attempt committed. With helpers, deleted (and committed) on one of them
    // first: a COPY on another connection would wait for this deletion, and it for the COPY.
    const leftovers = rdb.deleteFrom('report_employees').where('report_id', '=', report.id);
    await run(leftovers, helpers[0] ?? main);
    await run(rdb.deleteFrom('report_results').where('report_id', '=', report.id));
    await Promise.all(helpers.map((client) => client.query('BEGIN')));
    await Promise.all(
      clients.map((client, i) => pipeline(parts[i] as Readable, client.query(copyFrom(COPY_ROWS)))),
    );
    const stored = await results;
    await run(resultsInsert(rdb, report, stored));
    await Promise.all(helpers.map((client) => client.query('COMMIT')));
    await run(
      rdb
        .updateTable('reports')
        .set({
          status: 'ready',
          records: stored.records,
          error_code: null,
          error_details: null,
          // The moment it is stored, not the transaction's start (now()).
          finished_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', report.id),
    );
    await run(rdb.deleteFrom('report_uploads').where('report_id', '=', report.id));
    await main.query('COMMIT');
    return true;
  } catch (error) {
    failed = true;
    for (const part of parts) part.destroy();
    await Promise.all(clients.map((client) => client.query('ROLLBACK').catch(() => undefined)));
    throw error;
  } finally {
    // A connection whose COPY was cut off is closed rather than handed out again.
    for (const client of clients) client.release(failed);
  }
};

export type FailedReport = { code: ProcessingErrorCode; details: ErrorDetail[] | null };

/** Fails a report that is still processing and drops its upload; false when it was settled already. */
/**
 * jsonb refuses \u0000 and unpaired surrogates: a detail echoing such a cell would make the
 * failure itself fail (and the report end as UNKNOWN_ERROR), so they are replaced here too.
 */
const detailsJson = (details: ErrorDetail[]) =>
  JSON.stringify(details, (_key, value: unknown) =>
    typeof value === 'string' ? storableText(value) : value,
  );

export const markReportFailed = async (db: Db, id: string, failure: FailedReport) =>
  db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('reports')
      .set({
        status: 'failed',
        error_code: failure.code,
        error_details: failure.details ? detailsJson(failure.details) : null,
        finished_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('report_uploads').where('report_id', '=', id).execute();
    // Nothing of a failed report is kept: storing is one transaction, so this only guards.
    await trx.deleteFrom('report_employees').where('report_id', '=', id).execute();
    await trx.deleteFrom('report_results').where('report_id', '=', id).execute();
    return true;
  });

/**
 * Reports still processing with no job left to finish them: the process that stored one died
 * before it could send its job (pg-boss keeps jobs in its `pgboss` schema in this database).
 * A job waiting, retrying, running or dead-lettered still counts as alive.
 */
export const findOrphanedReports = async (
  db: Db,
  queues: readonly string[],
  olderThanSeconds: number,
) => {
  const result = await sql<{ id: string }>`
    select r.id from reports r
    where r.status = 'processing'
      and r.created_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (
        select 1 from pgboss.job j
        where j.name in (${sql.join(queues)})
          and j.data->>'reportId' = r.id::text
          and j.state in ('created', 'retry', 'active')
      )`.execute(db);
  return result.rows.map((row) => row.id);
};

/** Fails reports processing for longer than any job can run, e.g. after their job was lost. */
export const failStuckReports = async (db: Db, olderThanMinutes: number) => {
  const rows = await db
    .updateTable('reports')
    .set({ status: 'failed', error_code: 'UNKNOWN_ERROR', finished_at: sql<Date>`now()` })
    .where('status', '=', 'processing')
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await db.deleteFrom('report_uploads').where('report_id', 'in', ids).execute();
    await db.deleteFrom('report_employees').where('report_id', 'in', ids).execute();
  }
  return ids;
};
