import { Navigate } from 'react-router';
import { LoadErrorScreen } from '#components/report-status/index.ts';
import { useSectionReport } from '#lib/reports/section-report.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { paths } from '#lib/paths.ts';
import { payGapViewLink } from '../lib/pay-gap-links.ts';

/** /main/pay-gap: the default report's base view, or the upload screen when there is none. */
export const PayGapIndex = () => {
  const section = useSectionReport(undefined);
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind !== 'default' && section.kind !== 'found') {
    return <Navigate to={paths.main.payGapNew} replace />;
  }
  return <Navigate to={payGapViewLink(section.report.id, 'base')} replace />;
};
