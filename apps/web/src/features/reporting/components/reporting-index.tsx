import { Navigate } from 'react-router';
import { LoadErrorScreen } from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { paths } from '#lib/paths.ts';
import { useSectionReport } from '#lib/reports/section-report.ts';
import { transparencyLink } from '../lib/links.ts';
import { ReportingGate } from './reporting-frame.tsx';

const DefaultReport = () => {
  const section = useSectionReport(undefined);
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind !== 'default' && section.kind !== 'found') {
    return <Navigate to={paths.main.reportingCategories} replace />;
  }
  return <Navigate to={transparencyLink(section.report.id, 'indicators')} replace />;
};

/** /main/pay-transparency: the default report's indicators; without reports, the categories. */
export const ReportingIndex = () => (
  <ReportingGate>
    <DefaultReport />
  </ReportingGate>
);
