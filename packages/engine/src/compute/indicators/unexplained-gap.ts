import { naturalRanks } from '#natural-order.ts';
import { anyNaN, type SalaryTable } from '#salary-table.ts';
import { anyRow, type TextColumn } from '#text-column.ts';
import { GAP_THRESHOLD_PERCENT } from './indicator-options.ts';
import { solveNormalEquations } from './ols.ts';
import { tQuantile } from './student-t.ts';
import { withinGroupMoments } from './within-group-moments.ts';

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
  /** Every column of the fit, for the full regression output (regression/parytet-model.ts). */
  columns: UnexplainedGapColumns;
};

/** The fit's columns: female, the numerics, the dummies; the absorbed factor's groups. */
type UnexplainedGapColumns = {
  names: string[];
  /** NaN for an aliased (dropped) column. */
  beta: Float64Array;
  standardError: Float64Array;
  rss: number;
  /** Log hourly pay, whose spread R² is measured against. */
  y: Float64Array;
  absorbed: { factor: string; groups: number };
};

type Factor = { name: string; column: (table: SalaryTable) => TextColumn | null };
type Numeric = { name: string; column: (table: SalaryTable) => Float64Array | null };

const FACTORS: readonly Factor[] = [
  { name: 'level', column: (t) => t.level },
  { name: 'position', column: (t) => t.position },
  { name: 'location', column: (t) => (anyRow(t.location, false) ? t.location : null) },
  { name: 'education', column: (t) => t.education },
];
const NUMERICS: readonly Numeric[] = [
  { name: 'years_of_service', column: (t) => t.yearsOfService },
  { name: 'age', column: (t) => t.age },
];

/** Logib before v0.2.0: H0 |c| ≤ 0.05 against |c| > 0.05, t = (|c| − 0.05) / SE, one-sided 5 %. */
export function aboveTolerance(coefficient: number, standardError: number, df: number): boolean {
  const tolerance = GAP_THRESHOLD_PERCENT / 100;
  return (Math.abs(coefficient) - tolerance) / standardError > tQuantile(0.95, df);
}

/** A factor's values and each row's value as an index into them; an empty cell is the value ''. */
function factorCodes(column: TextColumn): { names: string[]; code: Int32Array } {
  const names = [...column.values];
  if (!anyRow(column, true)) return { names, code: column.codes };
  let empty = names.indexOf('');
  if (empty < 0) empty = names.push('') - 1;
  return { names, code: column.codes.map((c) => (c < 0 ? empty : c)) };
}

/**
 * OLS of log hourly total pay on a female indicator plus the objective factors the file holds:
 * level and position always; location when any row has one; education when the column is
 * there (an empty cell is its own value); years of service and age as linear terms when every
 * row has a value. Factors are dummy-coded against their first value in natural order; dummies
 * aliased with earlier columns (a position found in one level only) are dropped. Null when a
 * gender has fewer than `minGroupSize` people or the model leaves no residual degrees of freedom.
 */
