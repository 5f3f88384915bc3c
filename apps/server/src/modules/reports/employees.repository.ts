import { sql, type Kysely, type Transaction } from 'kysely';
import type { EmployeeRow, Gender } from '@parytet/contract/reports';
import type { Database } from '../../db/schema.ts';
import { reportsDb, type ReportsDatabase } from './reports.tables.ts';

// One statement per chunk keeps each parameter array (and the server's parse of it) bounded.
const INSERT_CHUNK = 25_000;

/** Money and gaps are kept in hundredths (see migration 0003); the engine rounds them to 2 decimals. */
const toHundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));

/** Stores the employee rows of a report, in file order, with one INSERT … SELECT unnest per chunk. */
export const insertEmployeeRows = async (
  trx: Transaction<ReportsDatabase>,
  reportId: string,
  rows: readonly EmployeeRow[],
) => {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const column = <T>(pick: (row: EmployeeRow) => T) => chunk.map(pick);
    const money = (pick: (row: EmployeeRow) => number | null) =>
      chunk.map((row) => toHundredths(pick(row)));
    await sql`
      INSERT INTO report_employees (
        report_id, ordinal, employee_id, gender, level, position, location, salary,
        position_mean_salary, position_women_mean_salary, position_men_mean_salary,
        level_mean_salary, level_women_mean_salary, level_men_mean_salary,
        salary_difference, pay_gap)
      SELECT ${reportId}::uuid, * FROM unnest(
        ${chunk.map((_, i) => start + i)}::int[],
        ${column((r) => r.id)}::text[],
        ${column((r) => r.gender)}::text[],
        ${column((r) => r.level)}::text[],
        ${column((r) => r.position)}::text[],
        ${column((r) => r.location)}::text[],
        ${money((r) => r.salary)}::int8[],
        ${money((r) => r.position_mean_salary)}::int8[],
        ${money((r) => r.position_women_mean_salary)}::int8[],
        ${money((r) => r.position_men_mean_salary)}::int8[],
        ${money((r) => r.level_mean_salary)}::int8[],
        ${money((r) => r.level_women_mean_salary)}::int8[],
        ${money((r) => r.level_men_mean_salary)}::int8[],
        ${money((r) => r.salary_difference)}::int8[],
        ${money((r) => r.pay_gap)}::int8[])`.execute(trx);
  }
};

export const deleteEmployeeRows = (trx: Transaction<ReportsDatabase>, reportId: string) =>
  trx.deleteFrom('report_employees').where('report_id', '=', reportId).execute();

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
