import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import type { z } from 'zod';
import { REPORT_POLL_INTERVAL_MS, type ReportStatus } from '@parytet/contract/reports';
import { api } from '../../lib/api-client.ts';

/** Not ready and not failed yet: the background job is still working on the file. */
export const isStillProcessing = (status: ReportStatus | undefined): boolean =>
  status !== undefined && !status.report_ready && !status.report_failed;

/**
 * `refetchInterval` for any report answer: every 2 s while the report is processing, and not
 * at all once it is ready or failed (a failed report will not change by asking again).
 */
export const reportPollInterval = <T extends ReportStatus>(
  query: Query<T, Error, T, readonly unknown[]>,
) => (isStillProcessing(query.state.data) ? REPORT_POLL_INTERVAL_MS : false);

/** The computed views of one report, as the API names them. */
export type ReportView =
  'base' | 'adjusted' | 'salary-ranges' | 'extended-salary-ranges' | 'employees';

export const reportViewQueryKey = (
  id: string,
  view: ReportView,
  params?: Record<string, unknown>,
) =>
  params === undefined
    ? (['reports', 'pay-gap', id, view] as const)
    : (['reports', 'pay-gap', id, view, params] as const);

type ReportSchema<T extends ReportStatus> = z.ZodType<T>;

/**
 * GET reports/pay-gap/{id}/{view}, parsed with the contract's schema, polling while the report
 * is processing. The screen shows its own error state, so the global toast stays quiet.
 */
export const reportViewQueryOptions = <T extends ReportStatus>(
  id: string,
  view: ReportView,
  schema: ReportSchema<T>,
  searchParams?: Record<string, string | number>,
) =>
  queryOptions({
    queryKey: reportViewQueryKey(id, view, searchParams),
    queryFn: ({ signal }) =>
      api
        .get(`reports/pay-gap/${encodeURIComponent(id)}/${view}`, { signal, searchParams })
        .json(schema),
    refetchInterval: reportPollInterval,
    meta: { silentError: true },
  });

/** One view of a report, polled until it is ready or failed. */
export const useReportView = <T extends ReportStatus>(
  id: string,
  view: ReportView,
  schema: ReportSchema<T>,
  searchParams?: Record<string, string | number>,
) => useQuery(reportViewQueryOptions(id, view, schema, searchParams));
