import type { UnexplainedGap } from '@parytet/contract/reporting/indicators';
import type { SalaryTable } from '#salary-table.ts';
import { payColumns, type PayColumns } from '../indicators/hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from '../indicators/indicator-options.ts';
import { fitUnexplainedGap } from '../indicators/unexplained-gap.ts';
import { logibUnexplainedGap } from '../regression/logib-unexplained-gap.ts';

/**
 * The unexplained gap of the organisation's chosen model alone, by the functions
 * computeIndicators calls for its `unexplained_gap` (a test holds the two equal), without the
 * other indicators: the optimiser's unexplained-gap goal refits it many times.
 */
export function unexplainedGapOf(
  table: SalaryTable,
  options: IndicatorOptions,
  pay: PayColumns = payColumns(table, resolveIndicatorOptions(options)),
): UnexplainedGap | null {
  const { minGroupSize } = resolveIndicatorOptions(options);
  if (options.regressionModel === 'logib') {
    return logibUnexplainedGap(table, pay.totalPerFte, minGroupSize);
  }
  const fit = fitUnexplainedGap(table, pay.totalPerFte, pay.hoursPerMonth, minGroupSize);
  return fit === null
    ? null
    : {
        coefficient: fit.coefficient,
        standard_error: fit.standardError,
        ci_low: fit.ciLow,
        ci_high: fit.ciHigh,
        n: fit.n,
        above_tolerance: fit.aboveTolerance,
        terms: fit.terms,
      };
}

/**
 * Each person's full-time-equivalent monthly total pay as the parytet model's objective factors
 * predict it (the female term left out), as cost to close reads it; null without a fit. Logib's
 * model has no prediction for the rows its checks leave out, so this is the parytet model's.
 */
export function predictedPay(table: SalaryTable, options: IndicatorOptions): Float64Array | null {
  const resolved = resolveIndicatorOptions(options);
  const pay = payColumns(table, resolved);
  const fit = fitUnexplainedGap(table, pay.totalPerFte, pay.hoursPerMonth, resolved.minGroupSize);
  if (fit === null) return null;
  const out = new Float64Array(table.length);
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.exp(fit.explainedLogPay[i] as number) * pay.hoursPerMonth;
  }
  return out;
}
