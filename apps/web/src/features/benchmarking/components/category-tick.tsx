import { CHART_COLOURS } from '../../../components/charts/index.ts';

type TickProps = {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  /** About how many characters a line holds. */
  maxChars: number;
};

/** Words into lines of at most `width` characters (a long word keeps its own line). */
const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
};

/** A row's name beside its bar, right-aligned, on up to three lines centred on the bar. */
export const CategoryTick = ({ x = 0, y = 0, payload, maxChars }: TickProps) => {
  const all = wrap(String(payload?.value ?? ''), maxChars);
  const lines =
    all.length > 3
      ? [
          ...all.slice(0, 2),
          `${all
            .slice(2)
            .join(' ')
            .slice(0, maxChars - 1)}…`,
        ]
      : all;
  const first = -((lines.length - 1) * 1.1) / 2;
  return (
    <text x={x} y={y} textAnchor="end" fill={CHART_COLOURS.axis} fontSize={12}>
      {lines.map((line, i) => (
        <tspan key={i} x={Number(x) - 6} dy={i === 0 ? `${first + 0.35}em` : '1.1em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
};
