import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import type { ComputedReports } from '@parytet/engine';
// The small entry: the API process does not load the engine itself (only its workers do).
import { storableText } from '@parytet/engine/storable-text';
import { EMPLOYEE_ROW_COLUMNS } from '#db/employee-columns.ts';
import type { Database } from '#db/schema.ts';
import type { EmployeeGroupsCopy } from './compute-thread.ts';
import { LEVEL_GROUP_COPY_COLUMNS, POSITION_GROUP_COPY_COLUMNS } from './employees-copy.ts';

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

const copyInto = (table: string, columns: readonly string[]) =>
  `COPY ${table} (${columns.join(', ')}) FROM STDIN (FORMAT binary)`;
const COPY_ROWS = copyInto('report_employee_rows', EMPLOYEE_ROW_COLUMNS);
const COPY_LEVEL_GROUPS = copyInto('report_level_groups', LEVEL_GROUP_COPY_COLUMNS);
const COPY_POSITION_GROUPS = copyInto('report_position_groups', POSITION_GROUP_COPY_COLUMNS);

/** The report's rows and groups, as an interrupted attempt or a failed report may leave them. */
const deleteEmployees = (db: Kysely<Database>, reportIds: string[]) =>
  (['report_employee_rows', 'report_position_groups', 'report_level_groups'] as const).map(
    (table) => db.deleteFrom(table).where('report_id', 'in', reportIds),
  );

/** How a report's employee rows reach storeReadyReport (compute-runner.ts). */
export type RowsToStore = {
  /** The rows as one binary COPY, streamed as they are encoded. */
  rows: Readable;
  /** Over a connection of their own while the main one stores the rest, or on the main one. */
  apart: boolean;
  groups: EmployeeGroupsCopy;
};

/**
 * Stores every computed report and employee row and marks the report ready. The report row is
 * locked throughout, so a concurrent DELETE waits and no employee row can outlive its report.
 * The rows go in by binary COPY (which Kysely cannot issue). A large report's rows go over a
 * connection of their own while the main one stores the groups and, once computed, the other
 * reports; that helper connection commits just before the main one, still under the lock, and
 * what it stored for a report that then never becomes ready is cleared by the retry (below) or
 * by failing the report. False when the report is no longer processing.
 */
export const storeReadyReport = async (
  db: Kysely<Database>,
  pool: pg.Pool,
  report: { id: string; organisationId: string },
  /** The other reports: computed while the rows are stored. */
  results: Promise<StoredResults>,
  rows: RowsToStore,
) => {
  const rdb = db;
  const { rows: employees, apart, groups } = rows;
  const clients: pg.PoolClient[] = [];
  let failed = false;
  try {
    for (let i = 0; i < (apart ? 2 : 1); i++) clients.push(await pool.connect());
    const [main, helper] = clients as [pg.PoolClient, pg.PoolClient | undefined];
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
      employees.destroy();
      await main.query('ROLLBACK');
      return false;
    }
    // Rows an interrupted attempt committed. With a helper, deleted (and committed) on it first:
    // its COPY would otherwise wait for this deletion, and the deletion for the COPY.
    const [rowLeftovers, ...groupLeftovers] = deleteEmployees(rdb, [report.id]);
    await run(rowLeftovers as Compilable, helper ?? main);
    for (const leftovers of groupLeftovers) await run(leftovers);
    await run(rdb.deleteFrom('report_results').where('report_id', '=', report.id));
    await helper?.query('BEGIN');
    const copy = (client: pg.PoolClient, statement: string, from: Readable) =>
      pipeline(from, client.query(copyFrom(statement)));
    const whole = (bytes: Uint8Array) =>
      Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
    const rowsStored = copy(helper ?? main, COPY_ROWS, employees);
    // Awaited below; until then a failure must not count as unhandled.
    rowsStored.catch(() => undefined);
    if (!apart) await rowsStored;
    await copy(main, COPY_LEVEL_GROUPS, whole(groups.levels));
    await copy(main, COPY_POSITION_GROUPS, whole(groups.positions));
    const stored = await results;
    await run(resultsInsert(rdb, report, stored));
    await rowsStored;
    await helper?.query('COMMIT');
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
    employees.destroy();
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
    for (const query of deleteEmployees(trx, [id])) await query.execute();
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
    for (const query of deleteEmployees(db, ids)) await query.execute();
  }
  return ids;
};
