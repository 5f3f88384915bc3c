import { textAt, type EmployeeColumns, type SalaryTable, type TextColumn } from '@parytet/engine';
import { isPackedInputs, unpackIndicatorInputs } from './packed-inputs.ts';

/**
 * The employee fields the EU indicators read, one array per field (report_results.indicator_inputs).
 * An optional column's array is there only when the file had the column, because the engine
 * tells "no FTE column" (undefined) from "an empty FTE cell" (null). `daysOff` (kept since merit
 * cycles, whose applied report is a whole salary file) is there when any row has days off;
 * absent, every row had none, or the report was stored before it was kept.
 */
export type IndicatorInputs = EmployeeColumns;

const texts = (column: TextColumn) => Array.from(column.codes, (_, i) => textAt(column, i));
const numbers = (column: Float64Array) =>
  Array.from(column, (value) => (Number.isNaN(value) ? null : value));

export const encodeIndicatorInputs = (table: SalaryTable): IndicatorInputs => {
  const out: IndicatorInputs = {
    id: table.id,
    female: Array.from(table.female, (f) => (f === 1 ? 1 : 0)),
    level: texts(table.level) as string[],
    position: texts(table.position) as string[],
    location: texts(table.location),
    baseSalary: Array.from(table.baseSalary),
    bonuses: Array.from(table.bonuses),
  };
  if (table.fte) out.fte = numbers(table.fte);
  if (table.weeklyHours) out.weeklyHours = numbers(table.weeklyHours);
  if (table.category) out.category = texts(table.category);
  if (table.yearsOfService) out.yearsOfService = numbers(table.yearsOfService);
  if (table.age) out.age = numbers(table.age);
  if (table.education) out.education = texts(table.education);
  if (table.performance) out.performance = texts(table.performance);
  if (table.daysOff.some((days) => days !== 0)) out.daysOff = Array.from(table.daysOff);
  return out;
};

/** A report's inputs as stored: packed bytes, or JSON text for a report stored before them. */
export type StoredInputs = string | Uint8Array;

/**
 * A report's stored inputs as arrays: packed (packed-inputs.ts, reports stored from now on) or
 * JSON text (reports stored before).
 */
export const readStoredInputs = (stored: StoredInputs): IndicatorInputs =>
  typeof stored === 'string' || !isPackedInputs(stored)
    ? (JSON.parse(
        typeof stored === 'string' ? stored : new TextDecoder().decode(stored),
      ) as IndicatorInputs)
    : unpackIndicatorInputs(stored);
