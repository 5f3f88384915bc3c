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
export { GapCell } from './gap-cell.tsx';
export { NoReports } from './no-reports.tsx';
export { ProcessingState } from './processing-state.tsx';
export { ReportGate } from './report-gate.tsx';
export { LoadErrorScreen, ReportErrorScreen } from './report-error-screen.tsx';
export { MethodologyLink } from './methodology-link.tsx';
export { default as reportSectionStyles } from './report-section.module.css';
export { default as reportTableStyles } from './report-table.module.css';
export { SectionHeader, type SectionTab } from './section-header.tsx';
export { SectionReportRoute } from './section-report-route.tsx';
export { isSmallGroup, SmallGroupNote, Withheld } from './small-group.tsx';
export { CountCell, HeadcountCells, MoneyCell, type Headcounts } from './table-cells.tsx';
export { TableScroll } from './table-scroll.tsx';
export { FullTimeNote } from './full-time-note.tsx';
