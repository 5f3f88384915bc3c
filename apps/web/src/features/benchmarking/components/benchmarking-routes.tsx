import { BenchmarkingFrame } from './benchmarking-frame.tsx';
import { ComparisonScreen } from './comparison-screen.tsx';
import { MappingScreen } from './mapping-screen.tsx';

/** /main/benchmarking/:id/comparison: the report beside the market table or the pool. */
export const BenchmarkingComparisonRoute = () => (
  <BenchmarkingFrame view="comparison">
    {(report) => <ComparisonScreen key={report.id} reportId={report.id} />}
  </BenchmarkingFrame>
);

/** /main/benchmarking/:id/mapping: the report's positions and locations to map. */
export const BenchmarkingMappingRoute = () => (
  <BenchmarkingFrame view="mapping">
    {(report) => <MappingScreen key={report.id} reportId={report.id} />}
  </BenchmarkingFrame>
);
