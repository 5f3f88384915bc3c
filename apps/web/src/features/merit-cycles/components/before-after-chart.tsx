import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_STYLE, CHART_COLOURS, gapDomain, gapTicks } from '#components/charts/index.ts';

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
}: BeforeAfterChartProps) => {
  const domain = gapDomain(data.flatMap((d) => [d.before, d.after]));
  const longest = Math.max(0, ...data.map((d) => d.label.length));
  const labelWidth = Math.min(170, Math.max(40, longest * 7 + 12));
  return (
    <BarChart
      responsive
      width="100%"
      height={Math.max(180, data.length * 44 + 48)}
      data={[...data]}
      layout="vertical"
      margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
      barCategoryGap="20%"
      barGap={2}
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
        dataKey="label"
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
    </BarChart>
  );
};
