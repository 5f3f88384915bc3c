import { naturalRanks } from '../natural-order.ts';
import type { SalaryTable, TextColumn } from '../salary-table.ts';

/** The three per-employee measures of decisions §5, as parallel columns for fast group passes. */
export type Measures = {
  base: Float64Array;
  freeDays: Float64Array;
  withBonuses: Float64Array;
  /** 1 for women, 0 for men. */
  female: Uint8Array;
};

export function computeMeasures(table: SalaryTable, workingDays: number): Measures {
  const n = table.length;
  const { baseSalary, daysOff, bonuses } = table;
  const freeDays = new Float64Array(n);
  const withBonuses = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const base = baseSalary[i] as number;
    freeDays[i] = (base * (workingDays - (daysOff[i] as number))) / workingDays;
    withBonuses[i] = base + (bonuses[i] as number) / 12;
  }
  return { base: baseSalary, freeDays, withBonuses, female: table.female };
}

/**
 * Rows per distinct value of a text column, values in natural order. The reader already coded
 * each row's value as a small integer; the rows are laid out group by group with a counting
 * sort (ascending row order inside a group) in typed arrays, where a Map of arrays of indices
 * cost a quarter of computeReports, much of it garbage collection.
 */
export type Groups = {
  keys: string[];
  /** The group (index into `keys`) of each row. */
  of: Int32Array;
  /** Group g's rows are members[start[g] .. start[g + 1]). */
  start: Int32Array;
  members: Int32Array;
};

export function groupBy(column: TextColumn): Groups {
  const code = column.codes;
  const count = code.length;
  const { sorted: keys, rank: rankOf } = naturalRanks(column.values);
  const of = new Int32Array(count);
  const start = new Int32Array(keys.length + 1);
  for (let i = 0; i < count; i++) {
    const g = rankOf[code[i] as number] as number;
    of[i] = g;
    start[g + 1] = (start[g + 1] as number) + 1;
  }
  for (let g = 0; g < keys.length; g++)
    start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  const next = start.slice(0, keys.length);
  const members = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const g = of[i] as number;
    members[next[g] as number] = i;
    next[g] = (next[g] as number) + 1;
  }
  return { keys, of, start, members };
}

/** The rows of group `g`, ascending (a view, not a copy). */
export function membersOf(groups: Groups, g: number): Int32Array {
  return groups.members.subarray(groups.start[g] as number, groups.start[g + 1] as number);
}
