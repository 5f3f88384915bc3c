import type { ReactNode } from 'react';
import {
  BarChart,
  CartesianGrid,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type Margin,
  type TooltipProps,
} from 'recharts';
import { AXIS_STYLE, CHART_COLOURS } from './palette.ts';

/** Symmetric around zero, at least ±10 %, so the zero line stays in the middle. */
export const gapDomain = (values: readonly (number | null)[]): [number, number] => {
  const largest = Math.max(10, ...values.map((v) => (v === null ? 0 : Math.abs(v))));
  const rounded = Math.ceil(largest / 5) * 5;
  return [-rounded, rounded];
};

/** Ticks of a symmetric gap axis: its ends, their halves and zero, so zero sits on its tick. */
const gapTicks = ([low, high]: [number, number]): number[] => [low, low / 2, 0, high / 2, high];

/** Room for the row labels: about 7 px a character, kept within the chart's own bounds. */
export const rowLabelWidth = (labels: readonly string[], min: number, max: number) =>
  Math.min(max, Math.max(min, Math.max(0, ...labels.map((label) => label.length)) * 7 + 12));

export type GapAxisChartProps<Datum extends object> = {
  data: readonly Datum[];
  /** The field that names each row. */
  rowKey: keyof Datum & string;
  domain: [number, number];
  height: number;
  labelWidth: number;
  barCategoryGap: string;
  /** Between the bars of one row, where a row has more than one. */
  barGap?: number;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  /** What the tooltip says for a row without a value (e.g. "withheld"). */
  missingValue?: string;
  // The indicators' component chart predates this frame and keeps its own look through these.
  margin?: Margin;
  /** Tick marks on both axes; none by default. */
  tickLines?: boolean;
  zeroLineWidth?: number;
  /** The hover mark over a row; a light tint by default. */
  cursor?: TooltipProps['cursor'];
  /** Which row labels are drawn; all of them by default. */
  labelInterval?: 0 | 'preserveEnd';
  /** The bars, and any line drawn beside the zero line. */
  children: ReactNode;
};

const FRAME_MARGIN: Margin = { top: 4, right: 16, bottom: 4, left: 8 };
const FRAME_CURSOR = { fill: 'rgb(27 28 27 / 6%)' };

/**
 * The frame of a horizontal gap chart: one row per category, a symmetric gap axis with zero on
 * a tick and its line drawn, the grid and the tooltip. The caller draws the bars.
 */
export const GapAxisChart = <Datum extends object>({
  data,
  rowKey,
  domain,
  height,
  labelWidth,
  barCategoryGap,
  barGap,
  formatValue,
  formatTick,
  missingValue = '–',
  margin = FRAME_MARGIN,
  tickLines = false,
  zeroLineWidth = 1.5,
  cursor = FRAME_CURSOR,
  labelInterval = 0,
  children,
}: GapAxisChartProps<Datum>) => {
  // Checked against the data above; Recharts' axis takes it as a plain field name.
  const rowField: string = rowKey;
  return (
    <BarChart
      responsive
      width="100%"
      height={height}
      data={[...data]}
      layout="vertical"
      margin={margin}
      barCategoryGap={barCategoryGap}
      // Recharts' own gap unless the chart names one.
      {...(barGap === undefined ? {} : { barGap })}
      accessibilityLayer={false}
    >
      <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
      <XAxis
        type="number"
        domain={domain}
        ticks={gapTicks(domain)}
        tickFormatter={formatTick}
        {...AXIS_STYLE}
        tickLine={tickLines}
      />
      <YAxis
        type="category"
        dataKey={rowField}
        width={labelWidth}
        interval={labelInterval}
        {...AXIS_STYLE}
        tickLine={tickLines}
      />
      <Tooltip
        formatter={(value) => (typeof value === 'number' ? formatValue(value) : missingValue)}
        cursor={cursor}
      />
      <ReferenceLine x={0} stroke={CHART_COLOURS.zero} strokeWidth={zeroLineWidth} />
      {children}
    </BarChart>
  );
};
