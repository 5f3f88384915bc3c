import {
  jobCriteria,
  jobCriterionKeys,
  SCORE_MAX,
  SCORE_MIN,
  type JobWeights,
  type PositionScores,
} from './categories.ts';

/**
 * A position's total job-evaluation score, 0–100, before rounding: each sub-criterion's score
 * mapped from 1–5 onto 0–1, weighted by its share of its criterion and the criterion's share of
 * the whole. The one formula: the engine rounds it to group positions (`totalScore`), the editor
 * shows it as the scores are typed.
 */
export function unroundedTotalScore(scores: PositionScores['scores'], weights: JobWeights): number {
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
  return total * 100;
}
