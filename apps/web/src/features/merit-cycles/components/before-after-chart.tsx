import { Bar, ReferenceLine } from 'recharts';
import { CHART_COLOURS, GapAxisChart, gapDomain, rowLabelWidth } from '#components/charts/index.ts';

/** Before: a pale bar with a dark outline; after: solid dark blue. Apart in greyscale too. */
export const BEFORE_AFTER_COLOURS = {
  before: '#bfbfbb',
  beforeOutline: CHART_COLOURS.axis,
  after: '#245b83',
} as const;

type BeforeAfterDatum = { label: string; before: number | null; after: number | null };

export type BeforeAfterChartProps = {
  data: readonly BeforeAfterDatum[];
  beforeLabel: string;
  afterLabel: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  /** Dashed lines at ± this value (the Art. 10 threshold of 5 %). */
  threshold?: number;
};

/**
 * Two bars per row, before and after, around a zero line, with the threshold marked either side:
 * a row whose dark bar ends inside the dashed lines no longer needs a joint assessment.
 */
export const BeforeAfterChart = ({
  data,
  beforeLabel,
  afterLabel,
  formatValue,
  formatTick,
  threshold,
}: BeforeAfterChartProps) => (
  <GapAxisChart
    data={data}
    rowKey="label"
    domain={gapDomain(data.flatMap((d) => [d.before, d.after]))}
    height={Math.max(180, data.length * 44 + 48)}
    labelWidth={rowLabelWidth(
      data.map((d) => d.label),
      40,
      170,
    )}
    barCategoryGap="20%"
    barGap={2}
    formatValue={formatValue}
    formatTick={formatTick}
  >
    {threshold !== undefined &&
      [threshold, -threshold].map((x) => (
        <ReferenceLine key={x} x={x} stroke={CHART_COLOURS.accent} strokeDasharray="4 3" />
      ))}
    <Bar
      dataKey="before"
      name={beforeLabel}
      fill={BEFORE_AFTER_COLOURS.before}
      stroke={BEFORE_AFTER_COLOURS.beforeOutline}
      isAnimationActive={false}
    />
    <Bar
      dataKey="after"
      name={afterLabel}
      fill={BEFORE_AFTER_COLOURS.after}
      isAnimationActive={false}
    />
  </GapAxisChart>
);
