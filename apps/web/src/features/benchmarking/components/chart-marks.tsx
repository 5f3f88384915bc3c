import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenchmarkSourceKind } from '@parytet/contract/benchmarking';
import { CHART_COLOURS } from '#components/charts/index.ts';
import styles from './benchmarking.module.css';

type Mark = {
  /** The mark at a point of the chart. */
  draw: (cx: number, cy: number) => ReactElement;
  fill?: string;
  stroke?: string;
};

const tick =
  (colour: string, height: number, width = 3) =>
  (cx: number, cy: number) => (
    <rect x={cx - width / 2} y={cy - height / 2} width={width} height={height} fill={colour} />
  );
const dot = (colour: string, r: number) => (cx: number, cy: number) => (
  <circle cx={cx} cy={cy} r={r} fill={colour} stroke="#fff" strokeWidth={1.5} />
);

/*
 * Each mark differs by shape as well as colour, so the chart reads in greyscale: bars are
 * ranges, upright ticks the benchmark's medians, a diamond a published mean, dots the
 * organisation's own medians (orange for everyone, blue for women, grey for men).
 */
export const MARKS = {
  quartiles: {
    draw: (cx, cy) => (
      <rect x={cx - 10} y={cy - 6} width={20} height={12} fill="#b3d2e9" stroke="#245b83" />
    ),
    fill: '#b3d2e9',
    stroke: '#245b83',
  },
  bracket: {
    draw: (cx, cy) => (
      <rect
        x={cx - 10}
        y={cy - 6}
        width={20}
        height={12}
        fill="#fff"
        stroke={CHART_COLOURS.axis}
        strokeDasharray="4 3"
      />
    ),
    fill: '#fff',
    stroke: CHART_COLOURS.axis,
  },
  median: { draw: tick(CHART_COLOURS.zero, 26) },
  mean: {
    draw: (cx, cy) => (
      <path
        d={`M${cx} ${cy - 7} L${cx + 7} ${cy} L${cx} ${cy + 7} L${cx - 7} ${cy} Z`}
        fill="#fff"
        stroke={CHART_COLOURS.zero}
        strokeWidth={2}
      />
    ),
  },
  women: { draw: tick(CHART_COLOURS.women, 20, 2) },
  men: { draw: tick(CHART_COLOURS.men, 20, 2) },
  ownWomen: { draw: dot(CHART_COLOURS.women, 5) },
  ownMen: { draw: dot(CHART_COLOURS.men, 5) },
  own: { draw: dot(CHART_COLOURS.accent, 7) },
} satisfies Record<string, Mark>;

export type MarkKey = keyof typeof MARKS;

/** The chart's legend, each entry drawn with its own mark. */
export const ChartLegend = ({
  marks,
  source,
}: {
  marks: readonly MarkKey[];
  source: BenchmarkSourceKind;
}) => {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend}>
      {marks.map((mark) => (
        <li key={mark}>
          <svg width="24" height="28" viewBox="0 0 24 28" aria-hidden="true">
            {MARKS[mark].draw(12, 14)}
          </svg>
          {t(`benchmarking.chart.legend.${mark}`, {
            benchmark: t(`benchmarking.source.name_${source}`),
          })}
        </li>
      ))}
    </ul>
  );
};
