import type { EmployeeRow } from '@parytet/contract/reports';
import { round2, round2OrNull } from '#rounding.ts';
import type { SalaryTable } from '#salary-table.ts';
import { textAt, type TextColumn } from '#text-column.ts';
import type { Groups, Measures, PairGroups } from './measures.ts';
import { meanOf } from './stats.ts';

type GroupMeans = {
  all: number | null;
  women: number | null;
  men: number | null;
  womenCount: number;
  menCount: number;
  /** The three means rounded, once per group rather than once per member. */
  allRounded: number | null;
  womenRounded: number | null;
  menRounded: number | null;
};

/**
 * Base-salary means per group in one pass over typed arrays, sums compensated (Neumaier) as in
 * `summarize`; no per-group member lists and no string lookups per row.
 */
function meansOf(groupOf: Int32Array, groups: number, m: Measures): GroupMeans[] {
  const count = new Float64Array(groups);
  const women = new Float64Array(groups);
  const sum = new Float64Array(2 * groups); // women at 2g, men at 2g + 1
  const carry = new Float64Array(2 * groups);
  for (let i = 0; i < groupOf.length; i++) {
    const g = groupOf[i] as number;
    const v = m.base[i] as number;
    const female = m.female[i] as number;
    count[g] = (count[g] as number) + 1;
    women[g] = (women[g] as number) + female;
    const k = 2 * g + 1 - female;
    const s = sum[k] as number;
    const t = s + v;
    carry[k] = (carry[k] as number) + (Math.abs(s) >= Math.abs(v) ? s - t + v : v - t + s);
    sum[k] = t;
  }
  const means: GroupMeans[] = [];
  for (let g = 0; g < groups; g++) {
    const w = women[g] as number;
    const n = count[g] as number;
    const womenSum = (sum[2 * g] as number) + (carry[2 * g] as number);
    const menSum = (sum[2 * g + 1] as number) + (carry[2 * g + 1] as number);
    const all = meanOf(womenSum + menSum, n);
    const womenMean = meanOf(womenSum, w);
    const menMean = meanOf(menSum, n - w);
    means.push({
      all,
      women: womenMean,
      men: menMean,
      womenCount: w,
      menCount: n - w,
      allRounded: round2OrNull(all),
      womenRounded: round2OrNull(womenMean),
      menRounded: round2OrNull(menMean),
    });
  }
  return means;
}

/**
 * The employee report as columns: one row per employee, in input order, made into an
 * `EmployeeRow` only when read (`employeeRowAt`). Building 100 000 rows of 18 fields up front
 * cost more than every other report together, most of it moving the rows out of V8's young
 * generation, and the server only ever reads them once, to store them.
 */
export type EmployeeTable = {
  input: SalaryTable;
  positionOf: Int32Array;
  levelOf: Int32Array;
  positionMeans: readonly GroupMeans[];
  levelMeans: readonly GroupMeans[];
  /** Salary minus the comparator and that as a percentage of it, rounded; NaN: no comparator. */
  difference: Float64Array;
  gap: Float64Array;
};

/**
 * The comparator is the other gender's mean base salary in the same level and position, else in
 * the same level, else none. One person of the other gender is enough: the minimum group size
 * guards published aggregate gaps, while this figure is an internal, per-person reference the
 * employer already holds.
 */
