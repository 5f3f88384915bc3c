import { sql, type Kysely, type Transaction } from 'kysely';
import type { Currency, PatchReportBody } from '@parytet/contract/reports';
import { dateText } from '#db/date-text.ts';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type ResultColumn = 'base' | 'adjusted' | 'salary_ranges' | 'extended_salary_ranges';

/** The status and details (currency, period) every report answer carries. */
export const statusColumns = [
  'reports.status',
  'reports.error_code',
  'reports.error_details',
  'reports.currency',
  dateText('reports.period_start').as('period_start'),
  dateText('reports.period_end').as('period_end'),
] as const;

const countActive = async (db: Kysely<Database>, organisationId: string) => {
  const row = await db
    .selectFrom('reports')
    .select([
      sql<number>`count(*) FILTER (WHERE status IN ('processing', 'ready'))`.as('active'),
      sql<number>`count(*) FILTER (WHERE status = 'processing')`.as('processing'),
    ])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), processing: Number(row.processing) };
};

/** Reports that use up the allowance (processing or ready) and whether one is processing. */
export const countActiveReports = (db: Db, organisationId: string) =>
  countActive(db, organisationId);

/** The same, inside the upload's transaction. */
export const countActiveReportsIn = (trx: Trx, organisationId: string) =>
  countActive(trx, organisationId);

/** Serialises uploads of one organisation so the allowance check and the insert cannot race. */
export const lockOrganisation = (trx: Trx, organisationId: string) =>
  trx
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisationId)
    .forUpdate()
    .executeTakeFirst();

export type NewReport = {
  /** Chosen by the caller, so work on the file can start before the row is stored. */
  id: string;
  organisationId: string;
  userId: string;
  label: string;
  fileName: string;
  data: Buffer;
  records: number | null;
  currency: Currency;
  periodStart: string | null;
  periodEnd: string | null;
};

export const insertReportWithUpload = async (trx: Trx, report: NewReport) => {
  const { id } = await trx
    .insertInto('reports')
    .values({
      id: report.id,
      organisation_id: report.organisationId,
      created_by: report.userId,
      label: report.label,
      file_name: report.fileName,
      file_size: report.data.length,
      records: report.records,
      currency: report.currency,
      period_start: report.periodStart,
      period_end: report.periodEnd,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('report_uploads')
    .values({ report_id: id, organisation_id: report.organisationId, data: report.data })
    .execute();
  return id;
};

export const listReports = (db: Db, organisationId: string) =>
  db
    .selectFrom('reports')
    .select(['id', 'label', 'records', 'created_at', ...statusColumns])
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The report's status with one stored result (null until the report is ready). */
export const findReportResult = (
  db: Db,
  organisationId: string,
  id: string,
  column: ResultColumn,
) =>
  db
    .selectFrom('reports')
    .leftJoin('report_results', 'report_results.report_id', 'reports.id')
    .select([...statusColumns, sql.ref<unknown>(`report_results.${column}`).as('result')])
    .where('reports.id', '=', id)
    .where('reports.organisation_id', '=', organisationId)
    .executeTakeFirst();

export const findReportLists = (db: Db, organisationId: string, id: string) =>
  db
    .selectFrom('reports')
    .leftJoin('report_results', 'report_results.report_id', 'reports.id')
    .select([...statusColumns, 'report_results.levels', 'report_results.positions'])
    .where('reports.id', '=', id)
    .where('reports.organisation_id', '=', organisationId)
    .executeTakeFirst();

/**
 * Sets the fields given (label, currency, period), in the caller's transaction; the label it had
 * before (for the audit log), or undefined when no such report.
 */
export const updateReport = async (
  db: Db,
  organisationId: string,
  id: string,
  patch: PatchReportBody,
) => {
  const before = await db
    .selectFrom('reports')
    .select('label')
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  await db
    .updateTable('reports')
    .set({
      ...(patch.label !== undefined && { label: patch.label }),
      ...(patch.currency !== undefined && { currency: patch.currency }),
      ...(patch.period_start !== undefined && { period_start: patch.period_start }),
      ...(patch.period_end !== undefined && { period_end: patch.period_end }),
    })
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .execute();
  return { previousLabel: before.label };
};

/** Deletes the report (its label, or undefined when none); the upload, results and employee rows go with it (cascade and trigger). */
export const deleteReport = async (db: Db, organisationId: string, id: string) => {
  const row = await db
    .deleteFrom('reports')
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .returning('label')
    .executeTakeFirst();
  return row?.label;
};

/** The organisation's newest ready report with its stored results (the assistant reads it). */
export const findLatestReadyReport = (db: Db, organisationId: string) =>
  db
    .selectFrom('reports')
    .innerJoin('report_results', 'report_results.report_id', 'reports.id')
    .select([
      'reports.id',
      'reports.label',
      'reports.created_at',
      'reports.currency',
      dateText('reports.period_start').as('period_start'),
      dateText('reports.period_end').as('period_end'),
      'report_results.base',
      'report_results.adjusted',
      'report_results.salary_ranges',
      'report_results.extended_salary_ranges',
      'report_results.levels',
      'report_results.positions',
    ])
    .where('reports.organisation_id', '=', organisationId)
    .where('reports.status', '=', 'ready')
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(1)
    .executeTakeFirst();
