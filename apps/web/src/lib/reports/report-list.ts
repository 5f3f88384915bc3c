import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_POLL_INTERVAL_MS, type ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { routeKey } from '../api/query-keys.ts';

/** The list's key; every key of one report starts with it, so match it with `exact: true`. */
export const reportListQueryKey = routeKey(reportsRoutes.list);

export const isReportProcessing = (report: ReportSummary) =>
  !report.report_ready && !report.report_failed;

/** The report a section opens by default: the first ready one, else the first one. */
export const defaultReport = (reports: readonly ReportSummary[]): ReportSummary | undefined =>
  reports.find((r) => r.report_ready && !r.report_failed) ?? reports[0];

export const reportListQueryOptions = () =>
  queryOptions({
    queryKey: reportListQueryKey,
    queryFn: ({ signal }) => call(reportsRoutes.list, {}, { signal }),
    // The sidebar shows the list everywhere; a failure there must not shout on every screen.
    meta: { silentError: true },
    // Keep statuses fresh while something is still being processed.
    refetchInterval: (query) =>
      query.state.data?.some(isReportProcessing) ? REPORT_POLL_INTERVAL_MS : false,
  });

/** The organisation's reports, shared by the sidebar and the report screens. */
export const useReportList = () => useQuery(reportListQueryOptions());
