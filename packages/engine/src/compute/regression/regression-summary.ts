import type {
  ExcludedRowReason,
  RegressionData,
  RegressionModel,
  RegressionTerm,
  RegressionVerdict,
} from '@parytet/contract/regression';
import { tQuantile } from '../indicators/student-t.ts';
import { tTwoSidedP } from './t-tail.ts';
import { kennedyEstimate } from '../indicators/gap-sign.ts';

/** Significance level, target and limit of Logib's verdict (R/analysis.R). */
const SIGNIFICANCE = 0.05;
const TARGET = 0.025;
const LIMIT = 0.05;

/**
 * Logib's verdict as its current code computes it (summary.analysis_model): not significant
 * when the two-sided p of the female coefficient exceeds 5 %; else |Kennedy| truncated to
 * 0.1 % against the 2.5 % target and the 5 % limit.
 */
export function logibVerdict(p: number, kennedy: number): RegressionVerdict {
  if (p > SIGNIFICANCE) return 'not_significant';
  const truncated = Math.floor(Math.abs(kennedy) * 1000) / 1000;
  if (truncated <= TARGET) return 'within_target';
  return truncated <= LIMIT ? 'above_target' : 'above_limit';
}

/** A fitted model's figures before they are summarised. */
export type FittedModel = {
  model: RegressionModel;
  /** Per column: its term name, coefficient and standard error (NaN when aliased). */
  names: readonly string[];
  beta: Float64Array;
  standardError: Float64Array;
  /** Index of the female column among them. */
  femaleAt: number;
  n: number;
  women: number;
  df: number;
  rss: number;
  tss: number;
  excluded: { id: string; reason: ExcludedRowReason }[];
  /** Per column: a dummy's head count, null for the intercept and numeric terms. */
  people: readonly (number | null)[];
  absorbed: { factor: string; groups: number } | null;
};

/** t, two-sided p, R², adjusted R², Kennedy's estimate and its interval, the verdict. */
export function summariseFit(fit: FittedModel): RegressionData {
  const terms: RegressionTerm[] = [];
  const aliased: string[] = [];
  fit.names.forEach((term, j) => {
    const coefficient = fit.beta[j] as number;
    const standardError = fit.standardError[j] as number;
    if (Number.isNaN(coefficient)) {
      aliased.push(term);
      return;
    }
    const t = coefficient / standardError;
    const p = tTwoSidedP(t, fit.df);
    terms.push({
      term,
      coefficient,
      standard_error: standardError,
      t,
      p,
      people: fit.people[j] ?? null,
    });
  });
  const female = terms.find((t) => t.term === fit.names[fit.femaleAt]) as RegressionTerm;
  const kennedy = kennedyEstimate(female.coefficient, female.standard_error);
  const t975 = tQuantile(0.975, fit.df);
  const rSquared = 1 - fit.rss / fit.tss;
  return {
    model: fit.model,
    n: fit.n,
    women: fit.women,
    df: fit.df,
    r_squared: rSquared,
    // (n − 1) / df: the intercept is among the parameters (as lm counts it).
    adjusted_r_squared: 1 - ((1 - rSquared) * (fit.n - 1)) / fit.df,
    terms,
    female: {
      coefficient: female.coefficient,
      standard_error: female.standard_error,
      t: female.t,
      p: female.p,
      kennedy,
      ci_low: female.coefficient - t975 * female.standard_error,
      ci_high: female.coefficient + t975 * female.standard_error,
    },
    verdict: logibVerdict(female.p, kennedy),
    excluded_rows: fit.excluded,
    aliased,
    absorbed: fit.absorbed,
  };
}
