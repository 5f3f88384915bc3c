import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { EmployeeInput } from '../../employee-input.ts';
import { compareNatural } from '../../natural-order.ts';
import { GAP_THRESHOLD_PERCENT } from './indicator-options.ts';
import { fitOls, type SparseDesign } from './ols.ts';

export type UnexplainedGapFit = {
  /** Female coefficient in log points (negative: women paid less, other factors equal). */
  coefficient: number;
  standardError: number;
  ciLow: number;
  ciHigh: number;
  n: number;
  df: number;
  /** Logib's test: |coefficient| significantly above 0.05 (one-sided, 5 %). */
  aboveTolerance: boolean;
  /** The model's terms besides the intercept and the female indicator. */
  terms: string[];
  /** Per person: log hourly pay the objective factors predict (the female term left out). */
  explainedLogPay: Float64Array;
};

type Factor = { name: string; valueOf: (row: EmployeeInput) => string };
type Numeric = { name: string; valueOf: (row: EmployeeInput) => number | null | undefined };

const FACTORS: readonly Factor[] = [
  { name: 'level', valueOf: (r) => r.level },
  { name: 'position', valueOf: (r) => r.position },
  { name: 'location', valueOf: (r) => r.location ?? '' },
  { name: 'education', valueOf: (r) => r.education ?? '' },
];
const NUMERICS: readonly Numeric[] = [
  { name: 'years_of_service', valueOf: (r) => r.yearsOfService },
  { name: 'age', valueOf: (r) => r.age },
];

/**
 * OLS of log hourly total pay on a female indicator plus the objective factors the file holds:
 * level and position always; location when any row has one; education when the column is
 * there (an empty cell is its own value); years of service and age as linear terms when every
 * row has a value. Factors are dummy-coded against their first value in natural order; dummies
 * aliased with earlier columns (a position found in one level only) are dropped. Null when a
 * gender has fewer than `minGroupSize` people or the model leaves no residual degrees of freedom.
 */
export function fitUnexplainedGap(
  rows: readonly EmployeeInput[],
  totalPerFte: Float64Array,
  hoursPerMonth: number,
  minGroupSize: number,
): UnexplainedGapFit | null {
  const n = rows.length;
  let women = 0;
  for (const row of rows) if (row.gender === 'female') women++;
  if (women < minGroupSize || n - women < minGroupSize) return null;

  const numerics = NUMERICS.filter((t) => rows.every((r) => typeof t.valueOf(r) === 'number'));
  const factors = FACTORS.filter((f) => {
    if (f.name === 'location') return rows.some((r) => r.location !== null);
    if (f.name === 'education') return rows.some((r) => r.education !== undefined);
    return true;
  });
  // Columns: intercept, female, numerics (centred), then each factor's non-reference dummies.
  let columns = 2 + numerics.length;
  const codes = factors.map((f) => {
    const values = [...new Set(rows.map(f.valueOf))].sort(compareNatural);
    const code = new Map(values.map((v, k) => [v, k === 0 ? -1 : columns + k - 1]));
    columns += values.length - 1;
    return code;
  });
  const means = numerics.map((t) => rows.reduce((s, r) => s + (t.valueOf(r) as number), 0) / n);
  const width = 2 + numerics.length + factors.length;
  const design: SparseDesign = {
    rows: n,
    columns,
    width,
    index: new Int32Array(n * width),
    value: new Float64Array(n * width),
  };
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i] as EmployeeInput;
    const at = i * width;
    y[i] = Math.log((totalPerFte[i] as number) / hoursPerMonth);
    design.index[at] = 0;
    design.value[at] = 1;
    design.index[at + 1] = 1;
    design.value[at + 1] = row.gender === 'female' ? 1 : 0;
    numerics.forEach((t, k) => {
      design.index[at + 2 + k] = 2 + k;
      design.value[at + 2 + k] = (t.valueOf(row) as number) - (means[k] as number);
    });
    factors.forEach((f, k) => {
      const slot = at + 2 + numerics.length + k;
      design.index[slot] = (codes[k] as Map<string, number>).get(f.valueOf(row)) ?? -1;
      design.value[slot] = 1;
    });
  }

  const fit = fitOls(design, y);
  if (fit === null || !fit.kept.includes(1)) return null;
  const coefficient = fit.beta[1] as number;
  const standardError = Math.sqrt((fit.rss / fit.df) * fit.inverseDiagonal(1));
  const t975 = tQuantile(0.975, fit.df);
  const tolerance = GAP_THRESHOLD_PERCENT / 100;
  const explainedLogPay = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let s = 0; s < width; s++) {
      const c = design.index[i * width + s] as number;
      if (c >= 0 && c !== 1)
        sum += (fit.beta[c] as number) * (design.value[i * width + s] as number);
    }
    explainedLogPay[i] = sum;
  }
  return {
    coefficient,
    standardError,
    ciLow: coefficient - t975 * standardError,
    ciHigh: coefficient + t975 * standardError,
    n,
    df: fit.df,
    // Logib before v0.2.0: H0 |c| ≤ 0.05 against |c| > 0.05, t = (|c| − 0.05) / SE.
    aboveTolerance: (Math.abs(coefficient) - tolerance) / standardError > tQuantile(0.95, fit.df),
    terms: [...numerics.map((t) => t.name), ...factors.map((f) => f.name)],
    explainedLogPay,
  };
}
