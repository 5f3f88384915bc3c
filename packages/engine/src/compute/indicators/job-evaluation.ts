import type {
  CategoryScheme,
  EvaluatedPosition,
  JobWeights,
  PositionScores,
} from '@parytet/contract/reporting/categories';
import { unroundedTotalScore } from '@parytet/contract/reporting/job-score';
import { compareNatural } from '#natural-order.ts';
import { round2 } from '#rounding.ts';

type JobEvaluation = Extract<CategoryScheme, { kind: 'job_evaluation' }>;

/** Prefix of the categories a job evaluation makes: "JE 1" holds the lowest scores. */
export const JOB_EVALUATION_PREFIX = 'JE';

/**
 * A position's total score, 0–100 (the contract's formula, shared with the editor's live total),
 * rounded to 2 decimals so grouping never hangs on a floating-point last digit.
 */
export function totalScore(scores: PositionScores['scores'], weights: JobWeights): number {
  return round2(unroundedTotalScore(scores, weights));
}

/**
 * Positions ranked by total score (ties by name, natural order) and grouped: a position joins the
 * current group when its score is at most `band_width` points above the group's lowest score,
 * else it opens the next group. Greedy from the bottom, so no group spans more than the band
 * width and equal scores always share a group.
 */
export function evaluateJobs(scheme: JobEvaluation): EvaluatedPosition[] {
  const scored = scheme.positions
    .map((p) => ({ position: p.position, total_score: totalScore(p.scores, scheme.weights) }))
    .sort((a, b) => a.total_score - b.total_score || compareNatural(a.position, b.position));
  let group = 0;
  let groupLow = Number.NEGATIVE_INFINITY;
  return scored.map((p) => {
    if (p.total_score - groupLow > scheme.band_width) {
      group++;
      groupLow = p.total_score;
    }
    return { ...p, category: `${JOB_EVALUATION_PREFIX} ${group}` };
  });
}

/** Position → category under a scheme; positions it does not name keep their level. */
export function positionCategoriesOf(scheme: CategoryScheme): Record<string, string> {
  if (scheme.kind === 'levels') return {};
  if (scheme.kind === 'positions') {
    return Object.fromEntries(scheme.groups.flatMap((g) => g.positions.map((p) => [p, g.name])));
  }
  return Object.fromEntries(evaluateJobs(scheme).map((p) => [p.position, p.category]));
}
