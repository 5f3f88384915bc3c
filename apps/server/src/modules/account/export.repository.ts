import { sql, type Kysely } from 'kysely';
import { dateText } from '#db/date-text.ts';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;

// Everything of one organisation the export holds; every query is scoped to it.

export const findOrganisationForExport = (db: Db, organisationId: string) =>
  db
    .selectFrom('organisations')
    .select(['id', 'name', 'number_of_employees', 'plan', 'trial_ends_at', 'created_at'])
    .where('id', '=', organisationId)
    .executeTakeFirst();

export const findMembersForExport = (db: Db, organisationId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'users.email',
      'users.full_name',
      'users.job_title',
      'memberships.role',
      'memberships.created_at',
    ])
    .where('memberships.organisation_id', '=', organisationId)
    .orderBy('memberships.created_at')
    .execute();

export const findReportsForExport = (db: Db, organisationId: string) =>
  db
    .selectFrom('reports')
    .leftJoin('report_results', 'report_results.report_id', 'reports.id')
    .select([
      'reports.id',
      'reports.label',
      'reports.status',
      'reports.error_code',
      'reports.file_name',
      'reports.records',
      'reports.currency',
      dateText('reports.period_start').as('period_start'),
      dateText('reports.period_end').as('period_end'),
      'reports.created_at',
      'report_results.base',
      'report_results.adjusted',
      'report_results.salary_ranges',
      'report_results.extended_salary_ranges',
    ])
    .where('reports.organisation_id', '=', organisationId)
    .orderBy('reports.created_at')
    .execute();

/**
 * One page of a report's employee rows in file order after `afterOrdinal`, money in currency
 * units (stored as cents): the archive pages through a report instead of holding all its rows.
 */
export const findEmployeesForExport = (
  db: Db,
  organisationId: string,
  reportId: string,
  afterOrdinal: number,
  limit: number,
) =>
  db
    .selectFrom('report_employees')
    .innerJoin('reports', 'reports.id', 'report_employees.report_id')
    .select([
      'report_employees.ordinal',
      'report_employees.employee_id',
      'report_employees.gender',
      'report_employees.level',
      'report_employees.position',
      'report_employees.location',
      sql<number>`report_employees.salary / 100.0`.as('salary'),
      sql<number | null>`report_employees.position_mean_salary / 100.0`.as('position_mean_salary'),
      sql<number | null>`report_employees.level_mean_salary / 100.0`.as('level_mean_salary'),
      sql<number | null>`report_employees.salary_difference / 100.0`.as('salary_difference'),
      sql<number | null>`report_employees.pay_gap / 100.0`.as('pay_gap'),
    ])
    .where('reports.organisation_id', '=', organisationId)
    .where('report_employees.report_id', '=', reportId)
    .where('report_employees.ordinal', '>', afterOrdinal)
    .orderBy('report_employees.ordinal')
    .limit(limit)
    .execute();

/** The uploads still kept, without their bytes (read one at a time by findUploadData). */
export const findUploadsForExport = (db: Db, organisationId: string) =>
  db
    .selectFrom('report_uploads')
    .innerJoin('reports', 'reports.id', 'report_uploads.report_id')
    .select(['reports.id', 'reports.file_name'])
    .where('report_uploads.organisation_id', '=', organisationId)
    .execute();

export const findUploadData = async (db: Db, organisationId: string, reportId: string) =>
  (
    await db
      .selectFrom('report_uploads')
      .select('data')
      .where('organisation_id', '=', organisationId)
      .where('report_id', '=', reportId)
      .executeTakeFirst()
  )?.data;

export const findAuditForExport = (db: Db, organisationId: string) =>
  db
    .selectFrom('audit_log')
    .select(['created_at', 'actor_email', 'action', 'target', 'details'])
    .where('organisation_id', '=', organisationId)
    .orderBy('id')
    .execute();