export function computeEmployees(
  input: SalaryTable,
  levels: Groups,
  pairs: PairGroups,
  m: Measures,
): EmployeeTable {
  const n = input.length;
  const levelMeans = meansOf(levels.of, levels.keys.length, m);
  const positionMeans = meansOf(pairs.of, pairs.count, m);
  const difference = new Float64Array(n);
  const gap = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = positionMeans[pairs.of[i] as number] as GroupMeans;
    const l = levelMeans[levels.of[i] as number] as GroupMeans;
    const isFemale = m.female[i] === 1;
    const comparator = (isFemale ? p.men : p.women) ?? (isFemale ? l.men : l.women);
    const salary = m.base[i] as number;
    difference[i] = comparator === null ? Number.NaN : round2(salary - comparator);
    gap[i] = comparator === null ? Number.NaN : round2(((salary - comparator) / comparator) * 100);
  }
  return {
    input,
    positionOf: pairs.of,
    levelOf: levels.of,
    positionMeans,
    levelMeans,
    difference,
    gap,
  };
}

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/** Row `i` of the employee report, as the API, the store and the export show it. */
export function employeeRowAt(table: EmployeeTable, i: number): EmployeeRow {
  const { input } = table;
  const p = table.positionMeans[table.positionOf[i] as number] as GroupMeans;
  const l = table.levelMeans[table.levelOf[i] as number] as GroupMeans;
  return {
    id: input.id[i] as string,
    gender: input.female[i] === 1 ? 'female' : 'male',
    level: textAt(input.level, i) as string,
    position: textAt(input.position, i) as string,
    location: textAt(input.location, i),
    salary: round2(input.baseSalary[i] as number),
    position_mean_salary: p.allRounded,
    position_women_mean_salary: p.womenRounded,
    position_men_mean_salary: p.menRounded,
    level_mean_salary: l.allRounded,
    level_women_mean_salary: l.womenRounded,
    level_men_mean_salary: l.menRounded,
    salary_difference: orNull(table.difference[i] as number),
    pay_gap: orNull(table.gap[i] as number),
    position_women_count: p.womenCount,
    position_men_count: p.menCount,
    level_women_count: l.womenCount,
    level_men_count: l.menCount,
  };
}

/** Rows `from` to `to` (exclusive) of the employee report, made one at a time. */
export function* employeeRows(
  table: EmployeeTable,
  from = 0,
  to = table.input.length,
): Generator<EmployeeRow, void, undefined> {
  const end = Math.min(to, table.input.length);
  for (let i = from; i < end; i++) yield employeeRowAt(table, i);
}

/**
 * What differs from one employee's row to the next, as columns: each row's `employeeRowAt`
 * values without a row object, for writing a million rows. The rest of a row is its groups'.
 */
export type EmployeeRowColumns = {
  length: number;
  id: readonly string[];
  /** 1 for women, 0 for men. */
  female: Uint8Array;
  level: TextColumn;
  position: TextColumn;
  /** Code −1: no location (null in the row). */
  location: TextColumn;
  /** The base salary as the row shows it (rounded). */
  salary: Float64Array;
  /** NaN: no comparator (null in the row). */
  difference: Float64Array;
  gap: Float64Array;
};

export function employeeColumns(table: EmployeeTable): EmployeeRowColumns {
  const { input } = table;
  const salary = new Float64Array(input.length);
  for (let i = 0; i < input.length; i++) salary[i] = round2(input.baseSalary[i] as number);
  return {
    length: input.length,
    id: input.id,
    female: input.female,
    level: input.level,
    position: input.position,
    location: input.location,
    salary,
    difference: table.difference,
    gap: table.gap,
  };
}

/** A level's, or a position's within a level, means (rounded) and head counts. */
export type EmployeeGroup = {
  level: string;
  /** Null for a level's group. */
  position: string | null;
  mean: number | null;
  womenMean: number | null;
  menMean: number | null;
  womenCount: number;
  menCount: number;
};

const groupList = (
  table: EmployeeTable,
  groupOf: Int32Array,
  means: readonly GroupMeans[],
  withPosition: boolean,
): EmployeeGroup[] => {
  // Each group's texts from its first member: one pass over codes, no text compared.
  const first = new Int32Array(means.length).fill(-1);
  for (let i = 0; i < groupOf.length; i++) {
    const g = groupOf[i] as number;
    if (first[g] === -1) first[g] = i;
  }
  const groups: EmployeeGroup[] = [];
  for (let g = 0; g < means.length; g++) {
    const at = first[g] as number;
    if (at === -1) continue;
    const m = means[g] as GroupMeans;
    groups.push({
      level: textAt(table.input.level, at) as string,
      position: withPosition ? (textAt(table.input.position, at) as string) : null,
      mean: m.allRounded,
      womenMean: m.womenRounded,
      menMean: m.menRounded,
      womenCount: m.womenCount,
      menCount: m.menCount,
    });
  }
  return groups;
};

/**
 * The groups behind the employee report's repeated columns: every row of a level shows its
 * level's figures, and every row of a position within a level that position's, exactly as
 * `employeeRowAt` gives them. Stored once per group, not once per row.
 */
export function employeeGroups(table: EmployeeTable): {
  levels: EmployeeGroup[];
  positions: EmployeeGroup[];
} {
  return {
    levels: groupList(table, table.levelOf, table.levelMeans, false),
    positions: groupList(table, table.positionOf, table.positionMeans, true),
  };
}
