import type { EmployeeInput } from '#employee-input.ts';
import type { SalaryTable } from '#salary-table.ts';
import { tableOf } from '#table-rows.ts';
import { categoryMembers } from './categories.ts';
import { payColumns } from './hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from './indicator-options.ts';
import { quartileBands } from './quartile-bands.ts';

export type PayDistributionBand = { band: number; number_of_women: number; number_of_men: number };

/**
 * For the joint assessment (Art. 10(1)(b)): per category of workers, where its women and men sit
 * in the category's own pay order (hourly total pay), cut into quarters by the rule of the
 * quartile bands (ties shared in proportion, so counts can be fractional).
 */
export function categoryPayDistribution(
  input: SalaryTable | readonly EmployeeInput[],
  options: IndicatorOptions = {},
): Record<string, PayDistributionBand[]> {
  const resolved = resolveIndicatorOptions(options);
  const table = tableOf(input);
  const pay = payColumns(table, resolved);
  const out: Record<string, PayDistributionBand[]> = {};
  for (const [category, members] of categoryMembers(table, resolved.positionCategories)) {
    const values = Float64Array.from(members, (i) => pay.totalPerFte[i] as number);
    const female = Uint8Array.from(members, (i) => pay.female[i] as number);
    out[category] = quartileBands(values, female).map((b) => ({
      band: b.band,
      number_of_women: b.women,
      number_of_men: b.men,
    }));
  }
  return out;
}
