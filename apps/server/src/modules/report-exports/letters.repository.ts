import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** An employee of a report, with the head counts and means of their level (stored in cents). */
export const findReportEmployee = (db: Db, reportId: string, employeeId: string) =>
  db
    .selectFrom('report_employees')
    .select([
      'employee_id',
      'level',
      'position',
      'salary',
      'level_women_mean_salary',
      'level_men_mean_salary',
      'level_women_count',
      'level_men_count',
    ])
    .where('report_id', '=', reportId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();

/**
 * Head counts and mean salaries (cents) of women and men in one category of workers, where a
 * position's category is `positionCategories[position]` and an unmapped position keeps its
 * level: the engine's rule (packages/engine categories.ts), applied to the stored employees.
 */
export const categoryAverages = async (
  db: Db,
  reportId: string,
  positionCategories: Record<string, string>,
  category: string,
) => {
  const rows = await db
    .selectFrom('report_employees as e')
    .leftJoin(
      sql<{
        key: string;
        value: string;
      }>`json_each_text(${JSON.stringify(positionCategories)}::json)`.as('m'),
      (join) => join.onRef('m.key', '=', 'e.position'),
    )
    .select([
      'e.gender',
      sql<string>`count(*)`.as('count'),
      sql<string | null>`avg(e.salary)`.as('average'),
    ])
    .where('e.report_id', '=', reportId)
    .where(sql<string>`coalesce(m.value, e.level)`, '=', category)
    .groupBy('e.gender')
    .execute();
  const group = (gender: 'female' | 'male') => {
    const row = rows.find((r) => r.gender === gender);
    return { count: Number(row?.count ?? 0), average: row?.average ?? null };
  };
  return { women: group('female'), men: group('male') };
};

const requestColumns = [
  'id',
  'report_id',
  'employee_id',
  'lang',
  sql<string>`to_char(requested_on, 'YYYY-MM-DD')`.as('requested_on'),
  sql<string>`to_char(due_on, 'YYYY-MM-DD')`.as('due_on'),
  'answered_at',
] as const;

export const insertInformationRequest = (
  db: Db,
  row: {
    organisationId: string;
    reportId: string;
    userId: string;
    employeeId: string;
    lang: 'en' | 'pl';
    requestedOn: string | null;
    answerMonths: number;
  },
) => {
  // The request date defaults to today in UTC; the due date is two calendar months later.
  const requested =
    row.requestedOn === null
      ? sql<string>`(now() at time zone 'UTC')::date`
      : sql<string>`${row.requestedOn}::date`;
  return db
    .insertInto('information_requests')
    .values({
      organisation_id: row.organisationId,
      report_id: row.reportId,
      created_by: row.userId,
      employee_id: row.employeeId,
      lang: row.lang,
      requested_on: requested,
      due_on: sql<string>`(${requested} + make_interval(months => ${row.answerMonths}))::date`,
    })
    .returning(requestColumns)
    .executeTakeFirstOrThrow();
};

export const listInformationRequests = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('information_requests')
    .select(requestColumns)
    .where('organisation_id', '=', organisationId)
    .where('report_id', '=', reportId)
    .orderBy('answered_at', 'desc')
    .orderBy('id')
    .execute();

export const findInformationRequest = (
  db: Db,
  organisationId: string,
  reportId: string,
  id: string,
) =>
  db
    .selectFrom('information_requests')
    .select(requestColumns)
    .where('organisation_id', '=', organisationId)
    .where('report_id', '=', reportId)
    .where('id', '=', id)
    .executeTakeFirst();
