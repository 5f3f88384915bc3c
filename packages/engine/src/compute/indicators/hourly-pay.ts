import type { SalaryTable } from '#salary-table.ts';
import {
  fteColumn,
  hoursBasisOf,
  toFullTimeEquivalents,
  type HoursBasis,
} from '../full-time-equivalent.ts';
import { monthlyWithBonuses } from '../measures.ts';
import { WEEKS_PER_MONTH, type ResolvedIndicatorOptions } from './indicator-options.ts';

/**
 * Per-person pay columns for the indicators. Pay "per FTE" is the monthly amount scaled to full
 * time (amount / FTE); hourly pay is that over the full-time hours of a month. Gaps, bands and
 * the regression use the per-FTE figures: a constant factor changes no gap, and without FTE the
 * per-FTE total is exactly the base report's salary with bonuses (the same floating-point
 * values, so the same rounded gaps).
 */
export type PayColumns = {
  n: number;
  female: Uint8Array;
  fte: Float64Array;
  /** Base Salary / FTE (monthly, full-time equivalent). */
  basePerFte: Float64Array;
  /** Bonuses and Benefits / 12 / FTE. */
  variablePerFte: Float64Array;
  /** (Base Salary + Bonuses and Benefits / 12) / FTE. */
  totalPerFte: Float64Array;
  /** Yearly Bonuses and Benefits as written in the file. */
  bonuses: Float64Array;
  /** Full-time hours in a month: weekly hours × 52 / 12. */
  hoursPerMonth: number;
  basis: HoursBasis;
};

export function payColumns(table: SalaryTable, options: ResolvedIndicatorOptions): PayColumns {
  const n = table.length;
  const full = options.fullTimeWeeklyHours;
  const fteOf = fteColumn(table, full);
  // The one working-time step every report takes (decisions §8), so these per-FTE figures are
  // the base report's to the bit.
  const equivalent = toFullTimeEquivalents(table, full);
  const c: PayColumns = {
    n,
    female: table.female,
    fte: new Float64Array(n),
    basePerFte: new Float64Array(n),
    variablePerFte: new Float64Array(n),
    totalPerFte: new Float64Array(n),
    bonuses: table.bonuses,
    hoursPerMonth: full * WEEKS_PER_MONTH,
    basis: hoursBasisOf(table),
  };
  for (let i = 0; i < n; i++) {
    const base = equivalent.baseSalary[i] as number;
    const yearly = equivalent.bonuses[i] as number;
    c.fte[i] = fteOf === null ? 1 : (fteOf[i] as number);
    c.basePerFte[i] = base;
    c.variablePerFte[i] = yearly / 12;
    // As computeMeasures adds them, so a total gap here is the base report's with-bonuses gap.
    c.totalPerFte[i] = monthlyWithBonuses(base, yearly);
  }
  return c;
}
