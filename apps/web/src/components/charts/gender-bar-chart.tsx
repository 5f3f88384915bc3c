import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_STYLE, CHART_COLOURS } from './palette.ts';

export type GenderBarDatum = { category: string; women: number | null; men: number | null };

export type GenderBarChartProps = {
  data: readonly GenderBarDatum[];
  labels: { women: string; men: string };
  /** Full value in the tooltip, e.g. money. */
  formatValue: (value: number) => string;
  /** Short value on the axis. */
  formatTick: (value: number) => string;
  height?: number;
};

/** Women against men, a pair of bars per category. */
export const GenderBarChart = ({
  data,
  labels,
  formatValue,
  formatTick,
  height = 280,
}: GenderBarChartProps) => (
  <BarChart
    responsive
    width="100%"
    height={height}
    data={[...data]}
    margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    barCategoryGap="22%"
    barGap={3}
    accessibilityLayer={false}
  >
    <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
    <XAxis
      dataKey="category"
      tick={WrappedTick}
      height={52}
      stroke={CHART_COLOURS.axis}
      interval={0}
      tickLine={false}
    />
    <YAxis tickFormatter={formatTick} {...AXIS_STYLE} width={64} tickLine={false} />
    <Tooltip
      formatter={(value) => (typeof value === 'number' ? formatValue(value) : String(value ?? ''))}
      cursor={{ fill: 'rgb(27 28 27 / 6%)' }}
    />
    <Bar dataKey="women" name={labels.women} fill={CHART_COLOURS.women} isAnimationActive={false} />
    <Bar dataKey="men" name={labels.men} fill={CHART_COLOURS.men} isAnimationActive={false} />
  </BarChart>
);

/** Words into lines of about `width` characters, so a measure's full name fits under its bars. */
export const wrapWords = (text: string, width = 18): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
};

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

const WrappedTick = ({ x = 0, y = 0, payload }: TickProps) => (
  <text x={x} y={y} textAnchor="middle" fill={CHART_COLOURS.axis} fontSize={12}>
    {wrapWords(String(payload?.value ?? '')).map((line, i) => (
      <tspan key={i} x={x} dy={i === 0 ? '1em' : '1.15em'}>
        {line}
      </tspan>
    ))}
  </text>
);
