import type { EmployeeInput } from '../../employee-input.ts';
import { compareNatural } from '../../natural-order.ts';
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

/** The category of each row: the Category cell, else the position's mapped category, else the level. */
export function categoryOf(
  row: EmployeeInput,
  positionCategories: ReadonlyMap<string, string>,
): string {
  return row.category ?? positionCategories.get(row.position) ?? row.level;
}

export function categorySource(
  rows: readonly EmployeeInput[],
  positionCategories: ReadonlyMap<string, string>,
): CategorySource {
  if (rows.some((r) => r.category != null)) return 'category_column';
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
  rows: readonly EmployeeInput[],
  pay: PayColumns,
  positionCategories: ReadonlyMap<string, string>,
  minGroupSize: number,
): CategoryGaps[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const key = categoryOf(row, positionCategories);
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [i]);
    else list.push(i);
  });
  return [...groups.keys()].sort(compareNatural).map((category) => {
    const members = groups.get(category) ?? [];
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
