import { Navigate } from 'react-router';
import { LoadErrorScreen, NoReports } from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { useSectionReport } from '#lib/reports/section-report.ts';
import { rangesViewLink } from '../lib/salary-ranges-links.ts';

/** /main/salary-ranges: the default report's base ranges; without reports, a way to upload. */
export const SalaryRangesIndex = () => {
  const section = useSectionReport(undefined);
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind !== 'default' && section.kind !== 'found') return <NoReports />;
  return <Navigate to={rangesViewLink(section.report.id, 'base')} replace />;
};
