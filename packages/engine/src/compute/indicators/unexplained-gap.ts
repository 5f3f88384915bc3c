import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { EmployeeInput } from '../../employee-input.ts';
import { compareNatural } from '../../natural-order.ts';
import { GAP_THRESHOLD_PERCENT } from './indicator-options.ts';
import { fitOls } from './ols.ts';

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
  // Each factor's value of each row as a small integer, looked up once: per row and factor a
  // Map lookup and closure calls were most of the regression's time at 100 000 rows.
  const seen = factors.map((f) => {
    const first = new Map<string, number>();
    const code = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const value = f.valueOf(rows[i] as EmployeeInput);
      let c = first.get(value);
      if (c === undefined) {
        c = first.size;
        first.set(value, c);
      }
      code[i] = c;
    }
    return { first, code };
  });
  const values = seen.map(({ first }) => [...first.keys()].sort(compareNatural));
  // The factor with the most values (usually position) is absorbed: y and every column are
  // taken as deviations from their means within its groups (Frisch–Waugh–Lovell), which gives
  // the same coefficients, residuals and standard errors as its dummies would, without a
  // column per group. X'X then stays small when a file has thousands of positions.
  let absorbedAt = 0;
  values.forEach((v, k) => {
    if (v.length >= (values[absorbedAt] as string[]).length) absorbedAt = k;
  });
  const groups = (values[absorbedAt] as string[]).length;
  /** Per factor, from first-seen code to its rank in natural order. */
  const rankOf = seen.map(({ first }, k) => {
    const rank = new Int32Array(first.size);
    (values[k] as string[]).forEach((v, r) => (rank[first.get(v) as number] = r));
    return rank;
  });
  // Columns: female, numerics, then the other factors' dummies (first value the reference).
  let p = 1 + numerics.length;
  const firstColumn = factors.map((_, k) => {
    if (k === absorbedAt) return -1;
    const at = p;
    p += (values[k] as string[]).length - 1;
    return at;
  });
  const x = new Float64Array(n * p);
  const y = new Float64Array(n);
  const group = new Int32Array(n);
  const female = new Uint8Array(n);
  const absorbedCode = (seen[absorbedAt] as { code: Int32Array }).code;
  const absorbedRank = rankOf[absorbedAt] as Int32Array;
  for (let i = 0; i < n; i++) {
    const row = rows[i] as EmployeeInput;
    const at = i * p;
    y[i] = Math.log((totalPerFte[i] as number) / hoursPerMonth);
    group[i] = absorbedRank[absorbedCode[i] as number] as number;
    female[i] = row.gender === 'female' ? 1 : 0;
    x[at] = female[i] as number;
    for (let k = 0; k < numerics.length; k++) {
      x[at + 1 + k] = (numerics[k] as Numeric).valueOf(row) as number;
    }
    for (let k = 0; k < factors.length; k++) {
      const first = firstColumn[k] as number;
      if (first < 0) continue;
      // Rank 0 is the reference value: no column.
      const rank = (rankOf[k] as Int32Array)[(seen[k] as { code: Int32Array }).code[i] as number];
      if ((rank as number) > 0) x[at + first + (rank as number) - 1] = 1;
    }
  }
  // A column counts as aliased when its within-group variation is negligible next to its
  // variation overall (a dummy constant within every group, a level tied to the position).
  // Row by row (each column still summed in row order, so the same sums), not column by column:
  // a column walk strides through the whole matrix p times, a cache miss per element.
  const sum = new Float64Array(p);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < p; j++) sum[j] = (sum[j] as number) + (x[i * p + j] as number);
  }
  const mean = sum.map((s) => s / n);
  const scale = new Float64Array(p);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < p; j++) {
      scale[j] = (scale[j] as number) + ((x[i * p + j] as number) - (mean[j] as number)) ** 2;
    }
  }
  const yDemeaned = demean(y, 1, group, groups);
  // In place: X itself is not needed again (the female column is kept in `female`).
  const xDemeaned = demean(x, p, group, groups, x);
  const fit = fitOls({ rows: n, columns: p, value: xDemeaned }, yDemeaned, {
    absorbed: groups,
    scale,
  });
  if (fit === null || !fit.kept.includes(0)) return null;
  const coefficient = fit.beta[0] as number;
  const standardError = Math.sqrt((fit.rss / fit.df) * fit.inverseDiagonal(0));
  const t975 = tQuantile(0.975, fit.df);
  const tolerance = GAP_THRESHOLD_PERCENT / 100;
  // Fitted values of the full model are y − residual; leave the female term out.
  const explainedLogPay = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    explainedLogPay[i] =
      (y[i] as number) - (fit.residuals[i] as number) - coefficient * (female[i] as number);
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

/** Each of `width` columns of `values` (row-major) minus its mean within the row's group. */
function demean(
  values: Float64Array,
  width: number,
  group: Int32Array,
  groups: number,
  out = new Float64Array(values.length),
): Float64Array {
  const n = group.length;
  const sums = new Float64Array(groups * width);
  const counts = new Float64Array(groups);
  for (let i = 0; i < n; i++) {
    const g = group[i] as number;
    counts[g] = (counts[g] as number) + 1;
    for (let j = 0; j < width; j++) {
      sums[g * width + j] = (sums[g * width + j] as number) + (values[i * width + j] as number);
    }
  }
  for (let i = 0; i < n; i++) {
    const g = group[i] as number;
    const count = counts[g] as number;
    for (let j = 0; j < width; j++) {
      out[i * width + j] =
        (values[i * width + j] as number) - (sums[g * width + j] as number) / count;
    }
  }
  return out;
}
