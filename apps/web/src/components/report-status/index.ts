export { ErrorDetailsTable } from './error-details-table.tsx';
export { processingMessageKey } from './processing-messages.ts';
export { ProcessingState } from './processing-state.tsx';
export { ReportGate, type ReportGateProps } from './report-gate.tsx';
export {
  LoadErrorScreen,
  ReportErrorScreen,
  type LoadErrorScreenProps,
  type ReportErrorScreenProps,
} from './report-error-screen.tsx';
export {
  isStillProcessing,
  reportPollInterval,
  reportViewQueryKey,
  reportViewQueryOptions,
  useReportView,
  type ReportView,
} from './report-query.ts';
