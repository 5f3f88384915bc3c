export { ChartFigure } from './chart-figure.tsx';
export { GapAxisChart, gapDomain, rowLabelWidth } from './gap-axis-chart.tsx';
export { GapBarChart } from './gap-bar-chart.tsx';
export { GenderBarChart, type GenderBarDatum } from './gender-bar-chart.tsx';
export { AXIS_STYLE, CHART_COLOURS } from './palette.ts';
