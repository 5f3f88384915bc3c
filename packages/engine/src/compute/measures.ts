import type { EmployeeInput } from '../employee-input.ts';
import { compareNatural } from '../natural-order.ts';

/** The three per-employee measures of decisions §5, as parallel columns for fast group passes. */
export type Measures = {
  base: Float64Array;
  freeDays: Float64Array;
  withBonuses: Float64Array;
  /** 1 for women, 0 for men. */
  female: Uint8Array;
};

export function computeMeasures(rows: readonly EmployeeInput[], workingDays: number): Measures {
  const n = rows.length;
  const measures: Measures = {
    base: new Float64Array(n),
    freeDays: new Float64Array(n),
    withBonuses: new Float64Array(n),
    female: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const row = rows[i] as EmployeeInput;
    measures.base[i] = row.baseSalary;
    measures.freeDays[i] = (row.baseSalary * (workingDays - row.daysOff)) / workingDays;
    measures.withBonuses[i] = row.baseSalary + row.bonuses / 12;
    measures.female[i] = row.gender === 'female' ? 1 : 0;
  }
  return measures;
}

/**
 * Rows per distinct key, keys in natural order. Each key is looked up once per row, in a Map
 * from key to a small integer; the rows are then laid out group by group with a counting sort
 * (ascending row order inside a group) in typed arrays, where a Map of arrays of indices cost
 * a quarter of computeReports, much of it garbage collection.
 */
export type Groups = {
  keys: string[];
  /** The group (index into `keys`) of each row. */
  of: Int32Array;
  /** Group g's rows are members[start[g] .. start[g + 1]). */
  start: Int32Array;
  members: Int32Array;
};

export function groupBy(count: number, keyOf: (index: number) => string): Groups {
  const codes = new Map<string, number>();
  const firstSeen: string[] = [];
  const code = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const key = keyOf(i);
    let c = codes.get(key);
    if (c === undefined) {
      c = firstSeen.length;
      codes.set(key, c);
      firstSeen.push(key);
    }
    code[i] = c;
  }
  const keys = [...firstSeen].sort(compareNatural);
  const rankOf = new Int32Array(keys.length);
  keys.forEach((key, r) => (rankOf[codes.get(key) as number] = r));
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
