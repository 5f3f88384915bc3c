import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { EmployeeSortKey, Gender, SortOrder } from '@parytet/contract/reports';
import type { Database } from '../../db/schema.ts';
import { EMPLOYEE_READ_COLUMNS } from './employees-json.ts';

const { escapeLiteral } = pg;

export type EmployeeFilters = {
  level?: string | undefined;
  gender?: Gender | undefined;
  position?: string | undefined;
  minGap?: number | undefined;
};

export type EmployeePage = { limit: number; offset: number } | null;

export type EmployeeSort = { key: EmployeeSortKey; order: SortOrder } | null;

/**
 * The stored column behind each sort key: the only names that ever reach ORDER BY. Money is
 * stored as bigint hundredths, so these sort numerically.
 */
const SORT_COLUMNS = {
  id: 'employee_id',
  gender: 'gender',
  level: 'level',
  position: 'position',
  location: 'location',
  salary: 'salary',
  position_mean_salary: 'position_mean_salary',
  position_women_mean_salary: 'position_women_mean_salary',
  position_men_mean_salary: 'position_men_mean_salary',
  level_mean_salary: 'level_mean_salary',
  level_women_mean_salary: 'level_women_mean_salary',
  level_men_mean_salary: 'level_men_mean_salary',
  salary_difference: 'salary_difference',
  pay_gap: 'pay_gap',
} as const satisfies Record<EmployeeSortKey, string>;
const SORT_DIRECTIONS = { asc: sql.raw('asc'), desc: sql.raw('desc') } as const;
/** Labels sort naturally ('L2' before 'L10'), as the engine and the web order them (0044). */
const NATURAL_KEYS = new Set<EmployeeSortKey>(['id', 'gender', 'level', 'position', 'location']);

const sortExpression = (key: EmployeeSortKey) =>
  NATURAL_KEYS.has(key)
    ? sql`${sql.ref(SORT_COLUMNS[key])} collate natural_pl`
    : sql.ref(SORT_COLUMNS[key]);

/** Empty values last in both directions, then file order, so pages never overlap. */
const orderBy = (sort: EmployeeSort) =>
  sort
    ? sql`${sortExpression(sort.key)} ${SORT_DIRECTIONS[sort.order]} nulls last, ordinal`
    : sql`ordinal`;

/** The report's rows matching the filters, in file order; the caller's organisation only. */
const filtered = (
  db: Kysely<Database>,
  organisationId: string,
  reportId: string,
  f: EmployeeFilters,
) => {
  let query = db
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

type Compiled = { sql: string; parameters: readonly unknown[] };

/**
 * COPY cannot take bind parameters, so they are written into the statement as literals, with
 * pg's own escaping. Only strings and finite numbers are accepted; Kysely's statement text holds
 * no literal of its own for a `$n` to be mistaken in.
 */
const inlineParameters = ({ sql: text, parameters }: Compiled) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (typeof value === 'string') return escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error(`cannot inline parameter $${n}`);
  });

/**
 * The matching rows, sorted (file order without a sort), as PostgreSQL's binary COPY output (see
 * employees-json.ts). A sorted page of a report's rows is a top-N sort over that report's rows
 * alone (the primary key finds them), fast enough at the largest plan's row limit without an
 * index per column, which would slow every upload's COPY.
 */
export const copyEmployees = async (
  db: Kysely<Database>,
  pool: pg.Pool,
  organisationId: string,
  reportId: string,
  filters: EmployeeFilters,
  page: EmployeePage,
  sort: EmployeeSort = null,
) => {
  let query = filtered(db, organisationId, reportId, filters)
    .select(EMPLOYEE_READ_COLUMNS.map(([column]) => column))
    .orderBy(orderBy(sort));
  if (page) query = query.limit(page.limit).offset(page.offset);
  const statement = `COPY (${inlineParameters(query.compile())}) TO STDOUT (FORMAT binary)`;
  const client = await pool.connect();
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of client.query(copyTo(statement))) chunks.push(chunk as Buffer);
    client.release();
    return Buffer.concat(chunks);
  } catch (error) {
    // A connection left mid-COPY is not fit for the next query: it is closed, not reused.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
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
