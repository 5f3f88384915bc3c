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
    <YAxis tickFormatter={formatTick} {...AXIS_STYLE} width="auto" tickLine={false} />
    <Tooltip
      formatter={(value) => (typeof value === 'number' ? formatValue(value) : String(value ?? ''))}
      cursor={{ fill: 'rgb(27 28 27 / 6%)' }}
    />
    <Bar dataKey="women" name={labels.women} fill={CHART_COLOURS.women} isAnimationActive={false} />
    <Bar dataKey="men" name={labels.men} fill={CHART_COLOURS.men} isAnimationActive={false} />
  </BarChart>
);

/** Words into lines of about `width` characters, so a category's name fits under its bars. */
const wrapWords = (text: string, width = 18): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
};

type TickProps = {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  /** The whole axis's width, and how many categories share it (recharts passes both). */
  width?: number | string;
  visibleTicksCount?: number;
};

// About 6.5 px a character at 12 px: a line holds what the category's share of the axis does,
// so labels stay apart on a phone; 18 characters where there is room (or no width is known).
const CHAR_PX = 6.5;
const lineLength = (width: TickProps['width'], count = 1) => {
  const share = Number(width) / Math.max(1, count) - 8;
  return Number.isFinite(share) && share > 0 ? Math.min(18, Math.floor(share / CHAR_PX)) : 18;
};

const WrappedTick = ({ x = 0, y = 0, payload, width, visibleTicksCount }: TickProps) => (
  <text x={x} y={y} textAnchor="middle" fill={CHART_COLOURS.axis} fontSize={12}>
    {wrapWords(String(payload?.value ?? ''), lineLength(width, visibleTicksCount)).map(
      (line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? '1em' : '1.15em'}>
          {line}
        </tspan>
      ),
    )}
  </text>
);
