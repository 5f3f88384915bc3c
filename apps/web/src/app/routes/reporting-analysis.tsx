import { ComparisonView } from '#features/analysis/components/comparison-view.tsx';
import { ModelCard } from '#features/analysis/components/model-card.tsx';
import { ReportingFrame } from '#features/reporting/components/reporting-frame.tsx';

/** The Pay transparency section's "Model" tab: the section's frame around the model card. */
export const ReportingModelRoute = () => (
  <ReportingFrame view="model">
    {(report) => <ModelCard key={report.id} reportId={report.id} />}
  </ReportingFrame>
);

/** The "Comparison" tab: this report beside another, the split of the change, the trend. */
export const ReportingComparisonRoute = () => (
  <ReportingFrame view="comparison">
    {(report) => <ComparisonView key={report.id} reportId={report.id} />}
  </ReportingFrame>
);
