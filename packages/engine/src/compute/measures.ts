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

/** Row indices per distinct key, keys in natural order; one pass plus a sort of the keys. */
export type Groups = { keys: string[]; members: Map<string, number[]> };

export function groupBy(count: number, keyOf: (index: number) => string): Groups {
  const members = new Map<string, number[]>();
  for (let i = 0; i < count; i++) {
    const key = keyOf(i);
    const list = members.get(key);
    if (list === undefined) members.set(key, [i]);
    else list.push(i);
  }
  return { keys: [...members.keys()].sort(compareNatural), members };
}
