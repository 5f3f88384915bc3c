import { CholeskyDecomposition, Matrix } from 'ml-matrix';

/** The normal equations of a least-squares fit: X'X (p × p, row-major, symmetric) and X'y. */
export type NormalEquations = {
  columns: number;
  xtx: Float64Array;
  xty: Float64Array;
  /** Rows of X (observations). */
  rows: number;
};

export type OlsSolution = {
  /** Coefficients by column; aliased columns are 0. */
  beta: Float64Array;
  /** The columns kept (not aliased), in order. */
  kept: number[];
  /** Variance factor (X'X)⁻¹ of each kept column's coefficient, by column (NaN if dropped). */
  inverseDiagonal: (column: number) => number;
  /** Residual degrees of freedom. */
  df: number;
};

export type OlsOptions = {
  /**
   * Group means already taken out of y and X (a factor absorbed by demeaning): its number of
   * groups is subtracted from the residual degrees of freedom.
   */
  absorbed?: number;
  /** Per column, the size against which a pivot counts as zero (default: X'X's diagonal). */
  scale?: Float64Array;
};

/** Relative size under which a column's residual (after the earlier columns) counts as zero. */
const ALIAS_TOLERANCE = 1e-9;

/**
 * Ordinary least squares from its normal equations. Columns are taken in order and one that is
 * a linear combination of earlier ones (an aliased dummy) is dropped, as R's `lm` does; the kept
 * block of X'X is then factorised by ml-matrix's Cholesky decomposition. Put the columns whose
 * coefficients matter first, and centre numeric columns, for a well-conditioned X'X. Null when
 * nothing is kept or no residual degree of freedom is left.
 */
export function solveNormalEquations(
  equations: NormalEquations,
  options: OlsOptions = {},
): OlsSolution | null {
  const absorbed = options.absorbed ?? 0;
  const { columns: p, xtx, xty, rows } = equations;
  const kept = keptColumns(xtx, p, options.scale);
  const r = kept.length;
  if (r === 0 || rows - r - absorbed <= 0) return null;
  const a = new Matrix(r, r);
  const b = new Matrix(r, 1);
  for (let u = 0; u < r; u++) {
    b.set(u, 0, xty[kept[u] as number] as number);
    for (let v = 0; v < r; v++)
      a.set(u, v, xtx[(kept[u] as number) * p + (kept[v] as number)] as number);
  }
  const cholesky = new CholeskyDecomposition(a);
  if (!cholesky.isPositiveDefinite()) return null;
  const solution = cholesky.solve(b);
  const beta = new Float64Array(p);
  for (let u = 0; u < r; u++) beta[kept[u] as number] = solution.get(u, 0);
  const position = new Map(kept.map((column, u) => [column, u]));
  const inverseDiagonal = (column: number): number => {
    const u = position.get(column);
    if (u === undefined) return NaN;
    const unit = new Matrix(r, 1);
    unit.set(u, 0, 1);
    return cholesky.solve(unit).get(u, 0);
  };
  return { beta, kept, inverseDiagonal, df: rows - r - absorbed };
}

/**
 * Columns of X'X that are not linear combinations of earlier ones: an incremental Cholesky
 * factorisation in which a column whose pivot falls below ALIAS_TOLERANCE × its diagonal is
 * left out (and a column that is all zeros too).
 */
function keptColumns(xtx: Float64Array, p: number, scale?: Float64Array): number[] {
  const kept: number[] = [];
  // Rows of the factor L for the kept columns, each as long as the number kept before it + 1.
  const factor: Float64Array[] = [];
  for (let j = 0; j < p; j++) {
    const diagonal = xtx[j * p + j] as number;
    if (!(diagonal > 0)) continue;
    const r = kept.length;
    const l = new Float64Array(r + 1);
    let pivot = diagonal;
    for (let u = 0; u < r; u++) {
      const row = factor[u] as Float64Array;
      let s = xtx[(kept[u] as number) * p + j] as number;
      for (let v = 0; v < u; v++) s -= (row[v] as number) * (l[v] as number);
      const luu = row[u] as number;
      l[u] = s / luu;
      pivot -= (l[u] as number) * (l[u] as number);
    }
    if (pivot <= ALIAS_TOLERANCE * (scale === undefined ? diagonal : (scale[j] as number))) {
      continue;
    }
    l[r] = Math.sqrt(pivot);
    kept.push(j);
    factor.push(l);
  }
  return kept;
}
