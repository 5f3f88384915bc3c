import type { Cell } from '#readers/cell.ts';

// Spaces people and spreadsheets put between digit groups: space, no-break, narrow, thin.
const GROUP_SPACES = /[ \u00a0\u202f\u2009\u2007]/g;

const SIMPLE = /^-?\d{1,15}(?:\.\d{1,15})?$/;
const PLAIN = /^-?\d+(?:[.,]\d+)?$/; // 12345.67, 12345,67
const COMMA_GROUPS = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/; // 12,345.67 and 12,345
const DOT_GROUPS = /^-?\d{1,3}(?:\.\d{3})+,\d+$/; // 12.345,67
const SPACE_GROUPS = /^-?\d{1,3}(?:_\d{3})+(?:[.,]\d+)?$/; // 12 345,67 (spaces as _)

/**
 * A number written in a cell, or NaN when it is not one of the accepted forms. A lone comma
 * followed by exactly three digits ("12,345") is a thousands separator, since salaries with
 * three decimals do not occur; any other lone comma is a decimal comma ("2,5").
 */
export function parseNumberText(text: string): number {
  const plain = plainDecimal(text);
  if (plain !== null) return plain;
  // Fast path for what machines write (12345.67); Number() alone would also accept '0x1F', '1e5'.
  if (SIMPLE.test(text)) return Number(text);
  const trimmed = text.trim();
  const s = trimmed.replace(GROUP_SPACES, '_');
  let normal: string;
  if (COMMA_GROUPS.test(s)) normal = s.replace(/,/g, '');
  else if (PLAIN.test(s)) normal = s.replace(',', '.');
  else if (DOT_GROUPS.test(s)) normal = s.replace(/\./g, '').replace(',', '.');
  else if (SPACE_GROUPS.test(s)) normal = s.replace(/_/g, '').replace(',', '.');
  else return NaN;
  const value = Number(normal);
  return Number.isFinite(value) ? value : NaN;
}

const POWERS_OF_TEN = [
  1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

/**
 * `-?digits(.digits)?` with at most 15 digits in all, read without a regular expression or an
 * intermediate string (100 000 rows hold 300 000 such cells). The digits form an integer below
 * 2^53 and the power of ten is exact, so one division is correctly rounded: the very double
 * Number(text) gives. Null for anything else, which then takes the general path.
 */
function plainDecimal(text: string): number | null {
  return plainDecimalAt(text, 0, text.length);
}

/** `plainDecimal` of text[start, end), read in place (the CSV fast path's numbers). */
export function plainDecimalAt(text: string, start: number, end: number): number | null {
  const n = end;
  let i = text.charCodeAt(start) === 0x2d ? start + 1 : start;
  const negative = i > start;
  let digits = 0;
  let mantissa = 0;
  let decimals = -1;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30);
      digits++;
      if (decimals >= 0) decimals++;
    } else if (c === 0x2e && decimals < 0 && digits > 0) decimals = 0;
    else return null;
  }
  if (digits === 0 || digits > 15 || decimals === 0) return null;
  const value = decimals > 0 ? mantissa / (POWERS_OF_TEN[decimals] as number) : mantissa;
  return negative ? -value : value;
}

/** A cell's number: `null` when empty, NaN when not a number (dates and booleans included). */
export function parseNumberCell(cell: Cell): number | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : NaN;
  if (typeof cell === 'string') {
    // Most cells are plain numbers, which trimming cannot change and which are not blank.
    const plain = plainDecimal(cell);
    if (plain !== null) return plain;
    return cell.trim() === '' ? null : parseNumberText(cell);
  }
  return NaN;
}
