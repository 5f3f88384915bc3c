import { naturalRanks } from '#natural-order.ts';
import type { SalaryTable } from '#salary-table.ts';
import type { TextColumn } from '#text-column.ts';

/** The three per-employee measures of decisions §5, as parallel columns for fast group passes. */
export type Measures = {
  base: Float64Array;
  freeDays: Float64Array;
  withBonuses: Float64Array;
  /** 1 for women, 0 for men. */
  female: Uint8Array;
  women: number;
};

/**
 * Salary with bonuses (decisions §5): Base Salary plus the yearly Bonuses and Benefits spread
 * over twelve months. Every figure of total pay reads it.
 */
export const monthlyWithBonuses = (base: number, yearlyBonuses: number): number =>
  base + yearlyBonuses / 12;

export function computeMeasures(table: SalaryTable, workingDays: number): Measures {
  const n = table.length;
  const { baseSalary, daysOff, bonuses } = table;
  const freeDays = new Float64Array(n);
  const withBonuses = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const base = baseSalary[i] as number;
    freeDays[i] = (base * (workingDays - (daysOff[i] as number))) / workingDays;
    withBonuses[i] = monthlyWithBonuses(base, bonuses[i] as number);
  }
  return { base: baseSalary, freeDays, withBonuses, female: table.female, women: table.women };
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
export function membersOf(groups: Pick<Groups, 'start' | 'members'>, g: number): Int32Array {
  return groups.members.subarray(groups.start[g] as number, groups.start[g + 1] as number);
}

/**
 * Groups of one Position within one Level (decisions §5: the same work; a title that spans
 * levels is several groups), ordered by level, then position, in natural order; rows ascending
 * inside each. Two counting sorts (the rows by position are already laid out, then stably by
 * level), so no comparison sort of 100 000 keys.
 */
export type PairGroups = {
  count: number;
  /** The pair group of each row. */
  of: Int32Array;
  /** Group g's rows are members[start[g] .. start[g + 1]). */
  start: Int32Array;
  members: Int32Array;
  /** Each group's level and position (indices into their `keys`). */
  level: Int32Array;
  position: Int32Array;
};

export function groupPairs(levels: Groups, positions: Groups): PairGroups {
  const n = levels.of.length;
  const next = levels.start.slice(0, levels.keys.length);
  const members = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const i = positions.members[k] as number;
    const l = levels.of[i] as number;
    members[next[l] as number] = i;
    next[l] = (next[l] as number) + 1;
  }
  const of = new Int32Array(n);
  const start: number[] = [];
  const level: number[] = [];
  const position: number[] = [];
  let previousLevel = -1;
  let previousPosition = -1;
  for (let k = 0; k < n; k++) {
    const i = members[k] as number;
    const l = levels.of[i] as number;
    const p = positions.of[i] as number;
    if (l !== previousLevel || p !== previousPosition) {
      start.push(k);
      level.push(l);
      position.push(p);
      previousLevel = l;
      previousPosition = p;
    }
    of[i] = level.length - 1;
  }
  start.push(n);
  return {
    count: level.length,
    of,
    start: Int32Array.from(start),
    members,
    level: Int32Array.from(level),
    position: Int32Array.from(position),
  };
}