export function fitUnexplainedGap(
  table: SalaryTable,
  totalPerFte: Float64Array,
  hoursPerMonth: number,
  minGroupSize: number,
): UnexplainedGapFit | null {
  const n = table.length;
  const isFemale = table.female;
  const { women } = table;
  if (women < minGroupSize || n - women < minGroupSize) return null;

  // A numeric term needs a value in every row (NaN: an empty cell).
  const numerics = NUMERICS.flatMap(({ name, column }) => {
    const values = column(table);
    return values === null || anyNaN(values) ? [] : [{ name, values }];
  });
  const factors = FACTORS.flatMap(({ name, column }) => {
    const values = column(table);
    return values === null ? [] : [{ name, ...factorCodes(values) }];
  });
  // Each factor's value of each row as a small integer, coded once by the reader.
  const ranked = factors.map(({ names }) => naturalRanks(names));
  const values = ranked.map(({ sorted }) => sorted);
  // The factor with the most values (usually position) is absorbed: y and every column are
  // taken as deviations from their means within its groups (Frisch–Waugh–Lovell), which gives
  // the same coefficients, residuals and standard errors as its dummies would, without a
  // column per group. X'X then stays small when a file has thousands of positions.
  let absorbedAt = 0;
  values.forEach((v, k) => {
    if (v.length >= (values[absorbedAt] as string[]).length) absorbedAt = k;
  });
  const groups = (values[absorbedAt] as string[]).length;
  /** Per factor, from the reader's code to its rank in natural order. */
  const rankOf = ranked.map(({ rank }) => rank);
  // Columns: female, numerics, then the other factors' dummies (first value the reference).
  let p = 1 + numerics.length;
  const firstColumn = factors.map((_, k) => {
    if (k === absorbedAt) return -1;
    const at = p;
    p += (values[k] as string[]).length - 1;
    return at;
  });
  // X is all but empty: per row the female flag, the numerics and one dummy per other factor.
  // Each row keeps only those cells (`column` −1: a zero), in increasing column order.
  const width = 1 + numerics.length + factors.length - 1;
  const column = new Int32Array(n * width).fill(-1);
  const value = new Float64Array(n * width);
  const y = new Float64Array(n);
  const group = new Int32Array(n);
  const female = new Uint8Array(n);
  const absorbedCode = (factors[absorbedAt] as { code: Int32Array }).code;
  const absorbedRank = rankOf[absorbedAt] as Int32Array;
  for (let i = 0; i < n; i++) {
    let at = i * width;
    y[i] = Math.log((totalPerFte[i] as number) / hoursPerMonth);
    group[i] = absorbedRank[absorbedCode[i] as number] as number;
    if (isFemale[i] === 1) {
      female[i] = 1;
      column[at] = 0;
      value[at] = 1;
    }
    at++;
    for (let k = 0; k < numerics.length; k++, at++) {
      const v = (numerics[k] as { values: Float64Array }).values[i] as number;
      if (v === 0) continue;
      column[at] = 1 + k;
      value[at] = v;
    }
    for (let k = 0; k < factors.length; k++) {
      const first = firstColumn[k] as number;
      if (first < 0) continue;
      // Rank 0 is the reference value: no column.
      const rank = (rankOf[k] as Int32Array)[
        (factors[k] as { code: Int32Array }).code[i] as number
      ];
      if ((rank as number) > 0) {
        column[at] = first + (rank as number) - 1;
        value[at] = 1;
      }
      at++;
    }
  }
  const moments = withinGroupMoments({ column, value, width, columns: p }, y, group, groups);
  const fit = solveNormalEquations(
    { columns: p, xtx: moments.xtx, xty: moments.xty, rows: n },
    { absorbed: groups, scale: moments.scale },
  );
  if (fit === null || !fit.kept.includes(0)) return null;
  const coefficient = fit.beta[0] as number;
  const residuals = moments.residuals(fit.beta);
  let rss = 0;
  // Fitted values of the full model are y − residual; leave the female term out.
  const explainedLogPay = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const residual = residuals[i] as number;
    rss += residual ** 2;
    explainedLogPay[i] = (y[i] as number) - residual - coefficient * (female[i] as number);
  }
  const standardError = Math.sqrt((rss / fit.df) * fit.inverseDiagonal(0));
  const names = ['female', ...numerics.map((t) => t.name)];
  factors.forEach(({ name }, k) => {
    if (k !== absorbedAt)
      names.push(...(values[k] as string[]).slice(1).map((v) => `${name}=${v}`));
  });
  const columnBeta = new Float64Array(p).fill(Number.NaN);
  const columnSe = new Float64Array(p).fill(Number.NaN);
  for (const j of fit.kept) {
    columnBeta[j] = fit.beta[j] as number;
    columnSe[j] = Math.sqrt((rss / fit.df) * fit.inverseDiagonal(j));
  }
  const t975 = tQuantile(0.975, fit.df);
  return {
    coefficient,
    standardError,
    ciLow: coefficient - t975 * standardError,
    ciHigh: coefficient + t975 * standardError,
    n,
    df: fit.df,
    aboveTolerance: aboveTolerance(coefficient, standardError, fit.df),
    terms: [...numerics.map((t) => t.name), ...factors.map((f) => f.name)],
    explainedLogPay,
    columns: {
      names,
      beta: columnBeta,
      standardError: columnSe,
      rss,
      y,
      absorbed: { factor: (factors[absorbedAt] as { name: string }).name, groups },
    },
  };
}
