import { CHART_COLOURS } from '#components/charts/index.ts';

type TickProps = {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  /** The row's name by its key (the axis runs on unique keys: two rows may read alike). */
  labels: ReadonlyMap<string, string>;
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

const MAX_LINES = 3;

/**
 * A row's name beside its bar, right-aligned and centred on it: its first line (the role) in
 * the axis colour, the rest (what tells rows of a role apart) lighter; at most three lines.
 */
export const CategoryTick = ({ x = 0, y = 0, payload, labels, maxChars }: TickProps) => {
  const [head = '', tail = ''] = (labels.get(String(payload?.value)) ?? '').split('\n');
  const headLines = wrap(head, maxChars);
  const lines = [
    ...headLines.map((text) => ({ text, strong: true })),
    ...wrap(tail, maxChars).map((text) => ({ text, strong: false })),
  ];
  const shown =
    lines.length > MAX_LINES
      ? [
          ...lines.slice(0, MAX_LINES - 1),
          { text: `${lines[MAX_LINES - 1]?.text ?? ''}…`, strong: false },
        ]
      : lines;
  const first = -((shown.length - 1) * 1.15) / 2 + 0.35;
  return (
    <text x={x} y={y} textAnchor="end" fontSize={12}>
      {shown.map((line, i) => (
        <tspan
          key={i}
          x={Number(x) - 6}
          dy={i === 0 ? `${first}em` : '1.15em'}
          fill={line.strong ? CHART_COLOURS.zero : CHART_COLOURS.axis}
          fontWeight={line.strong ? 600 : 400}
        >
          {line.text}
        </tspan>
      ))}
    </text>
  );
};

type RowLabelProps = { cx?: number; cy?: number; payload?: { label?: string } };

/**
 * On a phone the names go above each row's marks, across the plot's width, instead of beside
 * them (a column of names would leave the marks no room): the role, then the rest, a line each.
 */
export const rowLabelShape = (maxChars: number) =>
  function RowLabel({ cx, cy, payload }: RowLabelProps) {
    if (cx === undefined || cy === undefined) return <g />;
    const [head = '', tail = ''] = (payload?.label ?? '').split('\n');
    const cut = (text: string) =>
      text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
    return (
      <text x={cx} y={cy - 30} fontSize={12}>
        <tspan x={cx} fill={CHART_COLOURS.zero} fontWeight={600}>
          {cut(head)}
        </tspan>
        {tail && (
          <tspan x={cx} dy="1.2em" fill={CHART_COLOURS.axis}>
            {cut(tail)}
          </tspan>
        )}
      </text>
    );
  };
