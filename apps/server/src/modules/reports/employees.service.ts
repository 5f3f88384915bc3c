import type { EmployeesQuery, ReportNotReady } from '@parytet/contract/reports';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { employeesArrayJson, employeesResponseJson } from './employees-json.ts';
import { copyEmployees, countEmployees, type EmployeeFilters } from './employees.repository.ts';
import { findReportLists } from './reports.repository.ts';
import { notReady, parseReportId, readyStatus } from './reports.service.ts';

/** Page size when a page is asked for without one. */
export const DEFAULT_EMPLOYEES_PAGE_SIZE = 100;

/**
 * The report's employees, filtered and paged in SQL. Without page or page_size the whole
 * filtered list is answered in the same shape (one page holding everything). A ready report
 * answers JSON bytes (see employees-json.ts); otherwise just its status.
 */
export const getEmployees = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  query: EmployeesQuery,
): Promise<ReportNotReady | Buffer> => {
  const id = parseReportId(rawId);
  const report = await findReportLists(ctx.db, auth.organisationId, id);
  if (!report) throw notFound();
  const pending = notReady(report);
  if (pending) return pending;

  const filters: EmployeeFilters = {
    level: query.level,
    gender: query.gender,
    position: query.position,
    minGap: query.min_gap,
  };
  const paged = query.page !== undefined || query.page_size !== undefined;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_EMPLOYEES_PAGE_SIZE;
  const copy = await copyEmployees(
    ctx.db,
    ctx.pool,
    auth.organisationId,
    id,
    filters,
    paged ? { limit: pageSize, offset: (page - 1) * pageSize } : null,
    query.sort ? { key: query.sort, order: query.order ?? 'asc' } : null,
  );
  const employees = employeesArrayJson(copy);
  const total = paged
    ? await countEmployees(ctx.db, auth.organisationId, id, filters)
    : employees.rows;
  return employeesResponseJson(readyStatus(report), employees.json, {
    total,
    page: paged ? page : 1,
    page_size: paged ? pageSize : total,
    levels: report.levels ?? [],
    positions: report.positions ?? [],
  });
};
