import {
  jobCriteria,
  jobCriterionKeys,
  SCORE_MAX,
  SCORE_MIN,
  type CategoryScheme,
  type EvaluatedPosition,
  type JobWeights,
  type PositionScores,
} from '@parytet/contract/categories';
import { compareNatural } from '../../natural-order.ts';
import { round2 } from '../../rounding.ts';

type JobEvaluation = Extract<CategoryScheme, { kind: 'job_evaluation' }>;

/** Prefix of the categories a job evaluation makes: "JE 1" holds the lowest scores. */
export const JOB_EVALUATION_PREFIX = 'JE';

/**
 * A position's total score, 0–100: each sub-criterion's score mapped from 1–5 onto 0–1, weighted
 * by its share of its criterion and the criterion's share of the whole, rounded to 2 decimals
 * (so grouping never hangs on a floating-point last digit).
 */
export function totalScore(scores: PositionScores['scores'], weights: JobWeights): number {
  let total = 0;
  for (const criterion of jobCriterionKeys) {
    const subWeights = weights.sub_criteria[criterion] as Record<string, number>;
    const subScores = scores[criterion] as Record<string, number>;
    let criterionScore = 0;
    for (const sub of jobCriteria[criterion]) {
      const score = subScores[sub] as number;
      criterionScore +=
        ((subWeights[sub] as number) / 100) * ((score - SCORE_MIN) / (SCORE_MAX - SCORE_MIN));
    }
    total += (weights.criteria[criterion] / 100) * criterionScore;
  }
  return round2(total * 100);
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
