import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import { ReportCurrencyProvider } from '#lib/reports/report-currency.tsx';
import { defaultReport } from '#lib/reports/report-list.ts';
import { BlockLoader } from '../ui/loader.tsx';
import { LoadErrorScreen } from './report-error-screen.tsx';
import type { SectionReport } from '#lib/reports/section-report.ts';

export type SectionReportRouteProps = {
  /** The route's report as `useRouteSection` tells it. */
  section: SectionReport;
  /** What the section shows when the organisation has no report at all. */
  none: ReactNode;
  /** Where a route that names none of the reports goes, given the report opened by default. */
  redirectTo: (fallback: ReportSummary) => string;
  children: (report: ReportSummary) => ReactNode;
};

/**
 * The report named in the route's `:id`, or the way there: the loader while the list loads, a
 * retry when it cannot, `none` without reports, and a redirect for a missing or unknown id.
 */
export const SectionReportRoute = ({
  section,
  none,
  redirectTo,
  children,
}: SectionReportRouteProps) => {
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind === 'none') return <>{none}</>;
  if (section.kind !== 'found') {
    const fallback = defaultReport(section.reports);
    return fallback ? <Navigate to={redirectTo(fallback)} replace /> : null;
  }
  return (
    <ReportCurrencyProvider currency={section.report.currency}>
      {children(section.report)}
    </ReportCurrencyProvider>
  );
};
