import { Navigate } from 'react-router';
import { LoadErrorScreen, NoReports } from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { FeatureGate } from '#lib/feature-gate.tsx';
import { useSectionReport } from '#lib/reports/section-report.ts';
import { benchmarkingLink } from '../lib/links.ts';
import { BenchmarkingPlainFrame } from './benchmarking-frame.tsx';

const DefaultReport = () => {
  const section = useSectionReport(undefined);
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind !== 'default' && section.kind !== 'found') {
    return (
      <BenchmarkingPlainFrame>
        <NoReports />
      </BenchmarkingPlainFrame>
    );
  }
  return <Navigate to={benchmarkingLink(section.report.id, 'comparison')} replace />;
};

/** /main/benchmarking: the default report's comparison; without reports, the way to upload one. */
export const BenchmarkingIndex = () => (
  <FeatureGate feature="benchmarking">
    <DefaultReport />
  </FeatureGate>
);
