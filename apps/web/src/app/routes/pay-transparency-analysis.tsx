import { ComparisonView } from '../../features/analysis/components/comparison-view.tsx';
import { ModelCard } from '../../features/analysis/components/model-card.tsx';
import { PayTransparencyFrame } from '../../features/pay-transparency/components/pay-transparency-frame.tsx';

/** The Pay transparency section's "Model" tab: the section's frame around the model card. */
export const PayTransparencyModelRoute = () => (
  <PayTransparencyFrame view="model">
    {(report) => <ModelCard key={report.id} reportId={report.id} />}
  </PayTransparencyFrame>
);

/** The "Comparison" tab: this report beside another, the split of the change, the trend. */
export const PayTransparencyComparisonRoute = () => (
  <PayTransparencyFrame view="comparison">
    {(report) => <ComparisonView key={report.id} reportId={report.id} />}
  </PayTransparencyFrame>
);
