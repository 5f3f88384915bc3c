import { sql, type Kysely } from 'kysely';
import type { ComputedReports } from '@parytet/engine';
import type { Database } from '../../db/schema.ts';
import { deleteEmployeeRows, insertEmployeeRows } from './employees.repository.ts';
import { insertResults } from './reports.repository.ts';
import { reportsDb } from './reports.tables.ts';

/** A report still waiting for its job, with its upload and its organisation's plan. */
export const loadPendingReport = (db: Kysely<Database>, reportId: string) =>
  reportsDb(db)
    .selectFrom('reports')
    .innerJoin('report_uploads', 'report_uploads.report_id', 'reports.id')
    .innerJoin('organisations', 'organisations.id', 'reports.organisation_id')
    .select([
      'reports.id',
      'reports.organisation_id',
      'reports.file_name',
      'report_uploads.data',
      'organisations.plan',
      'organisations.limits_override',
      'organisations.trial_ends_at',
      'organisations.subscription_active',
    ])
    .where('reports.id', '=', reportId)
    .where('reports.status', '=', 'processing')
    .executeTakeFirst();

export const markReportStarted = (db: Kysely<Database>, reportId: string) =>
  reportsDb(db)
    .updateTable('reports')
    .set({ started_at: sql<Date>`now()` })
    .where('id', '=', reportId)
    .execute();

/**
 * Stores every computed report and employee row and marks the report ready, in one transaction.
 * Rows a previous, interrupted attempt left behind are deleted first, so a retry starts clean.
 * False when the report is no longer processing (deleted or settled meanwhile).
 */
export const storeReadyReport = (
  db: Kysely<Database>,
  report: { id: string; organisationId: string },
  computed: ComputedReports,
) =>
  reportsDb(db)
    .transaction()
    .execute(async (trx) => {
      // The row lock makes a concurrent DELETE wait, so no employee row can outlive its report.
      const locked = await trx
        .selectFrom('reports')
        .select('id')
        .where('id', '=', report.id)
        .where('organisation_id', '=', report.organisationId)
        .where('status', '=', 'processing')
        .forUpdate()
        .executeTakeFirst();
      if (!locked) return false;
      await deleteEmployeeRows(trx, report.id);
      await trx.deleteFrom('report_results').where('report_id', '=', report.id).execute();
      await insertResults(trx, report, computed);
      await insertEmployeeRows(trx, report.id, computed.employees);
      await trx
        .updateTable('reports')
        .set({
          status: 'ready',
          records: computed.records,
          error_code: null,
          error_details: null,
          finished_at: sql<Date>`now()`,
        })
        .where('id', '=', report.id)
        .execute();
      await trx.deleteFrom('report_uploads').where('report_id', '=', report.id).execute();
      return true;
    });
