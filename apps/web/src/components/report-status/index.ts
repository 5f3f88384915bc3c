/**
 * What every report screen shows (presentational; the data comes from lib/reports). Typical use:
 *
 *   const query = useReportView(reportViews.base, id);
 *   return <ReportGate query={query}>{(report) => <BaseTable data={report} />}</ReportGate>;
 *
 * The gate shows the loader, the processing state (the query polls every 2 s until the report
 * is ready or failed), the error screen with the reason and the rows at fault, and a
 * "could not load" state with a retry.
 */
export { ErrorDetailsTable } from './error-details-table.tsx';
export { GapCell, type GapCellProps } from './gap-cell.tsx';
export { NoReports } from './no-reports.tsx';
export { processingMessageKey } from './processing-messages.ts';
export { ProcessingState } from './processing-state.tsx';
export { ReportGate, type ReportGateProps } from './report-gate.tsx';
export {
  LoadErrorScreen,
  ReportErrorScreen,
  type LoadErrorScreenProps,
  type ReportErrorScreenProps,
} from './report-error-screen.tsx';
export { default as reportSectionStyles } from './report-section.module.css';
export { default as reportTableStyles } from './report-table.module.css';
export { SectionHeader, type SectionHeaderProps, type SectionTab } from './section-header.tsx';
export { SectionReportRoute, type SectionReportRouteProps } from './section-report-route.tsx';
export {
  isSmallGroup,
  SmallGroupMoney,
  SmallGroupNote,
  Withheld,
  type SmallGroupMoneyProps,
} from './small-group.tsx';
export {
  CountCell,
  HeadcountCells,
  MoneyCell,
  type CountCellProps,
  type HeadcountCellsProps,
  type Headcounts,
  type MoneyCellProps,
} from './table-cells.tsx';
export { TableScroll, type TableScrollProps } from './table-scroll.tsx';
