import type { SalaryTable } from '../../salary-table.ts';
import { WEEKS_PER_MONTH, type ResolvedIndicatorOptions } from './indicator-options.ts';

/** Where the hours came from; 'full_time_assumed' when the file has neither column. */
type HoursBasis = 'fte' | 'weekly_hours' | 'full_time_assumed';

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
  const { baseSalary, bonuses, fte: fteColumn, weeklyHours } = table;
  const full = options.fullTimeWeeklyHours;
  const c: PayColumns = {
    n,
    female: table.female,
    fte: new Float64Array(n),
    basePerFte: new Float64Array(n),
    variablePerFte: new Float64Array(n),
    totalPerFte: new Float64Array(n),
    bonuses,
    hoursPerMonth: full * WEEKS_PER_MONTH,
    basis: fteColumn !== null ? 'fte' : weeklyHours !== null ? 'weekly_hours' : 'full_time_assumed',
  };
  for (let i = 0; i < n; i++) {
    // An empty FTE cell (NaN) falls back to the hours, an empty hours cell to full time.
    const stated = fteColumn === null ? Number.NaN : (fteColumn[i] as number);
    const hours = weeklyHours === null ? Number.NaN : (weeklyHours[i] as number);
    const fte = !Number.isNaN(stated) ? stated : Number.isNaN(hours) ? 1 : hours / full;
    const base = baseSalary[i] as number;
    const yearly = bonuses[i] as number;
    c.fte[i] = fte;
    // Dividing by 1 is exact, so a file without hours gives the base report's own values.
    c.basePerFte[i] = base / fte;
    c.variablePerFte[i] = yearly / 12 / fte;
    c.totalPerFte[i] = (base + yearly / 12) / fte;
  }
  return c;
}
