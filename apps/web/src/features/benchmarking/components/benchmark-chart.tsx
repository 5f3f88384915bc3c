import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, Cell, ComposedChart, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import type { BenchmarkCell, BenchmarkSourceKind } from '@parytet/contract/benchmarking';
import { AXIS_STYLE, CHART_COLOURS } from '#components/charts/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import type { BenchmarkNames } from '../hooks/use-benchmark-names.ts';
import { chartMax, chartRows, niceAxis, type ChartRow } from '../lib/chart-rows.ts';
import styles from './benchmarking.module.css';
import { ChartLegend, MARKS, type MarkKey } from './chart-marks.tsx';
import { ChartTooltip } from './chart-tooltip.tsx';
import { CategoryTick, rowLabelShape } from './category-tick.tsx';

const ROW_HEIGHT = 56;
/** On a phone each row carries its name above its marks. */
const NARROW_ROW_HEIGHT = 88;

type ShapeProps = { cx?: number; cy?: number };
const shape = (mark: MarkKey) =>
  function MarkShape({ cx, cy }: ShapeProps) {
    if (cx === undefined || cy === undefined || !Number.isFinite(cx)) return <g />;
    return MARKS[mark].draw(cx, cy);
  };

/** The markers drawn over each row's band, in drawing order (the organisation's dots last). */
const SERIES: { mark: MarkKey; field: keyof ChartRow }[] = [
  { mark: 'median', field: 'p50' },
  { mark: 'mean', field: 'mean' },
  { mark: 'women', field: 'women' },
  { mark: 'men', field: 'men' },
  { mark: 'ownWomen', field: 'ownWomen' },
  { mark: 'ownMen', field: 'ownMen' },
  { mark: 'own', field: 'own' },
];

export type BenchmarkChartProps = {
  cells: readonly BenchmarkCell[];
  names: BenchmarkNames;
  source: BenchmarkSourceKind;
};

/**
 * For each role, the benchmark's P25–P75 as a bar with its median marked, and the
 * organisation's median as a dot (women's and men's too where given). A text alternative lists
 * every row in words; the exact figures are in the table beneath.
 */
export const BenchmarkChart = ({ cells, names, source }: BenchmarkChartProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const narrow = useMediaQuery('(max-width: 639px)');
  const textId = useId();
  const rows = chartRows(cells, names, t, lang);
  if (rows.length === 0) return null;
  const present = (field: keyof ChartRow) => rows.some((row) => row[field] !== null);
  const series = SERIES.filter((s) => present(s.field));
  const bands = new Set(rows.map((row) => row.bandKind).filter(Boolean));
  const legend: MarkKey[] = [
    ...(bands.has('quartiles') ? (['quartiles'] as const) : []),
    ...(bands.has('bracket') ? (['bracket'] as const) : []),
    ...series.map((s) => s.mark),
  ];
  const axis = niceAxis(chartMax(rows) * 1.02);
  const labels = new Map(rows.map((row) => [row.key, row.label]));
  const title = t(`benchmarking.chart.title_${source}`);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{title}</figcaption>
      <ChartLegend marks={legend} source={source} />
      <div
        className={styles.drawing}
        role="img"
        aria-label={t('benchmarking.chart.label', { title })}
        aria-describedby={textId}
      >
        <ComposedChart
          responsive
          layout="vertical"
          width="100%"
          height={rows.length * (narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT) + 40}
          data={rows}
          margin={{ top: 4, right: 16, bottom: 4, left: 0 }}
          barCategoryGap={narrow ? '55%' : '30%'}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
          <XAxis
            type="number"
            domain={[0, axis.max]}
            ticks={axis.ticks}
            {...AXIS_STYLE}
            tickLine={false}
            tickFormatter={(v: number) =>
              t('benchmarking.chart.thousands', { value: formatNumber(v / 1000, lang) })
            }
          />
          <YAxis
            type="category"
            dataKey="key"
            allowDuplicatedCategory={false}
            width={narrow ? 1 : 260}
            interval={0}
            tickLine={false}
            stroke={CHART_COLOURS.axis}
            tick={narrow ? false : <CategoryTick labels={labels} maxChars={34} />}
          />
          <Tooltip content={<ChartTooltip />} cursor={{ fill: 'rgb(27 28 27 / 6%)' }} />
          <Bar dataKey="band" isAnimationActive={false} barSize={18}>
            {rows.map((row) => (
              <Cell
                key={row.key}
                fill={row.bandKind === 'bracket' ? MARKS.bracket.fill : MARKS.quartiles.fill}
                stroke={row.bandKind === 'bracket' ? MARKS.bracket.stroke : MARKS.quartiles.stroke}
                strokeDasharray={row.bandKind === 'bracket' ? '4 3' : undefined}
              />
            ))}
          </Bar>
          {narrow && (
            <Scatter
              data={rows.map((row) => ({ ...row, zero: 0 }))}
              dataKey="zero"
              shape={rowLabelShape(40)}
              isAnimationActive={false}
              legendType="none"
              tooltipType="none"
            />
          )}
          {series.map((s) => (
            <Scatter
              key={s.mark}
              name={t(`benchmarking.chart.legend.${s.mark}`)}
              data={rows.filter((row) => row[s.field] !== null)}
              dataKey={s.field}
              shape={shape(s.mark)}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </div>
      <details className={styles.chartText}>
        <summary>{t('benchmarking.chart.inWords')}</summary>
        <ul id={textId}>
          {rows.map((row) => (
            <li key={row.key}>{row.text}</li>
          ))}
        </ul>
      </details>
    </figure>
  );
};
