import { compareNatural } from '#natural-order.ts';
import type { SalaryTable } from '#salary-table.ts';
import { anyRow } from '#text-column.ts';
import { payGap } from '../stats.ts';
import type { PayColumns } from './hourly-pay.ts';
import { round2OrNull } from '#rounding.ts';
import { categoryFlag } from './flags.ts';

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
  if (table.category !== null && anyRow(table.category, false)) return 'category_column';
  return positionCategories.size > 0 ? 'position_mapping' : 'level';
}

/**
 * The category's women and men, and the gaps of their mean base, variable and total pay per
 * FTE, in one pass over its members (each sum in member order, as three passes would add them).
 */
function categoryFigures(members: readonly number[], pay: PayColumns, min: number) {
  const { female, basePerFte, variablePerFte, totalPerFte } = pay;
  let women = 0;
  let womenBase = 0;
  let menBase = 0;
  let womenVariable = 0;
  let menVariable = 0;
  let womenTotal = 0;
  let menTotal = 0;
  for (let k = 0; k < members.length; k++) {
    const i = members[k] as number;
    if (female[i] === 1) {
      women++;
      womenBase += basePerFte[i] as number;
      womenVariable += variablePerFte[i] as number;
      womenTotal += totalPerFte[i] as number;
    } else {
      menBase += basePerFte[i] as number;
      menVariable += variablePerFte[i] as number;
      menTotal += totalPerFte[i] as number;
    }
  }
  const men = members.length - women;
  const gap = (womenSum: number, menSum: number) =>
    payGap(men === 0 ? null : menSum / men, women === 0 ? null : womenSum / women, men, women, min);
  return {
    women,
    men,
    base: gap(womenBase, menBase),
    variable: gap(womenVariable, menVariable),
    total: gap(womenTotal, menTotal),
  };
}

/**
 * Art. 9(1)(g): per category, the gap of the means over everyone in it (variable pay with
 * zeros included), per FTE; flagged by the one rule of flags.ts (on the published gaps).
 */
export function categoryGaps(
  table: SalaryTable,
  pay: PayColumns,
  positionCategories: ReadonlyMap<string, string>,
  minGroupSize: number,
): CategoryGaps[] {
  return [...categoryMembers(table, positionCategories)].map(([category, members]) => {
    const figures = categoryFigures(members, pay, minGroupSize);
    return {
      category,
      members,
      ...figures,
      flagged:
        categoryFlag({
          total_pay_gap_percentage: round2OrNull(figures.total),
          base_pay_gap_percentage: round2OrNull(figures.base),
          variable_pay_gap_percentage: round2OrNull(figures.variable),
        }) === 'flagged',
    };
  });
}
