import { PayTransparencyFrame } from '../../features/pay-transparency/components/pay-transparency-frame.tsx';
import { ExportsAndLetters } from '../../features/reporting-exports/components/exports-and-letters.tsx';

/**
 * The Pay transparency section's "Exports and letters" tab: the section's frame (report
 * header, tabs, plan gate) from one feature, the exports and letters from the other.
 */
export const PayTransparencyExportsRoute = () => (
  <PayTransparencyFrame view="exports">
    {(report) => <ExportsAndLetters reportId={report.id} />}
  </PayTransparencyFrame>
);
