import type { EmployeeInput } from '../../employee-input.ts';
import { WEEKS_PER_MONTH, type ResolvedIndicatorOptions } from './indicator-options.ts';

/** Where the hours came from; 'full_time_assumed' when the file has neither column. */
export type HoursBasis = 'fte' | 'weekly_hours' | 'full_time_assumed';

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

export function payColumns(
  rows: readonly EmployeeInput[],
  options: ResolvedIndicatorOptions,
): PayColumns {
  const n = rows.length;
  const c: PayColumns = {
    n,
    female: new Uint8Array(n),
    fte: new Float64Array(n),
    basePerFte: new Float64Array(n),
    variablePerFte: new Float64Array(n),
    totalPerFte: new Float64Array(n),
    bonuses: new Float64Array(n),
    hoursPerMonth: options.fullTimeWeeklyHours * WEEKS_PER_MONTH,
    basis: 'full_time_assumed',
  };
  for (let i = 0; i < n; i++) {
    const row = rows[i] as EmployeeInput;
    if (row.fte !== undefined) c.basis = 'fte';
    else if (row.weeklyHours !== undefined) c.basis = 'weekly_hours';
    const fte =
      row.fte ?? (row.weeklyHours == null ? 1 : row.weeklyHours / options.fullTimeWeeklyHours);
    const total = row.baseSalary + row.bonuses / 12;
    c.female[i] = row.gender === 'female' ? 1 : 0;
    c.fte[i] = fte;
    c.bonuses[i] = row.bonuses;
    // Dividing by 1 is exact, so a file without hours gives the base report's own values.
    c.basePerFte[i] = row.baseSalary / fte;
    c.variablePerFte[i] = row.bonuses / 12 / fte;
    c.totalPerFte[i] = total / fte;
  }
  return c;
}
