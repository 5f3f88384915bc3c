import { ReportingFrame } from '#features/reporting/components/reporting-frame.tsx';
import { ExportsAndLetters } from '#features/report-exports/components/exports-and-letters.tsx';

/**
 * The Pay transparency section's "Exports and letters" tab: the section's frame (report
 * header, tabs, plan gate) from one feature, the exports and letters from the other.
 */
export const ReportingExportsRoute = () => (
  <ReportingFrame view="exports">
    {(report) => <ExportsAndLetters reportId={report.id} />}
  </ReportingFrame>
);
