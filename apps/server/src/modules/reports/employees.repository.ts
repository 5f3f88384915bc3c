import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { EmployeeSortKey, Gender, SortOrder } from '@parytet/contract/reports';
import { GROUP_FIGURE_COLUMNS } from '#db/employee-columns.ts';
import type { Database } from '#db/schema.ts';
import { copyOut, copyOutStream } from './copy-out.ts';
import { EMPLOYEE_READ_COLUMNS } from './employees-json.ts';
import { EMPLOYEE_ROW_READ_COLUMNS } from './employees-row-json.ts';

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

/**
 * The report's rows matching the filters, in file order; the caller's organisation only. From
 * the view with their groups' figures, or (`ownOnly`) from the rows alone (migration 0200).
 */
const filtered = (
  db: Kysely<Database>,
  organisationId: string,
  reportId: string,
  f: EmployeeFilters,
  ownOnly = false,
) => {
  let query = db
    .selectFrom(ownOnly ? 'report_employee_rows' : 'report_employees')
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
    // numeric, not the bigint a bare parameter would be taken for: min_gap may have decimals.
    query = query.where(sql<boolean>`abs(pay_gap) > ${f.minGap * 100}::numeric`);
  }
  return query;
};

/**
 * The matching rows, sorted (file order without a sort), as PostgreSQL's binary COPY output (see
 * employees-json.ts). A sorted page of a report's rows is a top-N sort over that report's rows
 * alone (the primary key finds them), fast enough at the largest plan's row limit without an
 * index per column, which would slow every upload's COPY. The employees index
 * (employees-index.ts) answers pages and sorted lists without it; this is the reference path.
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
  return copyOut(pool, query);
};

/** The report's rows in file order, as binary COPY output of EMPLOYEE_READ_COLUMNS. */
export const copyAllEmployees = (
  db: Kysely<Database>,
  pool: pg.Pool,
  organisationId: string,
  reportId: string,
) =>
  copyOut(
    pool,
    filtered(db, organisationId, reportId, {})
      .select(EMPLOYEE_READ_COLUMNS.map(([column]) => column))
      .orderBy('ordinal'),
  );

/**
 * The rows with these ordinals, in the order given, as binary COPY output of
 * EMPLOYEE_READ_COLUMNS. Each is one primary-key probe: the LIMIT keeps the subquery from being
 * flattened into a join, which, with a fresh report's statistics not yet gathered, PostgreSQL
 * planned as a scan of all the report's rows filtered by ordinal.
 */
export const copyEmployeesByOrdinal = (
  db: Kysely<Database>,
  pool: pg.Pool,
  organisationId: string,
  reportId: string,
  ordinals: Int32Array,
) => {
  const columns = sql.join(EMPLOYEE_READ_COLUMNS.map(([column]) => sql.ref(`e.${column}`)));
  const query = sql`select ${columns}
    from unnest(${`{${ordinals.join(',')}}`}::int[]) with ordinality as wanted (ordinal, place)
    cross join lateral (
      select * from report_employees
      where report_id = ${reportId} and ordinal = wanted.ordinal
      limit 1
    ) e
    where exists (
      select 1 from reports where reports.id = ${reportId} and reports.organisation_id = ${organisationId}
    )
    order by wanted.place`;
  return copyOut(pool, { compile: () => query.compile(db) });
};

/**
 * What the employees index holds of every row, in file order: ordinal (int4), gender, level,
 * position (text), pay_gap (int8, may be null).
 */
export const copyEmployeeIndexColumns = (
  db: Kysely<Database>,
  pool: pg.Pool,
  organisationId: string,
  reportId: string,
) =>
  copyOut(
    pool,
    filtered(db, organisationId, reportId, {})
      .select(['ordinal', 'gender', 'level', 'position', 'pay_gap'])
      .orderBy('ordinal'),
  );

/**
 * Each row's place in the order of one sort key, as PostgreSQL's ORDER BY gives it (natural_pl
 * collation for labels): ordinal (int4), dense rank (int8; equal values share one) and whether
 * the value is empty (bool), in no particular row order.
 */
export const copyEmployeeRanks = (
  db: Kysely<Database>,
  pool: pg.Pool,
  organisationId: string,
  reportId: string,
  key: EmployeeSortKey,
) =>
  copyOut(
    pool,
    filtered(db, organisationId, reportId, {}).select([
      'ordinal',
      sql<number>`dense_rank() over (order by ${sortExpression(key)})`.as('rank'),
      sql<boolean>`${sql.ref(SORT_COLUMNS[key])} is null`.as('empty'),
    ]),
  );

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

/**
 * The matching rows in file order as binary COPY output of EMPLOYEE_ROW_READ_COLUMNS while
 * PostgreSQL sends it, and their count first, from the same snapshot: a whole list is answered
 * as it is read, never held. The rows alone, without the view's join: at 100 000 rows joining
 * their groups and sorting the result again took PostgreSQL 50-60 ms more than the rows in
 * their key's order; the groups are read apart (copyEmployeeGroups) and spliced in.
 */
export const streamEmployees = async (
  db: Kysely<Database>,
  pool: pg.Pool,
  organisationId: string,
  reportId: string,
  filters: EmployeeFilters,
) => {
  const { first, rows } = await copyOutStream<{ total: string }>(
    pool,
    filtered(db, organisationId, reportId, filters, true)
      .select([...EMPLOYEE_ROW_READ_COLUMNS])
      .orderBy('ordinal'),
    filtered(db, organisationId, reportId, filters, true).select(sql<string>`count(*)`.as('total')),
  );
  return { total: Number(first[0]?.total ?? 0), rows };
};

/** A report's level and position groups as two binary COPY outputs (see employeeGroupsOf). */
export const copyEmployeeGroups = async (
  db: Kysely<Database>,
  pool: pg.Pool,
  organisationId: string,
  reportId: string,
) => {
  const ofOrganisation = sql<boolean>`exists (select 1 from reports where reports.id = ${reportId}
    and reports.organisation_id = ${organisationId})`;
  const [levels, positions] = await Promise.all([
    copyOut(
      pool,
      db
        .selectFrom('report_level_groups')
        .select(['level', ...GROUP_FIGURE_COLUMNS])
        .where('report_id', '=', reportId)
        .where(ofOrganisation),
    ),
    copyOut(
      pool,
      db
        .selectFrom('report_position_groups')
        .select(['level', 'position', ...GROUP_FIGURE_COLUMNS])
        .where('report_id', '=', reportId)
        .where(ofOrganisation),
    ),
  ]);
  return { levels, positions };
};
