import type {
  RegressionData,
  RegressionModel,
  RegressionUnavailable,
} from '@parytet/contract/regression';
import type { EmployeeInput } from '#employee-input.ts';
import { tableOf } from '#table-rows.ts';
import type { SalaryTable } from '#salary-table.ts';
import { payColumns } from '../indicators/hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from '../indicators/indicator-options.ts';
import { fitLogibModel } from './logib-model.ts';
import { fitParytetModel } from './parytet-model.ts';

export type RegressionOutcome = {
  regression: RegressionData | null;
  unavailable_reason: RegressionUnavailable | null;
  excluded_rows: RegressionData['excluded_rows'];
};

/** The chosen model's full regression output on a salary file's rows. Pure. */
export function fitRegression(
  input: SalaryTable | readonly EmployeeInput[],
  model: RegressionModel,
  options: IndicatorOptions = {},
): RegressionOutcome {
  const resolved = resolveIndicatorOptions(options);
  const table = tableOf(input);
  const pay = payColumns(table, resolved);
  if (model === 'logib') {
    const fit = fitLogibModel(table, pay.totalPerFte, resolved.minGroupSize);
    return {
      regression: fit.regression,
      unavailable_reason: fit.regression === null ? fit.reason : null,
      excluded_rows: fit.excluded,
    };
  }
  const regression = fitParytetModel(
    table,
    pay.totalPerFte,
    pay.hoursPerMonth,
    resolved.minGroupSize,
  );
  const { women } = table;
  const tooFew = women < resolved.minGroupSize || table.length - women < resolved.minGroupSize;
  return {
    regression,
    unavailable_reason:
      regression !== null ? null : tooFew ? 'too_few_women_or_men' : 'no_degrees_of_freedom',
    excluded_rows: [],
  };
}
