import type { SalaryTable } from '#salary-table.ts';

/** Hours of a full-time week when the organisation has not configured its own. */
export const DEFAULT_FULL_TIME_WEEKLY_HOURS = 40;

/**
 * Each row's fraction of a full-time contract (decisions §8): the FTE cell; else Weekly Hours
 * over the full-time week; else 1. FTE wins when a row has both. Null when the file has neither
 * column, so a file without working time takes no extra pass and no figure moves.
 */
export function fteColumn(table: SalaryTable, fullTimeWeeklyHours: number): Float64Array | null {
  const { fte: stated, weeklyHours } = table;
  if (stated === null && weeklyHours === null) return null;
  const fte = new Float64Array(table.length);
  for (let i = 0; i < table.length; i++) {
    // An empty FTE cell (NaN) falls back to the hours, an empty hours cell to full time.
    const given = stated === null ? Number.NaN : (stated[i] as number);
    const hours = weeklyHours === null ? Number.NaN : (weeklyHours[i] as number);
    fte[i] = !Number.isNaN(given) ? given : Number.isNaN(hours) ? 1 : hours / fullTimeWeeklyHours;
  }
  return fte;
}

/** Where the working time came from; 'full_time_assumed' when the file has neither column. */
export type HoursBasis = 'fte' | 'weekly_hours' | 'full_time_assumed';

export const hoursBasisOf = (table: SalaryTable): HoursBasis =>
  table.fte !== null ? 'fte' : table.weeklyHours !== null ? 'weekly_hours' : 'full_time_assumed';

/**
 * The step before every report: Base Salary and Bonuses and Benefits are the amounts paid; every
 * comparison of pay between people reads them as full-time equivalents, amount ÷ FTE. A file
 * without FTE or Weekly Hours comes back as the same table, so every figure stays the same to
 * the cent (to the bit).
 */
export function toFullTimeEquivalents(
  table: SalaryTable,
  fullTimeWeeklyHours = DEFAULT_FULL_TIME_WEEKLY_HOURS,
): SalaryTable {
  const fte = fteColumn(table, fullTimeWeeklyHours);
  if (fte === null) return table;
  const baseSalary = new Float64Array(table.length);
  const bonuses = new Float64Array(table.length);
  for (let i = 0; i < table.length; i++) {
    const f = fte[i] as number;
    baseSalary[i] = (table.baseSalary[i] as number) / f;
    bonuses[i] = (table.bonuses[i] as number) / f;
  }
  return { ...table, baseSalary, bonuses };
}
