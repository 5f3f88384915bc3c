import type {
  MeritBudget,
  MeritCycle,
  MeritCycleSummary,
  MeritGuidelines,
  MeritMatrixRow,
} from '@parytet/contract/merit-cycles';
import { guidelinePercents, raiseOfPercent, ratingKey, type MeritPlacement } from '@parytet/engine';
import type { CycleRow, listCycles } from './merit-cycles.repository.ts';

type SummaryRow = Awaited<ReturnType<typeof listCycles>>[number];

const money = (cents: number) => cents / 100;

export const budgetOf = (row: {
  budget_kind: 'percent' | 'amount';
  budget_value: number;
  budget_total: number;
  used: number;
}): MeritBudget => ({
  kind: row.budget_kind,
  value: money(row.budget_value),
  total: money(row.budget_total),
  used: money(row.used),
  left: money(row.budget_total - row.used),
});

export const summaryOf = (row: SummaryRow): MeritCycleSummary => ({
  id: row.id,
  report_id: row.report_id,
  report_label: row.report_label,
  name: row.name,
  effective_on: row.effective_on,
  state: row.state,
  currency: row.currency,
  budget: budgetOf(row),
  people: row.people,
  people_raised: row.people_raised,
  applied_report_id: row.applied_report_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const cycleOf = (row: CycleRow): MeritCycle => ({
  ...summaryOf(row),
  guidelines: row.guidelines,
  created_by: row.created_by,
  submitted_at: row.submitted_at?.toISOString() ?? null,
  submitted_by: row.submitted_by,
  approved_at: row.approved_at?.toISOString() ?? null,
  approved_by: row.approved_by,
  sent_back_note: row.sent_back_note,
  applied_at: row.applied_at?.toISOString() ?? null,
});

/**
 * The default matrix of a new cycle: the budget's percentage for everyone (an amount as its
 * share of the base pay paid), one row per rating found plus the unrated row; the HR team then
 * differentiates it.
 */
export const defaultRows = (percent: number, ratings: readonly string[]): MeritMatrixRow[] => {
  const p = Math.min(100, Math.max(0, Math.round(percent * 100) / 100));
  const raise: MeritMatrixRow['raise_percent'] = [p, p, p, p];
  return [
    ...ratings.map((rating) => ({ rating, raise_percent: raise })),
    { rating: null, raise_percent: raise },
  ];
};

/** The guidelines as kept: the matrix, where quartiles come from, the ratings found. */
export const guidelinesOf = (
  rows: MeritMatrixRow[],
  placement: MeritPlacement,
  bandsVersion: number | null,
  ratings: readonly (string | null)[],
  found: string[],
): MeritGuidelines => {
  const named = new Set(rows.flatMap((r) => (r.rating === null ? [] : [ratingKey(r.rating)])));
  const unmatched = ratings.filter((r) => r === null || !named.has(ratingKey(r))).length;
  return {
    rows,
    quartile_basis: placement.usesBands ? 'bands' : 'levels',
    bands_version: placement.usesBands ? bandsVersion : null,
    ratings_found: found,
    unmatched_people: unmatched,
  };
};

/** Each person's raise in cents from the matrix, on the base pay actually paid. */
export const matrixCents = (
  baseSalary: Float64Array,
  ratings: readonly (string | null)[],
  placement: MeritPlacement,
  rows: MeritMatrixRow[],
) => {
  const percents = guidelinePercents(ratings, placement.quartile, rows);
  return {
    percents,
    cents: Array.from(percents, (p, i) => centsOfPercent(baseSalary[i] as number, p)),
  };
};

/** The engine's raise of a percentage (to the cent), in whole cents. */
export const centsOfPercent = (base: number, percent: number) =>
  Math.round(raiseOfPercent(base, percent) * 100);
