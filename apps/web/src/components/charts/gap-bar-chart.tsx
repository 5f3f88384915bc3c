import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { payGapColour } from '#lib/pay-gap-scale.ts';
import { AXIS_STYLE, CHART_COLOURS } from './palette.ts';

type GapBarDatum = { category: string; gap: number | null };

export type GapBarChartProps = {
  data: readonly GapBarDatum[];
  /** Name of the value in the tooltip ("Pay gap"). */
  valueLabel: string;
  formatValue: (value: number) => string;
  /** Short value on the axis ("10%"). */
  formatTick: (value: number) => string;
  /** Categories drawn per row of the chart's height. */
  rowHeight?: number;
  /** A scale shared with a sibling chart (W1 beside W2), so equal bars mean equal gaps. */
  domain?: [number, number];
};

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

/**
 * One horizontal bar per category (level), coloured on the pay-gap scale, around a zero line:
 * bars right of it are gaps against women, left of it against men. Categories without a gap
 * keep their row, empty, so the order matches the table.
 */
export const GapBarChart = ({
  data,
  valueLabel,
  formatValue,
  formatTick,
  rowHeight = 30,
  domain: sharedDomain,
}: GapBarChartProps) => {
  const domain = sharedDomain ?? gapDomain(data.map((d) => d.gap));
  const longest = Math.max(0, ...data.map((d) => d.category.length));
  const labelWidth = Math.min(160, Math.max(32, longest * 7 + 12));
  const height = Math.max(160, data.length * rowHeight + 48);
  return (
    <BarChart
      responsive
      width="100%"
      height={height}
      data={[...data]}
      layout="vertical"
      margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
      barCategoryGap="18%"
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
        dataKey="category"
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
      <Bar
        dataKey="gap"
        name={valueLabel}
        isAnimationActive={false}
        stroke={CHART_COLOURS.barOutline}
      >
        {data.map((d) => (
          <Cell key={d.category} fill={payGapColour(d.gap).background} />
        ))}
      </Bar>
    </BarChart>
  );
};
