import type { TFunction } from 'i18next';
import type { BenchmarkCell } from '@parytet/contract/benchmarking';
import type { Lang } from '#lib/format.ts';
import type { BenchmarkNames } from '../hooks/use-benchmark-names.ts';
import { cellKey, cellLabel, chartLabelLines, pln, standingText } from './cell-text.ts';

/** One row of the chart: a shown cell's band, its markers and the organisation's dots. */
export type ChartRow = {
  key: string;
  /** The row's name on the axis, its two lines joined by a line break. */
  label: string;
  /** P25–P75 where both are published; else a market row's advertised bracket, if any. */
  band: [number, number] | null;
  bandKind: 'quartiles' | 'bracket' | null;
  p50: number | null;
  mean: number | null;
  women: number | null;
  men: number | null;
  own: number | null;
  ownWomen: number | null;
  ownMen: number | null;
  /** The row in words, for the chart's text alternative. */
  text: string;
};

const bandOf = (cell: BenchmarkCell): Pick<ChartRow, 'band' | 'bandKind'> => {
  if (cell.p25 !== null && cell.p75 !== null) {
    return { band: [cell.p25, cell.p75], bandKind: 'quartiles' };
  }
  if (cell.bracket_low !== null && cell.bracket_high !== null) {
    return { band: [cell.bracket_low, cell.bracket_high], bandKind: 'bracket' };
  }
  return { band: null, bandKind: null };
};

/**
 * The shown cells that have something to draw, each with its label (the measure added when the
 * table holds both) and a sentence saying what the row shows.
 */
export const chartRows = (
  cells: readonly BenchmarkCell[],
  names: BenchmarkNames,
  t: TFunction,
  lang: Lang,
): ChartRow[] => {
  const bothMeasures = new Set(cells.map((c) => c.measure)).size > 1;
  const money = (value: number | null) =>
    value === null ? t('benchmarking.figures.notPublished') : pln(value, lang);
  return cells
    .filter((cell) => cell.status === 'shown')
    .map((cell): ChartRow => {
      const lines = chartLabelLines(t, names, cell, bothMeasures);
      const label = lines.filter(Boolean).join('\n');
      const parts = [
        t('benchmarking.chart.text.quartiles', {
          p25: money(cell.p25),
          p50: money(cell.p50),
          p75: money(cell.p75),
        }),
      ];
      if (cell.mean !== null) {
        parts.push(t('benchmarking.figures.mean', { value: pln(cell.mean, lang) }));
      }
      if (cell.own_median !== null) {
        parts.push(
          t('benchmarking.chart.text.own', {
            value: pln(cell.own_median, lang),
            standing: standingText(t, cell.standing, lang),
          }),
        );
      }
      return {
        key: cellKey(cell),
        label,
        ...bandOf(cell),
        p50: cell.p50,
        mean: cell.mean,
        women: cell.women_median,
        men: cell.men_median,
        own: cell.own_median,
        ownWomen: cell.own_women_median,
        ownMen: cell.own_men_median,
        text: `${cellLabel(t, names, cell)}${lines[1] ? ` (${lines[1]})` : ''}: ${parts.join('; ')}`,
      };
    })
    .filter((row) => row.band !== null || row.p50 !== null || row.mean !== null);
};

/** The largest figure on the chart, so its axis starts at 0 and holds every mark. */
export const chartMax = (rows: readonly ChartRow[]) =>
  Math.max(
    0,
    ...rows.flatMap((r) =>
      [r.band?.[1], r.p50, r.mean, r.women, r.men, r.own, r.ownWomen, r.ownMen].filter(
        (v): v is number => typeof v === 'number',
      ),
    ),
  );

/** An axis from 0 past `max` in round steps (1, 2 or 5 × a power of ten), about five of them. */
export const niceAxis = (max: number): { max: number; ticks: number[] } => {
  if (max <= 0) return { max: 1, ticks: [0, 1] };
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const top = Math.ceil(max / step) * step;
  return { max: top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
};
