import type { EmployeeInput } from '#employee-input.ts';
import { round2OrNull } from '#rounding.ts';
import type { SalaryTable } from '#salary-table.ts';
import { tableOf } from '#table-rows.ts';
import { categoryMembers, type CategorySource } from './categories.ts';
import { textAt } from '#text-column.ts';
import { payColumns } from './hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from './indicator-options.ts';

/** One sex's head count in the worker's category and their mean full-time-equivalent base pay. */
export type StatementGroup = { count: number; average: number | null };

/**
 * What an Art. 7 answer tells one worker (decisions §8): the monthly base salary paid, its FTE
 * and full-time equivalent, and the mean full-time-equivalent base salary of the women and of
 * the men in the same category of workers: the report's one category list, as the indicators
 * and the joint assessment read it.
 */
export type PayStatement = {
  category: string;
  categorySource: CategorySource;
  paid: number;
  fte: number;
  fullTimeEquivalent: number;
  women: StatementGroup;
  men: StatementGroup;
};

/** Where this row's category came from (a row without a Category cell falls back). */
const rowSource = (
  table: SalaryTable,
  row: number,
  positionCategories: ReadonlyMap<string, string>,
): CategorySource => {
  if (table.category !== null && textAt(table.category, row) !== null) return 'category_column';
  const position = textAt(table.position, row) as string;
  return positionCategories.has(position) ? 'position_mapping' : 'level';
};

export function payStatement(
  input: SalaryTable | readonly EmployeeInput[],
  employeeId: string,
  options: IndicatorOptions = {},
): PayStatement | null {
  const table = tableOf(input);
  const row = table.id.indexOf(employeeId);
  if (row < 0) return null;
  const resolved = resolveIndicatorOptions(options);
  const pay = payColumns(table, resolved);
  for (const [category, members] of categoryMembers(table, resolved.positionCategories)) {
    if (!members.includes(row)) continue;
    const sums = [0, 0];
    const counts = [0, 0];
    for (const i of members) {
      const f = pay.female[i] as number;
      sums[f] = (sums[f] as number) + (pay.basePerFte[i] as number);
      counts[f] = (counts[f] as number) + 1;
    }
    const group = (f: 0 | 1): StatementGroup => ({
      count: counts[f] as number,
      average: counts[f] === 0 ? null : round2OrNull((sums[f] as number) / (counts[f] as number)),
    });
    return {
      category,
      categorySource: rowSource(table, row, resolved.positionCategories),
      paid: table.baseSalary[row] as number,
      fte: pay.fte[row] as number,
      fullTimeEquivalent: round2OrNull(pay.basePerFte[row] as number) as number,
      women: group(1),
      men: group(0),
    };
  }
  return null;
}
