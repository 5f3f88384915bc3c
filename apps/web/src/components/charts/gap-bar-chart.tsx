import { Bar, Cell } from 'recharts';
import { payGapColour } from '#lib/pay-gap-scale.ts';
import { GapAxisChart, gapDomain, rowLabelWidth } from './gap-axis-chart.tsx';
import { CHART_COLOURS } from './palette.ts';

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
}: GapBarChartProps) => (
  <GapAxisChart
    data={data}
    rowKey="category"
    domain={sharedDomain ?? gapDomain(data.map((d) => d.gap))}
    height={Math.max(160, data.length * rowHeight + 48)}
    labelWidth={rowLabelWidth(
      data.map((d) => d.category),
      32,
      160,
    )}
    barCategoryGap="18%"
    formatValue={formatValue}
    formatTick={formatTick}
  >
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
  </GapAxisChart>
);
