import { sql, type Kysely } from 'kysely';
import { dateText } from '#db/date-text.ts';
import type { Database, ExportState } from '#db/schema.ts';

type Db = Kysely<Database>;

/** A report of the organisation with what its documents need; undefined when not its own. */
export const findReportForExport = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('reports')
    .innerJoin('organisations', 'organisations.id', 'reports.organisation_id')
    .select([
      'reports.id',
      'reports.label',
      'reports.status',
      'reports.currency',
      dateText('reports.period_start').as('period_start'),
      dateText('reports.period_end').as('period_end'),
      'organisations.name as organisation_name',
    ])
    .where('reports.id', '=', reportId)
    .where('reports.organisation_id', '=', organisationId)
    .executeTakeFirst();

const exportColumns = [
  'id',
  'report_id',
  'format',
  'lang',
  'status',
  'progress',
  'file_name',
  'created_at',
  'expires_at',
] as const;

export const insertExport = (
  db: Db,
  row: {
    organisationId: string;
    reportId: string;
    userId: string;
    format: 'pdf' | 'xlsx';
    lang: 'en' | 'pl';
    retentionHours: number;
  },
) =>
  db
    .insertInto('report_exports')
    .values({
      organisation_id: row.organisationId,
      report_id: row.reportId,
      created_by: row.userId,
      format: row.format,
      lang: row.lang,
      expires_at: sql<Date>`now() + make_interval(hours => ${row.retentionHours})`,
    })
    .returning(exportColumns)
    .executeTakeFirstOrThrow();

/**
 * insertExport unless the organisation already has `cap` exports queued or being built: null
 * then. Under a lock per organisation, so many requests at once cannot all pass the count.
 */
export const insertExportUnderCap = (
  db: Db,
  row: Parameters<typeof insertExport>[1],
  cap: number,
) =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('report-exports'), hashtext(${row.organisationId}))`.execute(
      trx,
    );
    const pending = await trx
      .selectFrom('report_exports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organisation_id', '=', row.organisationId)
      .where('status', 'in', ['queued', 'running'])
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    return Number(pending.count) >= cap ? null : insertExport(trx, row);
  });

/** An export of the organisation that has not expired. */
export const findExport = (db: Db, organisationId: string, id: string) =>
  db
    .selectFrom('report_exports')
    .select(exportColumns)
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

export const findExportFile = (db: Db, organisationId: string, id: string) =>
  db
    .selectFrom('report_exports')
    .select(['status', 'file_name', 'format', 'data'])
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** The job's view of an export: whose it is and what to build. */
export const findExportJob = (db: Db, id: string) =>
  db
    .selectFrom('report_exports')
    .select(['id', 'organisation_id', 'report_id', 'created_by', 'format', 'lang', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();

export const setExportProgress = (db: Db, id: string, status: ExportState, progress: number) =>
  db.updateTable('report_exports').set({ status, progress }).where('id', '=', id).execute();

export const storeExportFile = (db: Db, id: string, fileName: string, data: Buffer) =>
  db
    .updateTable('report_exports')
    .set({
      status: 'ready',
      progress: 100,
      file_name: fileName,
      data,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();

export const failExport = (db: Db, id: string) =>
  db
    .updateTable('report_exports')
    .set({ status: 'failed', finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

/** Deletes expired exports with their files; the number deleted. */
export const deleteExpiredExports = async (db: Db) => {
  const result = await db
    .deleteFrom('report_exports')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
