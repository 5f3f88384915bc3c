import type { ProcessingErrorCode } from '@parytet/contract/reports';
import { type Cell, cellText } from '../readers/cell.ts';
import { normalizeHeader } from './columns.ts';
import { parseNumberCell } from './parse-number.ts';

/** A cell's verdict: its value, or the code it fails with. */
export type Checked<T> = { value: T } | { code: ProcessingErrorCode };

const GENDERS = new Map<string, 'female' | 'male'>([
  ['female', 'female'],
  ['kobieta', 'female'],
  ['male', 'male'],
  ['mezczyzna', 'male'],
]);

/** Required text (ID, Level, Position). An error cell (#N/A) holds no value either. */
export function requiredText(cell: Cell): Checked<string> {
  const text = typeof cell === 'object' && cell?.kind === 'error' ? '' : cellText(cell).trim();
  return text === '' ? { code: 'MISSING_VALUES' } : { value: text };
}

export function optionalText(cell: Cell): Checked<string | null> {
  const text = typeof cell === 'object' && cell?.kind === 'error' ? '' : cellText(cell).trim();
  return { value: text === '' ? null : text };
}

/** Decisions §5: empty or non-text is INVALID_GENDER; text other than the four is INCORRECT_GENDERS. */
export function gender(cell: Cell): Checked<'female' | 'male'> {
  if (typeof cell !== 'string' || cell.trim() === '') return { code: 'INVALID_GENDER' };
  const value = GENDERS.get(normalizeHeader(cell));
  return value === undefined ? { code: 'INCORRECT_GENDERS' } : { value };
}

/** Base Salary: required, a number, above zero (a zero salary is an error, not a person). */
export function baseSalary(cell: Cell): Checked<number> {
  const n = parseNumberCell(cell);
  if (n === null) return { code: 'MISSING_VALUES' };
  if (Number.isNaN(n)) return { code: 'INVALID_NUMERIC' };
  return n > 0 ? { value: n } : { code: 'NEGATIVE_VALUES' };
}

/** Bonuses and Benefits: empty = 0, otherwise a number >= 0. */
export function bonuses(cell: Cell): Checked<number> {
  const n = parseNumberCell(cell);
  if (n === null) return { value: 0 };
  if (Number.isNaN(n)) return { code: 'INVALID_NUMERIC' };
  return n >= 0 ? { value: n } : { code: 'NEGATIVE_VALUES' };
}

/** Days Off: empty = 0, otherwise a number in 0..workingDays; anything else INVALID_DAYS_OFF. */
export function daysOff(cell: Cell, workingDays: number): Checked<number> {
  const n = parseNumberCell(cell);
  if (n === null) return { value: 0 };
  return Number.isNaN(n) || n < 0 || n > workingDays ? { code: 'INVALID_DAYS_OFF' } : { value: n };
}
