import type { RegressionData } from '@parytet/contract/regression';
import type { SalaryTable } from '../../salary-table.ts';
import { fitUnexplainedGap } from '../indicators/unexplained-gap.ts';
import { totalSumOfSquares } from './dense-ols.ts';
import { summariseFit } from './regression-summary.ts';

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
    absorbed: columns.absorbed,
  });
}
