import type { IndicatorsData } from '@parytet/contract/reporting/indicators';
import type { EmployeeInput } from '#employee-input.ts';
import { round2, round2OrNull } from '#rounding.ts';
import type { SalaryTable } from '#salary-table.ts';
import { tableOf } from '#table-rows.ts';
import { categoryGaps, categorySource } from './categories.ts';
import { costToClose } from './cost-to-close.ts';
import { gapsOf, percentOf } from './gap.ts';
import { payColumns } from './hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from './indicator-options.ts';
import { quartileBands } from './quartile-bands.ts';
import { logibUnexplainedGap } from '../regression/logib-unexplained-gap.ts';
import { fitUnexplainedGap } from './unexplained-gap.ts';

/** The EU Pay Transparency indicators (Art. 9(1)(a)–(g)) and the Art. 10 figures. Pure. */
export function computeIndicators(
  input: SalaryTable | readonly EmployeeInput[],
  options: IndicatorOptions = {},
): IndicatorsData {
  const resolved = resolveIndicatorOptions(options);
  const { minGroupSize, positionCategories } = resolved;
  const table = tableOf(input);
  const pay = payColumns(table, resolved);
  const total = gapsOf(pay.totalPerFte, pay.female, minGroupSize);
  const receives = (i: number): boolean => (pay.bonuses[i] as number) > 0;
  const variable = gapsOf(pay.variablePerFte, pay.female, minGroupSize, receives);
  const categories = categoryGaps(table, pay, positionCategories, minGroupSize);
  const fit = fitUnexplainedGap(table, pay.totalPerFte, pay.hoursPerMonth, minGroupSize);
  const costs = costToClose(categories, pay, fit?.explainedLogPay ?? null);
  const totalMonthly = costs.reduce((s, c) => s + c.totalMonthly, 0);
  return {
    records: table.length,
    hours_basis: pay.basis,
    category_source: categorySource(table, positionCategories),
    pay_gap_mean: round2OrNull(total.mean),
    pay_gap_median: round2OrNull(total.median),
    variable_pay_gap_mean: round2OrNull(variable.mean),
    variable_pay_gap_median: round2OrNull(variable.median),
    receiving_variable_pay: {
      women_percentage: round2OrNull(percentOf(variable.women, total.women)),
      men_percentage: round2OrNull(percentOf(variable.men, total.men)),
    },
    quartile_bands: quartileBands(pay.totalPerFte, pay.female).map((b) => ({
      band: b.band,
      number_of_women: b.women,
      number_of_men: b.men,
      women_percentage: round2OrNull(percentOf(b.women, b.size)),
      men_percentage: round2OrNull(percentOf(b.men, b.size)),
    })),
    categories: categories.map((c) => ({
      category: c.category,
      total_people: c.members.length,
      number_of_women: c.women,
      number_of_men: c.men,
      base_pay_gap_percentage: round2OrNull(c.base),
      variable_pay_gap_percentage: round2OrNull(c.variable),
      total_pay_gap_percentage: round2OrNull(c.total),
      flagged: c.flagged,
    })),
    unexplained_gap:
      options.regressionModel === 'logib'
        ? logibUnexplainedGap(table, pay.totalPerFte, minGroupSize)
        : fit === null
          ? null
          : {
              coefficient: fit.coefficient,
              standard_error: fit.standardError,
              ci_low: fit.ciLow,
              ci_high: fit.ciHigh,
              n: fit.n,
              above_tolerance: fit.aboveTolerance,
              terms: fit.terms,
            },
    cost_to_close: {
      total_monthly_raise: round2(totalMonthly),
      total_yearly_raise: round2(totalMonthly * 12),
      categories: costs.map((c) => ({
        category: c.category,
        unexplained_gap_percentage: round2OrNull(c.unexplainedGap),
        raised_gender: c.raisedGender,
        total_monthly_raise: round2(c.totalMonthly),
        total_yearly_raise: round2(c.totalMonthly * 12),
        raises: c.raises.map((r) => ({
          employee_id: table.id[r.index] as string,
          monthly_raise: round2(r.monthly),
        })),
      })),
    },
  };
}
