import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportNotReady, ReportReadyStatus } from '@parytet/contract/reports';
import { dismissTagged } from '#lib/notify.ts';
import { BlockLoader } from '../ui/loader.tsx';
import { ProcessingState } from './processing-state.tsx';
import { LoadErrorScreen, ReportErrorScreen } from './report-error-screen.tsx';

/** Any report view answer: processing, failed, or ready with the view's data. */
type Answer = ReportNotReady | ReportReadyStatus;

export type ReportGateProps<A extends Answer> = {
  /** A report view query, e.g. from `useReportView` (it polls while processing). */
  query: Pick<UseQueryResult<A>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** The screen, given the ready answer (its data is always there). */
  children: (data: Extract<A, { status: 'ready' }>) => ReactNode;
};

/**
 * Every report screen's states in one place: loading, processing (polling), failed with its
 * reason, the answer not loading at all, and finally the screen itself.
 */
export const ReportGate = <A extends Answer>({ query, children }: ReportGateProps<A>) => {
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      return <LoadErrorScreen onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    return <BlockLoader />;
  }
  // A failed poll keeps the last answer: the next poll tries again.
  if (data.status === 'processing') return <ProcessingState />;
  if (data.status === 'failed') {
    return <ReportErrorScreen code={data.error_code} details={data.error_details} />;
  }
  return <Ready>{children(data as Extract<A, { status: 'ready' }>)}</Ready>;
};

/** The results are on screen: "we are processing it" no longer holds. */
const Ready = ({ children }: { children: ReactNode }) => {
  useEffect(() => dismissTagged('report-processing'), []);
  return <>{children}</>;
};
