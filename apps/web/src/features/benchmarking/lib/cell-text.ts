import type { TFunction } from 'i18next';
import { seniorities, type BenchmarkCell, type Standing } from '@parytet/contract/benchmarking';
import { formatMoney, formatNumber, type Lang } from '#lib/format.ts';
import type { BenchmarkNames } from '../hooks/use-benchmark-names.ts';

/** Benchmark amounts are monthly PLN, whatever the report's own display currency. */
export const pln = (value: number | null, lang: Lang) => formatMoney(value, lang, 'PLN');

/** "Software developer", and under it "Senior · Mazowieckie" or "Every seniority · Poland". */
export const cellPlace = (t: TFunction, names: BenchmarkNames, cell: BenchmarkCell) =>
  [
    cell.seniority ? names.seniority(cell.seniority) : t('benchmarking.cell.anySeniority'),
    cell.region ? names.region(cell.region) : t('benchmarking.cell.national'),
  ].join(' · ');

/** One line naming a cell, for the chart's text alternative. */
export const cellLabel = (t: TFunction, names: BenchmarkNames, cell: BenchmarkCell) =>
  `${names.role(cell.role)} · ${cellPlace(t, names, cell)}`;

/** A publisher without its "(via …)" or "(citing …)": the table names it in full. */
const shortPublisher = (publisher: string) => publisher.replace(/\s*\(.*$/, '');

/**
 * A chart row's name on two lines: the role and seniority (and region), then what tells rows
 * of one role apart: the market row's publisher and contract, and the pay measure.
 */
export const chartLabelLines = (
  t: TFunction,
  names: BenchmarkNames,
  cell: BenchmarkCell,
  withMeasure: boolean,
): [string, string] => {
  const first = [
    names.role(cell.role),
    cell.seniority ? names.seniorityShort(cell.seniority) : t('benchmarking.cell.anySeniority'),
    ...(cell.region ? [names.region(cell.region)] : []),
  ].join(' · ');
  const second: string[] = [];
  if (cell.source.kind === 'market') {
    second.push(shortPublisher(cell.source.publisher));
    if (cell.source.contract) second.push(t(`benchmarking.contract.${cell.source.contract}`));
  }
  if (withMeasure) second.push(t(`benchmarking.measure.${cell.measure}`));
  return [first, second.join(', ')];
};

const rank = <T>(list: readonly T[], value: T | null) =>
  value === null ? list.length : list.indexOf(value);
const MEASURES = ['base', 'total'] as const;
const COMPARABILITY = ['like_for_like', 'unstated_vs_gross', 'net_vs_gross', 'b2b_net_vs_gross'];

/**
 * Rows of one role together, by seniority (every seniority last), national before regions,
 * base before total, like-for-like figures before the others.
 */
export const orderCells = (cells: readonly BenchmarkCell[], names: BenchmarkNames) =>
  [...cells].sort(
    (a, b) =>
      names.role(a.role).localeCompare(names.role(b.role)) ||
      rank(seniorities, a.seniority) - rank(seniorities, b.seniority) ||
      (a.region ?? '').localeCompare(b.region ?? '') ||
      rank(MEASURES, a.measure) - rank(MEASURES, b.measure) ||
      rank(COMPARABILITY, a.comparability) - rank(COMPARABILITY, b.comparability),
  );

/** Where the organisation's median stands, in words: its quarter, its ratio, or both. */
export const standingText = (t: TFunction, standing: Standing | null, lang: Lang): string => {
  if (!standing) return t('benchmarking.standing.none');
  const parts: string[] = [];
  if (standing.band) parts.push(t(`benchmarking.standing.${standing.band}`));
  if (standing.ratio !== null && standing.ratio_to !== null) {
    parts.push(
      t(`benchmarking.standing.ratio_${standing.ratio_to}`, {
        ratio: formatNumber(standing.ratio, lang, 2),
      }),
    );
  }
  return parts.join('; ');
};

/**
 * The figures a market row gives besides quartiles, as it gives them: a mean, the medians of
 * advertised bounds, or a statutory minimum. Nothing is turned into a median.
 */
export const otherFigures = (t: TFunction, cell: BenchmarkCell, lang: Lang): string[] => {
  const out: string[] = [];
  if (cell.mean !== null) out.push(t('benchmarking.figures.mean', { value: pln(cell.mean, lang) }));
  if (cell.bracket_low !== null && cell.bracket_high !== null) {
    out.push(
      t('benchmarking.figures.bracket', {
        low: pln(cell.bracket_low, lang),
        high: pln(cell.bracket_high, lang),
      }),
    );
  } else if (cell.bracket_low !== null) {
    out.push(t('benchmarking.figures.minimum', { value: pln(cell.bracket_low, lang) }));
  }
  if (cell.women_median !== null) {
    out.push(t('benchmarking.figures.women', { value: pln(cell.women_median, lang) }));
  }
  if (cell.men_median !== null) {
    out.push(t('benchmarking.figures.men', { value: pln(cell.men_median, lang) }));
  }
  if (cell.source.kind === 'pool' && cell.source.organisations !== null && cell.people !== null) {
    out.push(
      t('benchmarking.figures.pooledOver', {
        organisations: formatNumber(cell.source.organisations, lang),
        people: formatNumber(cell.people, lang),
      }),
    );
  }
  return out;
};

/** The organisation's own median is withheld (a viewer, a group under the minimum). */
export const ownWithheld = (cell: BenchmarkCell) =>
  cell.own_median === null && cell.own_small_group;

/** The cell compares unlike amounts (net B2B, net or unstated pay beside gross pay). */
export const unlike = (cell: BenchmarkCell) => cell.comparability !== 'like_for_like';

/** A cell's identity: its place and measure, and for the market the row it comes from. */
export const cellKey = (cell: BenchmarkCell) =>
  [
    cell.role,
    cell.seniority,
    cell.region,
    cell.measure,
    cell.source.kind === 'market' ? cell.source.row_id : 'pool',
  ].join('|');
