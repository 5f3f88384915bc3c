import type {
  BenchmarkMeasure,
  BenchmarkRole,
  MarketSource,
  Seniority,
} from '@parytet/contract/benchmarking';
import { referenceRow } from '#reference/cite-reference.ts';
import type { ReferenceRow } from '#reference/reference-types.ts';
import { benchmarkRoleDef } from './role-catalogue.ts';

/**
 * One market figure for a role: the row as the table holds it, and its numbers in PLN (the
 * value × the row's scale where the unit says "thousand"; nothing else is computed). `p50` only
 * where the row gives a median, `mean` only where it gives a mean; a bracket's bounds as
 * `bracket_low` / `bracket_high`; a statutory minimum as `bracket_low`.
 */
export type MarketFigure = {
  /** The seniority the row is for; null where it covers every level. */
  seniority: Seniority | null;
  measure: BenchmarkMeasure;
  p50: number | null;
  mean: number | null;
  bracket_low: number | null;
  bracket_high: number | null;
  source: MarketSource;
};

/*
 * Which pay a row is over. GUS "wynagrodzenie ogółem" and the surveys' "total pay" include
 * bonuses (total); job ads advertise a base salary, and the teachers' statutory minimum is the
 * base salary by law (base).
 */
const measureOf = (row: ReferenceRow): BenchmarkMeasure =>
  (row.flags.offered && !/total/i.test(row.statistic)) || /\bBASE salary/.test(row.statistic)
    ? 'base'
    : 'total';

const statisticKindOf = (row: ReferenceRow): MarketSource['statistic_kind'] => {
  if (/lower and upper|range/i.test(row.statistic) || row.value.kind === 'range') {
    return 'bracket_medians';
  }
  if (/minimum/i.test(row.statistic)) return 'minimum';
  if (/median/i.test(row.statistic)) return 'median';
  return 'mean';
};

const SENIORITY_OF_ROW: Partial<Record<NonNullable<ReferenceRow['seniorityKey']>, Seniority>> = {
  junior: 'junior',
  mid: 'mid',
  senior: 'senior',
};

function sourceOf(row: ReferenceRow, majorGroup: boolean): MarketSource {
  return {
    kind: 'market',
    row_id: row.id,
    subject: { en: row.subjectEn, pl: row.subjectPl },
    statistic: row.statistic,
    statistic_kind: statisticKindOf(row),
    value: row.rawValue,
    scale: row.scale,
    unit: row.unit,
    basis: row.basis === 'none' ? 'unstated' : row.basis,
    contract_type: row.contractType,
    contract: row.contract,
    seniority: row.seniority,
    period: row.period,
    sex: row.sex,
    publisher: row.publisher,
    title: row.title,
    url: row.url,
    quote: row.quote,
    offered: row.flags.offered,
    major_group: majorGroup,
    conflict: row.flags.conflict,
    uncertain: row.flags.uncertain,
    older_round: row.flags.olderRound,
  };
}

function figureOf(row: ReferenceRow, seniority: Seniority | null, majorGroup: boolean) {
  const source = sourceOf(row, majorGroup);
  const scaled = (n: number) => n * row.scale;
  const figure: MarketFigure = {
    seniority,
    measure: measureOf(row),
    p50: null,
    mean: null,
    bracket_low: null,
    bracket_high: null,
    source,
  };
  if (row.value.kind === 'range') {
    figure.bracket_low = scaled(row.value.low);
    figure.bracket_high = scaled(row.value.high);
  } else if (row.value.kind === 'single') {
    const value = scaled(row.value.value);
    if (source.statistic_kind === 'median') figure.p50 = value;
    else if (source.statistic_kind === 'minimum') figure.bracket_low = value;
    else figure.mean = value;
  }
  return figure;
}

/** Monthly PLN figures the table holds that may stand beside pay: no percentages, hours, steps. */
const usable = (row: ReferenceRow) =>
  !row.flags.likelyError && row.measure === 'monthly' && row.value.kind !== 'steps';

/**
 * The market figures for a role at the given seniorities: rows split by level (the IT job
 * boards) for each seniority asked, then rows for every level. Every contract the table has,
 * each figure saying its own; the caller says when a net B2B amount stands beside gross pay.
 */
export function marketFigures(
  role: BenchmarkRole,
  seniorities: readonly Seniority[],
): MarketFigure[] {
  const { byContract, general, majorGroup } = benchmarkRoleDef(role).market;
  const out: MarketFigure[] = [];
  const add = (id: string, seniority: Seniority | null) => {
    const row = referenceRow(id);
    if (usable(row)) out.push(figureOf(row, seniority, majorGroup));
  };
  for (const rows of Object.values(byContract)) {
    for (const [key, ids] of Object.entries(rows)) {
      const seniority = key === 'all' ? null : (key as Seniority);
      if (seniority !== null && !seniorities.includes(seniority)) continue;
      for (const id of ids) add(id, seniority);
    }
  }
  for (const id of general)
    add(id, SENIORITY_OF_ROW[referenceRow(id).seniorityKey ?? 'all'] ?? null);
  return out;
}

/** How many usable rows the table has for a role (at any level). */
export const marketRowCount = (role: BenchmarkRole) =>
  marketFigures(role, ['entry', 'junior', 'mid', 'senior', 'staff']).length;
