import type { SalaryTable } from '../../salary-table.ts';
import { categoryMembers } from '../indicators/categories.ts';

/** Each row's category of workers, by the indicators' one rule (decisions §8). */
export function rowCategories(
  table: SalaryTable,
  positionCategories: Readonly<Record<string, string>>,
): string[] {
  const out = new Array<string>(table.length);
  const groups = categoryMembers(table, new Map(Object.entries(positionCategories)));
  for (const [category, members] of groups) for (const i of members) out[i] = category;
  return out;
}
