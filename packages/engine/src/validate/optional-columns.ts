import type { ProcessingErrorCode } from '@parytet/contract/reports';
import {
  SALARY_FILE_OPTIONAL_COLUMNS,
  type OptionalSalaryFileField,
} from '@parytet/contract/salary-file';
import type { Cell } from '#readers/cell.ts';
import { parseNumberCell } from './parse-number.ts';

/** Columns a file may add for the EU indicators (hourly pay, categories, the regression). */
export type OptionalField = OptionalSalaryFileField;

/** The contract's list: the upload page and the example file name the same columns. */
export const OPTIONAL_COLUMNS = SALARY_FILE_OPTIONAL_COLUMNS;

/** Longest working week a Weekly Hours cell may state: every hour of a week. */
export const MAX_WEEKLY_HOURS = 168;
/** Upper bounds that catch a wrong column (a salary typed into Age), not real people. */
export const MAX_AGE = 120;
const MAX_YEARS_OF_SERVICE = 80;

/**
 * A number cell that may be empty (null), must be a number (INVALID_NUMERIC), must be above
 * zero or at least zero (NEGATIVE_VALUES, as for Base Salary and Bonuses), and at most `max`
 * (INVALID_NUMERIC: a value past the bound is not a plausible reading of the column).
 */
function bounded(cell: Cell, positive: boolean, max: number): number | null | ProcessingErrorCode {
  const n = parseNumberCell(cell);
  if (n === null) return null;
  if (Number.isNaN(n)) return 'INVALID_NUMERIC';
  if (positive ? !(n > 0) : n < 0) return 'NEGATIVE_VALUES';
  return n > max ? 'INVALID_NUMERIC' : n + 0;
}

/** FTE: empty = full time (null); a number outside 0 < x ≤ 1 is INVALID_FTE (decisions §8). */
export const fte = (cell: Cell): number | null | ProcessingErrorCode => {
  const n = parseNumberCell(cell);
  if (n === null) return null;
  if (Number.isNaN(n)) return 'INVALID_NUMERIC';
  return n > 0 && n <= 1 ? n + 0 : 'INVALID_FTE';
};
/** Weekly Hours: empty = full time (null); otherwise 0 < x ≤ 168. */
export const weeklyHours = (cell: Cell): number | null | ProcessingErrorCode =>
  bounded(cell, true, MAX_WEEKLY_HOURS);
/** Years of Service: empty = unknown (null); otherwise 0 ≤ x ≤ 80. */
export const yearsOfService = (cell: Cell): number | null | ProcessingErrorCode =>
  bounded(cell, false, MAX_YEARS_OF_SERVICE);
/** Age: empty = unknown (null); otherwise 0 ≤ x ≤ 120. */
export const age = (cell: Cell): number | null | ProcessingErrorCode =>
  bounded(cell, false, MAX_AGE);
