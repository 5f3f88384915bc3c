import { solveNormalEquations } from '../indicators/ols.ts';

/** A least-squares fit of y on the columns of X (row-major, n × p), aliased columns dropped. */
export type DenseFit = {
  /** Per column: coefficient and standard error; NaN for an aliased (dropped) column. */
  beta: Float64Array;
  standardError: Float64Array;
  kept: number[];
  df: number;
  rss: number;
};

/**
 * OLS through the normal equations of X with each column scaled to unit length first: the
 * scaling changes no coefficient or standard error (it is undone after), but squared potential
 * experience beside a 0/1 dummy would otherwise leave X'X too ill-conditioned to trust the
 * last digits. Columns are tried in order and one that is a combination of earlier ones is
 * dropped, as R's `lm` does. Null when nothing is left to estimate with.
 */
export function fitDense(x: Float64Array, y: Float64Array, p: number): DenseFit | null {
  const n = y.length;
  const norm = new Float64Array(p);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < p; j++) norm[j] = (norm[j] as number) + (x[i * p + j] as number) ** 2;
  }
  for (let j = 0; j < p; j++) norm[j] = Math.sqrt(norm[j] as number) || 1;
  const xtx = new Float64Array(p * p);
  const xty = new Float64Array(p);
  for (let i = 0; i < n; i++) {
    const yi = y[i] as number;
    for (let j = 0; j < p; j++) {
      const a = (x[i * p + j] as number) / (norm[j] as number);
      if (a === 0) continue;
      xty[j] = (xty[j] as number) + a * yi;
      for (let k = j; k < p; k++) {
        xtx[j * p + k] =
          (xtx[j * p + k] as number) + (a * (x[i * p + k] as number)) / (norm[k] as number);
      }
    }
  }
  for (let j = 0; j < p; j++) for (let k = 0; k < j; k++) xtx[j * p + k] = xtx[k * p + j] as number;
  const fit = solveNormalEquations({ columns: p, xtx, xty, rows: n });
  if (fit === null) return null;
  const beta = new Float64Array(p).fill(Number.NaN);
  for (const j of fit.kept) beta[j] = (fit.beta[j] as number) / (norm[j] as number);
  let rss = 0;
  for (let i = 0; i < n; i++) {
    let fitted = 0;
    for (const j of fit.kept) fitted += (x[i * p + j] as number) * (beta[j] as number);
    rss += ((y[i] as number) - fitted) ** 2;
  }
  const sigma2 = rss / fit.df;
  const standardError = new Float64Array(p).fill(Number.NaN);
  for (const j of fit.kept) {
    standardError[j] = Math.sqrt((sigma2 * fit.inverseDiagonal(j)) / (norm[j] as number) ** 2);
  }
  return { beta, standardError, kept: fit.kept, df: fit.df, rss };
}

/** Σ (y − ȳ)²: the total sum of squares R² compares the residuals with. */
export function totalSumOfSquares(y: Float64Array): number {
  let mean = 0;
  for (const v of y) mean += v;
  mean /= y.length;
  let tss = 0;
  for (const v of y) tss += (v - mean) ** 2;
  return tss;
}
