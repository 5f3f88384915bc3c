import { sql, type Kysely } from 'kysely';
import { dateText } from '#db/date-text.ts';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;

/** An employee of a report: whether the ID is in it (the letter's figures are the engine's). */
export const findReportEmployee = (db: Db, reportId: string, employeeId: string) =>
  db
    .selectFrom('report_employees')
    .select(['employee_id'])
    .where('report_id', '=', reportId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();

const requestColumns = [
  'id',
  'report_id',
  'employee_id',
  'lang',
  dateText<string>('requested_on').as('requested_on'),
  dateText<string>('due_on').as('due_on'),
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
