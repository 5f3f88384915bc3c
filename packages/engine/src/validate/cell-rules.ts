import type { ProcessingErrorCode } from '@parytet/contract/reports';
import { type Cell, cellText } from '#readers/cell.ts';
import { round2 } from '#rounding.ts';
import { normalizeHeader } from './columns.ts';
import { parseNumberCell } from './parse-number.ts';

// Rules return either the value or the code the cell fails with; codes are upper-case strings
// that no value can be, which keeps the per-cell path free of wrapper objects (100 000 rows).

const GENDERS = new Map<string, 'female' | 'male'>([
  ['female', 'female'],
  ['kobieta', 'female'],
  ['male', 'male'],
  ['mezczyzna', 'male'],
  ['Female', 'female'],
  ['Kobieta', 'female'],
  ['Male', 'male'],
  ['Mężczyzna', 'male'],
]);

/** The codes a cell can earn, highest precedence first (the row validator ranks them so). */
export const CELL_CODES = [
  'MISSING_VALUES',
  'INVALID_GENDER',
  'INCORRECT_GENDERS',
  'INVALID_NUMERIC',
  'NEGATIVE_VALUES',
  'INVALID_DAYS_OFF',
  'INVALID_FTE',
] as const satisfies readonly ProcessingErrorCode[];
const CODES = new Set<string>(CELL_CODES);

export function isCode(value: unknown): value is ProcessingErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * Whether String.prototype.trim removes this code unit (WhiteSpace and LineTerminator): what
 * `textOf` trims, tested per code unit where a string of its own would cost an allocation.
 */
export function isTrimmed(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Trimmed text, or null for an empty cell or an error cell (#N/A holds no value). */
export function textOf(cell: Cell): string | null {
  if (typeof cell === 'string') {
    // Printable ASCII at both ends: nothing to trim (the case of nearly every cell).
    const first = cell.charCodeAt(0);
    const last = cell.charCodeAt(cell.length - 1);
    if (first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f) return cell;
    const text = cell.trim();
    return text === '' ? null : text;
  }
  if (typeof cell === 'object' && cell?.kind === 'error') return null;
  const text = cellText(cell).trim();
  return text === '' ? null : text;
}

/** Decisions §5: empty or non-text is INVALID_GENDER; other text than the four is INCORRECT_GENDERS. */
export function gender(cell: Cell): 'female' | 'male' | ProcessingErrorCode {
  if (typeof cell !== 'string') return 'INVALID_GENDER';
  // What nearly every file holds, settled without the trim and lower-casing below.
  if (cell === 'Female' || cell === 'female') return 'female';
  if (cell === 'Male' || cell === 'male') return 'male';
  const text = cell.trim();
  if (text === '') return 'INVALID_GENDER';
  return (
    GENDERS.get(text.toLowerCase()) ?? GENDERS.get(normalizeHeader(text)) ?? 'INCORRECT_GENDERS'
  );
}

/** Highest gross monthly Base Salary accepted; anything above is a typo or a wrong column. */
export const MAX_BASE_SALARY = 10_000_000;
/** Highest yearly Bonuses and Benefits accepted (a year of the highest salary, tenfold). */
export const MAX_BONUSES = 120_000_000;

/**
 * Amounts are rounded to whole cents as they are read (half away from zero, `round2`), so every
 * later sum works on exact hundredths; with the ceilings above, a sum of 100 000 amounts in cents
 * stays far below 2^53 and nothing can overflow or drift.
 */
function amount(n: number, max: number): number | ProcessingErrorCode {
  if (n < 0) return 'NEGATIVE_VALUES';
  const cents = round2(n);
  return cents > max ? 'INVALID_NUMERIC' : cents;
}

/** Base Salary: required, a number, above zero (a zero salary is an error, not a person). */
export function baseSalary(cell: Cell): number | ProcessingErrorCode {
  const n = parseNumberCell(cell);
  if (n === null) return 'MISSING_VALUES';
  if (Number.isNaN(n)) return 'INVALID_NUMERIC';
  const value = amount(n, MAX_BASE_SALARY);
  return value === 0 ? 'NEGATIVE_VALUES' : value;
}

/** Bonuses and Benefits: empty = 0, otherwise a number >= 0. */
export function bonuses(cell: Cell): number | ProcessingErrorCode {
  const n = parseNumberCell(cell);
  if (n === null) return 0;
  if (Number.isNaN(n)) return 'INVALID_NUMERIC';
  return amount(n, MAX_BONUSES);
}

/** Days Off: empty = 0, otherwise a number in 0..workingDays; anything else INVALID_DAYS_OFF. */
export function daysOff(cell: Cell, workingDays: number): number | ProcessingErrorCode {
  const n = parseNumberCell(cell);
  if (n === null) return 0;
  return Number.isNaN(n) || n < 0 || n > workingDays ? 'INVALID_DAYS_OFF' : n + 0;
}
