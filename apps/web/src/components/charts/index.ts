export { ChartFigure, type ChartFigureProps, type LegendItem } from './chart-figure.tsx';
export {
  GapBarChart,
  gapDomain,
  gapTicks,
  type GapBarChartProps,
  type GapBarDatum,
} from './gap-bar-chart.tsx';
export { GapScaleLegend, type GapScaleLegendProps } from './gap-scale-legend.tsx';
export {
  GenderBarChart,
  type GenderBarChartProps,
  type GenderBarDatum,
} from './gender-bar-chart.tsx';
export { AXIS_STYLE, CHART_COLOURS, type GenderKey } from './palette.ts';
