import { useParams } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import { defaultReport, useReportList } from './report-list.ts';

export type ReportChoice =
  /** The organisation has no report at all. */
  | { kind: 'none' }
  /** No id in the route: the report a section opens by default. */
  | { kind: 'default'; report: ReportSummary }
  | { kind: 'found'; report: ReportSummary }
  /** The id is not one of the organisation's reports (deleted, mistyped, someone else's). */
  | { kind: 'unknown' };

/** Which report a section screen shows, from the report list and the route's id (if any). */
export const chooseReport = (
  reports: readonly ReportSummary[],
  id: string | undefined,
): ReportChoice => {
  const fallback = defaultReport(reports);
  if (!fallback) return { kind: 'none' };
  if (id === undefined) return { kind: 'default', report: fallback };
  const report = reports.find((r) => r.id === id);
  return report ? { kind: 'found', report } : { kind: 'unknown' };
};

export type SectionReport =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void; retrying: boolean }
  | (ReportChoice & { reports: readonly ReportSummary[] });

/**
 * The report list joined with the route's id. A report uploaded a moment ago may be missing
 * from a list fetched before it: while the list is being fetched again an unknown id waits.
 */
export const useSectionReport = (id: string | undefined): SectionReport => {
  const list = useReportList();
  if (list.data === undefined) {
    return list.isError
      ? { kind: 'error', retry: () => void list.refetch(), retrying: list.isFetching }
      : { kind: 'loading' };
  }
  const choice = chooseReport(list.data, id);
  if (choice.kind === 'unknown' && list.isFetching) return { kind: 'loading' };
  return { ...choice, reports: list.data };
};

/** The section report of the route's `:id`. */
export const useRouteSection = (): SectionReport => useSectionReport(useParams().id);
