import type { Cell } from '../readers/cell.ts';

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

/** A cell's number: `null` when empty, NaN when not a number (dates and booleans included). */
export function parseNumberCell(cell: Cell): number | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : NaN;
  if (typeof cell === 'string') return cell.trim() === '' ? null : parseNumberText(cell);
  return NaN;
}
