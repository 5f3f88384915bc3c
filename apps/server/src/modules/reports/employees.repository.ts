import { sql, type Kysely } from 'kysely';
import type { Gender } from '@parytet/contract/reports';
import type { Database } from '../../db/schema.ts';
import { reportsDb } from './reports.tables.ts';

export type EmployeeFilters = {
  level?: string | undefined;
  gender?: Gender | undefined;
  position?: string | undefined;
  minGap?: number | undefined;
};

export type EmployeePage = { limit: number; offset: number } | null;

const employeeColumns = [
  'employee_id',
  'gender',
  'level',
  'position',
  'location',
  'salary',
  'position_mean_salary',
  'position_women_mean_salary',
  'position_men_mean_salary',
  'level_mean_salary',
  'level_women_mean_salary',
  'level_men_mean_salary',
  'salary_difference',
  'pay_gap',
] as const;

export type StoredEmployee = Record<(typeof employeeColumns)[number], string | number | null>;

/** The report's rows matching the filters, in file order; the caller's organisation only. */
const filtered = (
  db: Kysely<Database>,
  organisationId: string,
  reportId: string,
  f: EmployeeFilters,
) => {
  let query = reportsDb(db)
    .selectFrom('report_employees')
    .where('report_id', '=', reportId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('reports')
          .select(sql.lit(1).as('one'))
          .where('reports.id', '=', reportId)
          .where('reports.organisation_id', '=', organisationId),
      ),
    );
  if (f.level !== undefined) query = query.where('level', '=', f.level);
  if (f.gender !== undefined) query = query.where('gender', '=', f.gender);
  if (f.position !== undefined) query = query.where('position', '=', f.position);
  if (f.minGap !== undefined) {
    query = query.where(sql<number>`abs(pay_gap)`, '>', f.minGap * 100);
  }
  return query;
};

export const findEmployees = async (
  db: Kysely<Database>,
  organisationId: string,
  reportId: string,
  filters: EmployeeFilters,
  page: EmployeePage,
) => {
  let query = filtered(db, organisationId, reportId, filters)
    .select(employeeColumns)
    .orderBy('ordinal');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return (await query.execute()) as StoredEmployee[];
};

export const countEmployees = async (
  db: Kysely<Database>,
  organisationId: string,
  reportId: string,
  filters: EmployeeFilters,
) => {
  const row = await filtered(db, organisationId, reportId, filters)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
};
