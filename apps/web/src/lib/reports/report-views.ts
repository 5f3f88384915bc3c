import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_POLL_INTERVAL_MS, type EmployeesQuery } from '@parytet/contract/reports';
import type { RouteResponse } from '@parytet/contract/routes/define-route';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { routeKey } from '../api/query-keys.ts';

/** The computed views of one report: each answers processing, failed, or ready with its data. */
export const reportViews = {
  base: reportsRoutes.base,
  adjusted: reportsRoutes.adjusted,
  salaryRanges: reportsRoutes.salaryRanges,
  extendedSalaryRanges: reportsRoutes.extendedSalaryRanges,
};
type ReportViewRoute = (typeof reportViews)[keyof typeof reportViews];
type ReportViewAnswer<R extends ReportViewRoute> = RouteResponse<R>;

/** Not ready and not failed yet: the background job is still working on the file. */
export const isStillProcessing = (answer: { status: string } | undefined): boolean =>
  answer?.status === 'processing';

/**
 * One view of a report, polling while the report is processing. The screen shows its own error
 * state, so the global toast stays quiet.
 */
const reportViewQueryOptions = <R extends ReportViewRoute>(route: R, id: string) =>
  queryOptions<ReportViewAnswer<R>>({
    queryKey: routeKey(route, { params: { id } }),
    // The casts only say what TypeScript cannot see through a generic route: every view
    // answers the status union.
    queryFn: ({ signal }) =>
      call(route as ReportViewRoute, { params: { id } }, { signal }) as Promise<
        ReportViewAnswer<R>
      >,
    // Every 2 s while the report is processing; a ready or failed one will not change.
    refetchInterval: (query) =>
      isStillProcessing(query.state.data as { status: string } | undefined)
        ? REPORT_POLL_INTERVAL_MS
        : false,
    meta: { silentError: true },
  });

/** One view of a report, polled until it is ready or failed. */
export const useReportView = <R extends ReportViewRoute>(route: R, id: string) =>
  useQuery(reportViewQueryOptions(route, id));

/** Whether the report's amounts are full-time equivalents (the base view says it for all). */
export const useFullTimeEquivalents = (id: string): boolean => {
  const base = useReportView(reportViews.base, id);
  return base.data?.status === 'ready' && base.data.full_time_equivalents === true;
};

/** The employees view; without page/page_size the server answers every row. */
export const fetchEmployees = (reportId: string, query: EmployeesQuery, signal?: AbortSignal) =>
  call(reportsRoutes.employees, { params: { id: reportId }, query }, { signal });

export type EmployeesAnswer = Awaited<ReturnType<typeof fetchEmployees>>;

/**
 * Keys of the employees view: `query` as sent; `pages` names the infinite list of pages for the
 * filters (its pages differ from a plain answer for the same query).
 */
export const employeesQueryKey = (
  reportId: string,
  query: EmployeesQuery = {},
  kind: 'answer' | 'pages' = 'answer',
) => {
  const key = routeKey(reportsRoutes.employees, { params: { id: reportId }, query });
  return kind === 'pages' ? [...key, 'pages'] : key;
};
