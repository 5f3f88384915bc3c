import { compareNatural } from '../../natural-order.ts';
import type { SalaryTable } from '../../salary-table.ts';
import { payGap } from '../stats.ts';
import type { PayColumns } from './hourly-pay.ts';
import { GAP_THRESHOLD_PERCENT } from './indicator-options.ts';

export type CategorySource = 'level' | 'position_mapping' | 'category_column';

export type CategoryGaps = {
  category: string;
  members: number[];
  women: number;
  men: number;
  base: number | null;
  variable: number | null;
  total: number | null;
  flagged: boolean;
};

/**
 * The rows of each category, categories in natural order. A row's category is its Category
 * cell, else its position's mapped category, else its level: looked up once per distinct
 * position and level, not per row.
 */
export function categoryMembers(
  table: SalaryTable,
  positionCategories: ReadonlyMap<string, string>,
): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  const listOf = (name: string): number[] => {
    let list = groups.get(name);
    if (list === undefined) groups.set(name, (list = []));
    return list;
  };
  const byPosition = table.position.values.map((p) => {
    const mapped = positionCategories.get(p);
    return mapped === undefined ? null : listOf(mapped);
  });
  const byLevel: (number[] | undefined)[] = [];
  const byCategory = table.category?.values.map(listOf) ?? [];
  const categoryCodes = table.category?.codes;
  for (let i = 0; i < table.length; i++) {
    const c = categoryCodes === undefined ? -1 : (categoryCodes[i] as number);
    let list = c >= 0 ? byCategory[c] : byPosition[table.position.codes[i] as number];
    if (list === undefined || list === null) {
      const level = table.level.codes[i] as number;
      list = byLevel[level] ??= listOf(table.level.values[level] as string);
    }
    list.push(i);
  }
  const sorted = new Map<string, number[]>();
  for (const name of [...groups.keys()].sort(compareNatural)) {
    const members = groups.get(name) as number[];
    if (members.length > 0) sorted.set(name, members);
  }
  return sorted;
}

export function categorySource(
  table: SalaryTable,
  positionCategories: ReadonlyMap<string, string>,
): CategorySource {
  if (table.category?.codes.some((c) => c >= 0) === true) return 'category_column';
  return positionCategories.size > 0 ? 'position_mapping' : 'level';
}

function meanGap(
  values: Float64Array,
  members: readonly number[],
  female: Uint8Array,
  min: number,
) {
  let women = 0;
  let womenSum = 0;
  let menSum = 0;
  for (const i of members) {
    if (female[i] === 1) {
      women++;
      womenSum += values[i] as number;
    } else menSum += values[i] as number;
  }
  const men = members.length - women;
  return payGap(
    men === 0 ? null : menSum / men,
    women === 0 ? null : womenSum / women,
    men,
    women,
    min,
  );
}

/**
 * Art. 9(1)(g): per category, the gap of the means over everyone in it (variable pay with
 * zeros included), per FTE; flagged when the total gap is at least 5 % either way (unrounded).
 */
export function categoryGaps(
  table: SalaryTable,
  pay: PayColumns,
  positionCategories: ReadonlyMap<string, string>,
  minGroupSize: number,
): CategoryGaps[] {
  return [...categoryMembers(table, positionCategories)].map(([category, members]) => {
    let women = 0;
    for (const i of members) women += pay.female[i] as number;
    const total = meanGap(pay.totalPerFte, members, pay.female, minGroupSize);
    return {
      category,
      members,
      women,
      men: members.length - women,
      base: meanGap(pay.basePerFte, members, pay.female, minGroupSize),
      variable: meanGap(pay.variablePerFte, members, pay.female, minGroupSize),
      total,
      flagged: total !== null && Math.abs(total) >= GAP_THRESHOLD_PERCENT,
    };
  });
}
