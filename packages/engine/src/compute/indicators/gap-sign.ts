import { round2 } from '#rounding.ts';

/**
 * The regression's unexplained gap as every screen, export, letter and the assistant show it
 * (decisions §8, "Signs"): with the convention of every other gap, (men − women) / men, so
 * positive = women paid less. The female coefficient b (log points, negative = women paid less)
 * becomes a percentage with Kennedy's (1981) estimator exp(b − SE²/2) − 1, then its sign is
 * turned: −Kennedy × 100. The interval's ends are exp(end) − 1, turned and so swapped.
 */
export type UnexplainedGapShown = {
  gap_percentage: number;
  ci_low_percentage: number;
  ci_high_percentage: number;
};

/** Kennedy (1981): exp(b − SE²/2) − 1, the proportional effect of a dummy in a log model. */
export const kennedyEstimate = (coefficient: number, standardError: number): number =>
  Math.exp(coefficient - standardError ** 2 / 2) - 1;

export const kennedyPercent = (coefficient: number, standardError: number): number =>
  kennedyEstimate(coefficient, standardError) * 100;

export function unexplainedGapShown(fit: {
  coefficient: number;
  standard_error: number;
  ci_low: number;
  ci_high: number;
}): UnexplainedGapShown {
  return {
    gap_percentage: round2(-kennedyPercent(fit.coefficient, fit.standard_error)) + 0,
    ci_low_percentage: round2(-(Math.exp(fit.ci_high) - 1) * 100) + 0,
    ci_high_percentage: round2(-(Math.exp(fit.ci_low) - 1) * 100) + 0,
  };
}
