import type { RegressionData } from '@parytet/contract/regression';
import type { SalaryTable } from '#salary-table.ts';
import { fitUnexplainedGap } from '../indicators/unexplained-gap.ts';
import { totalSumOfSquares } from './dense-ols.ts';
import { summariseFit } from './regression-summary.ts';

const FACTOR_COLUMNS = {
  level: (t: SalaryTable) => t.level,
  position: (t: SalaryTable) => t.position,
  location: (t: SalaryTable) => t.location,
  education: (t: SalaryTable) => t.education,
} as const;

/** Rows with a dummy's value (`factor=value`; '' is an empty cell); null for a numeric term. */
function headCount(table: SalaryTable, term: string): number | null {
  const at = term.indexOf('=');
  if (at < 0) return null;
  const pick = FACTOR_COLUMNS[term.slice(0, at) as keyof typeof FACTOR_COLUMNS];
  const column = pick === undefined ? null : pick(table);
  if (column === null) return null;
  const value = term.slice(at + 1);
  const code = value === '' ? -1 : column.values.indexOf(value);
  let count = 0;
  for (const c of column.codes) if (c === code) count++;
  return count;
}

/**
 * The `parytet` model's full output: the very fit the indicators use (fitUnexplainedGap, its
 * female coefficient unchanged), with every column's coefficient, t and p, R² against the
 * spread of log hourly pay, and Kennedy's estimate. Its factor with the most values is
 * absorbed (demeaned within its groups), so it has no intercept and no dummies of its own.
 */
export function fitParytetModel(
  table: SalaryTable,
  totalPerFte: Float64Array,
  hoursPerMonth: number,
  minGroupSize: number,
): RegressionData | null {
  const fit = fitUnexplainedGap(table, totalPerFte, hoursPerMonth, minGroupSize);
  if (fit === null) return null;
  const { columns } = fit;
  return summariseFit({
    model: 'parytet',
    names: columns.names,
    beta: columns.beta,
    standardError: columns.standardError,
    femaleAt: 0,
    n: fit.n,
    women: table.women,
    df: fit.df,
    rss: columns.rss,
    tss: totalSumOfSquares(columns.y),
    excluded: [],
    people: columns.names.map((name) => (name === 'female' ? table.women : headCount(table, name))),
    absorbed: columns.absorbed,
  });
}
