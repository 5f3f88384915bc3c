import type { Readable } from 'node:stream';
import type { EmployeesQuery, ReportNotReady, ReportReadyStatus } from '@parytet/contract/reports';
import type { AppContext } from '#context.ts';
import { notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { employeesArrayJsonPieces, employeesResponseStream } from './employees-json-stream.ts';
import { employeesArrayJson, employeesResponseJson } from './employees-json.ts';
import { employeeGroupsOf } from './employees-row-json.ts';
import {
  employeeIndex,
  employeeIndexGrew,
  employeeOrder,
  type IndexSource,
} from './employees-index-cache.ts';
import { selectEmployeesKept } from './employees-index.ts';
import {
  copyEmployeeIndexColumns,
  copyEmployeeRanks,
  copyAllEmployees,
  copyEmployeeGroups,
  copyEmployees,
  copyEmployeesByOrdinal,
  countEmployees,
  streamEmployees,
  type EmployeeFilters,
} from './employees.repository.ts';
import { findReportStatus } from './report-views.repository.ts';
import { findReportLists } from './reports.repository.ts';
import { notReady, parseReportId, readyStatus } from './reports.service.ts';

/** Page size when a page is asked for without one. */
const DEFAULT_EMPLOYEES_PAGE_SIZE = 100;

/**
 * A ready report's levels and positions, read once per process: they never change, and parsing
 * the two arrays on every page read was a tenth of the call's CPU time under load.
 */
const LISTS_KEPT = 1000;
const keptLists = new Map<string, { levels: string[]; positions: string[] }>();

const reportLists = async (ctx: AppContext, organisationId: string, id: string) => {
  const known = keptLists.get(id);
  if (known) return known;
  const row = await findReportLists(ctx.db, organisationId, id);
  if (!row) throw notFound();
  const lists = { levels: row.levels ?? [], positions: row.positions ?? [] };
  if (keptLists.size >= LISTS_KEPT) {
    const oldest = keptLists.keys().next();
    if (!oldest.done) keptLists.delete(oldest.value);
  }
  keptLists.set(id, lists);
  return lists;
};

type Paging = { page: number; pageSize: number } | null;

const filtersOf = (query: EmployeesQuery): EmployeeFilters => ({
  level: query.level,
  gender: query.gender,
  position: query.position,
  minGap: query.min_gap,
});

const pagingOf = (query: EmployeesQuery): Paging =>
  query.page !== undefined || query.page_size !== undefined
    ? { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_EMPLOYEES_PAGE_SIZE }
    : null;

/**
 * The employees array and total, filtered, sorted and paged in SQL: a scan of the report's rows
 * for the page and another for the count. The reference the index path must match byte for byte.
 */
export const employeesViaSql = async (
  ctx: AppContext,
  organisationId: string,
  id: string,
  query: EmployeesQuery,
) => {
  const filters = filtersOf(query);
  const paging = pagingOf(query);
  const copy = await copyEmployees(
    ctx.db,
    ctx.pool,
    organisationId,
    id,
    filters,
    paging ? { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize } : null,
    query.sort ? { key: query.sort, order: query.order ?? 'asc' } : null,
  );
  const employees = employeesArrayJson(copy);
  const total = paging ? await countEmployees(ctx.db, organisationId, id, filters) : employees.rows;
  return { json: employees.json, total };
};

/**
 * The same through the report's in-memory index (employees-index.ts): the filters, the sort and
 * the count come from typed arrays, and only the answer's rows are read, by primary key (the whole
 * report in file order when the answer holds much of it). For a ready report only.
 */
export const employeesViaIndex = async (
  ctx: AppContext,
  organisationId: string,
  id: string,
  query: EmployeesQuery,
) => {
  const source: IndexSource = {
    columns: () => copyEmployeeIndexColumns(ctx.db, ctx.pool, organisationId, id),
    ranks: (key) => copyEmployeeRanks(ctx.db, ctx.pool, organisationId, id, key),
  };
  const index = await employeeIndex(id, source);
  if (!index.gapsExact && query.min_gap !== undefined) {
    return employeesViaSql(ctx, organisationId, id, query);
  }
  const order = query.sort
    ? await employeeOrder(id, index, query.sort, query.order ?? 'asc', source)
    : null;
  const paging = pagingOf(query);
  const start = paging ? (paging.page - 1) * paging.pageSize : 0;
  const selection = selectEmployeesKept(
    index,
    filtersOf(query),
    order,
    query.sort ? `${query.sort}:${query.order ?? 'asc'}` : '',
    start,
    paging ? start + paging.pageSize : Infinity,
  );
  employeeIndexGrew(id, index, selection.grew);
  const { rows } = selection;
  if (rows.length > index.size / 4) {
    const copy = await copyAllEmployees(ctx.db, ctx.pool, organisationId, id);
    return { json: employeesArrayJson(copy, rows).json, total: selection.total };
  }
  const ordinals = rows.map((row) => index.ordinals[row] ?? -1);
  const json =
    rows.length === 0
      ? [Buffer.from('[]')]
      : employeesArrayJson(
          await copyEmployeesByOrdinal(ctx.db, ctx.pool, organisationId, id, ordinals),
        ).json;
  return { json, total: selection.total };
};

/**
 * The report's employees, filtered, sorted and paged. Without page or page_size the whole
 * filtered list is answered in the same shape (one page holding everything). A ready report
 * answers JSON bytes (see employees-json.ts), streamed for a whole list; otherwise just its
 * status. A page, or a sorted list, comes from the report's index; the whole list in file order
 * is one COPY already.
 */
export const getEmployees = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  query: EmployeesQuery,
): Promise<ReportNotReady | Buffer | Readable> => {
  const id = parseReportId(rawId);
  const report = await findReportStatus(ctx.db, auth.organisationId, id);
  if (!report) throw notFound();
  const pending = notReady(report);
  if (pending) return pending;
  const lists = await reportLists(ctx, auth.organisationId, id);

  const paging = pagingOf(query);
  if (paging === null && query.sort === undefined) {
    return wholeListStream(ctx, auth.organisationId, id, query, readyStatus(report), lists);
  }
  const { json, total } = await employeesViaIndex(ctx, auth.organisationId, id, query);
  return employeesResponseJson(readyStatus(report), json, {
    total,
    page: paging ? paging.page : 1,
    page_size: paging ? paging.pageSize : total,
    levels: lists.levels,
    positions: lists.positions,
  });
};

/**
 * The whole (filtered) list in file order, sent while PostgreSQL reads it: at 100 000 rows the
 * answer is 45 MB of JSON, which held whole cost more than writing it.
 */
const wholeListStream = async (
  ctx: AppContext,
  organisationId: string,
  id: string,
  query: EmployeesQuery,
  status: ReportReadyStatus,
  lists: { levels: string[]; positions: string[] },
) => {
  const copied = await copyEmployeeGroups(ctx.db, ctx.pool, organisationId, id);
  const groups = employeeGroupsOf(copied.levels, copied.positions);
  const { total, rows } = await streamEmployees(
    ctx.db,
    ctx.pool,
    organisationId,
    id,
    filtersOf(query),
  );
  const answer = employeesResponseStream(status, employeesArrayJsonPieces(rows, groups), {
    total,
    page: 1,
    page_size: total,
    levels: lists.levels,
    positions: lists.positions,
  });
  // Ends the COPY (and frees its connection) however the answer ends, even unread.
  answer.once('close', () => rows.destroy());
  return answer;
};
