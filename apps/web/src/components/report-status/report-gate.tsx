import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportStatus } from '@parytet/contract/reports';
import { BlockLoader } from '../ui/loader.tsx';
import { ProcessingState } from './processing-state.tsx';
import { LoadErrorScreen, ReportErrorScreen } from './report-error-screen.tsx';
import { isStillProcessing } from './report-query.ts';

export type ReportGateProps<T extends ReportStatus, R> = {
  /** A report view query, e.g. from `useReportView` (it polls while processing). */
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** What the screen needs from a ready answer, or null when it is missing (shown as an error). */
  select: (data: T) => R | null | undefined;
  children: (data: R) => ReactNode;
};

/**
 * Every report screen's states in one place: loading, processing (polling), failed with its
 * reason, ready without data, the answer not loading at all, and finally the screen itself.
 */
export const ReportGate = <T extends ReportStatus, R>({
  query,
  select,
  children,
}: ReportGateProps<T, R>) => {
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      return <LoadErrorScreen onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    return <BlockLoader />;
  }
  // A failed poll keeps the last answer: the next poll tries again.
  if (isStillProcessing(data)) return <ProcessingState />;
  if (data.report_failed)
    return <ReportErrorScreen code={data.error_code} details={data.error_details} />;
  const selected = select(data);
  if (selected === null || selected === undefined) {
    return <ReportErrorScreen code={data.error_code} details={data.error_details} />;
  }
  return <>{children(selected)}</>;
};
