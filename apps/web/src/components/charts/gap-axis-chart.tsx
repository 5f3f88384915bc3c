import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_STYLE, CHART_COLOURS } from './palette.ts';

/** Symmetric around zero, at least ±10 %, so the zero line stays in the middle. */
export const gapDomain = (values: readonly (number | null)[]): [number, number] => {
  const largest = Math.max(10, ...values.map((v) => (v === null ? 0 : Math.abs(v))));
  const rounded = Math.ceil(largest / 5) * 5;
  return [-rounded, rounded];
};

/** Ticks of a symmetric gap axis: its ends, their halves and zero, so zero sits on its tick. */
export const gapTicks = ([low, high]: [number, number]): number[] => [
  low,
  low / 2,
  0,
  high / 2,
  high,
];

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
  /** The bars, and any line drawn beside the zero line. */
  children: ReactNode;
};

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
      margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
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
        tickLine={false}
      />
      <YAxis
        type="category"
        dataKey={rowField}
        width={labelWidth}
        interval={0}
        {...AXIS_STYLE}
        tickLine={false}
      />
      <Tooltip
        formatter={(value) => (typeof value === 'number' ? formatValue(value) : '–')}
        cursor={{ fill: 'rgb(27 28 27 / 6%)' }}
      />
      <ReferenceLine x={0} stroke={CHART_COLOURS.zero} strokeWidth={1.5} />
      {children}
    </BarChart>
  );
};
