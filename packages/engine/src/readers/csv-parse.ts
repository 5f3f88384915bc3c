import { FileFormatError } from '#failure.ts';
import { capText, MAX_CELL_CHARS } from './cell.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

export type CsvLimits = {
  /** Fields past this many are skipped without being copied. */
  columns: number;
  /** Fields at or past this index must be blank, or the row is a misfit (default: no limit). */
  fields?: number;
  /** Physical rows (blank ones included) past this many make the file unreadable. */
  rows: number;
};

/** Takes a whole row from `start` (returns the index after it) or declines it (−1). */
export type FastCsvRow = (
  text: string,
  start: number,
  delimiter: number,
  rowNumber: number,
) => number;

/** Where a parse paused: the index of the next line and the number of the last one read. */
export type CsvPosition = { i: number; rowNumber: number };
/**
 * Parse from `from`, at most `lines` lines (blank ones included), then pause. `ended`, when
 * given, is told the number of the last line once the text is read to its end (a piece of a
 * file: the next piece's lines go on from there), or that a row stopped the reading.
 */
export type CsvStep = {
  from: CsvPosition;
  lines: number;
  ended?: (lastRow: number, stopped: boolean) => void;
};

/**
 * An RFC 4180 parser over a decoded string: quoted fields with doubled quotes and line breaks,
 * CRLF, LF or CR line ends. Written here rather than taken from papaparse so that what a
 * hostile file costs is bounded: fields are cut just past the cell limit, fields beyond the
 * header's width are never copied, empty lines cost nothing, and the row count is capped.
 * `onRow` gets each row with its 1-based record number and returns false to stop. With `step`,
 * it parses that many lines and answers where it paused (null once done or stopped), so a
 * caller can spread a large file over many turns of its event loop.
 */
export function parseCsv(
  text: string,
  delimiter: string,
  limits: CsvLimits,
  onRow: (rowNumber: number, cells: string[], misfit: boolean) => boolean,
  fastRow?: FastCsvRow,
  step?: CsvStep,
): CsvPosition | null {
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  let i = step?.from.i ?? 0;
  let rowNumber = step?.from.rowNumber ?? 0;
  let budget = step?.lines ?? Infinity;
  while (i < n) {
    if (budget-- <= 0) return { i, rowNumber };
    rowNumber++;
    if (rowNumber > limits.rows) throw new FileFormatError('more lines than a spreadsheet holds');
    const c0 = text.charCodeAt(i);
    if (c0 === LF || c0 === CR) {
      i += c0 === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      continue;
    }
    if (fastRow !== undefined) {
      const end = fastRow(text, i, d, rowNumber);
      if (end >= 0) {
        i = end;
        continue;
      }
    }
    const cells: string[] = [];
    // Read per row: the caller narrows the limits once it has seen the header.
    const fields = limits.fields ?? Infinity;
    let field = 0;
    let misfit = false;
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        [value, i] = quotedField(text, i, rowNumber);
        // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
        const rest = i;
        while (i < n && !isEnd(text.charCodeAt(i), d)) i++;
        if (i > rest) value += text.slice(rest, Math.min(i, rest + MAX_CELL_CHARS + 1));
        if (field >= fields && value.trim() !== '') misfit = true;
      } else {
        const start = i;
        while (i < n && !isEnd(text.charCodeAt(i), d)) i++;
        value = cells.length < limits.columns ? fieldText(text, start, i) : '';
        if (field >= fields && !misfit) misfit = !isBlankRange(text, start, i);
      }
      field++;
      if (cells.length < limits.columns) cells.push(value);
      if (i < n && text.charCodeAt(i) === d) {
        i++;
        continue;
      }
      break;
    }
    // At a line end (or the end of the text).
    const c = text.charCodeAt(i);
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : i < n ? 1 : 0;
    if (!onRow(rowNumber, cells, misfit || cells.length < limits.columns)) {
      step?.ended?.(rowNumber, true);
      return null;
    }
  }
  step?.ended?.(rowNumber, false);
  return null;
}

/**
 * An unquoted field's text, cut at MAX_CELL_CHARS + 1 characters. A long field is trimmed before
 * it is cut, since every cell is trimmed when read: a header followed by 10 KB of spaces is that
 * header, not a cell too long to be one.
 */
function fieldText(text: string, start: number, end: number): string {
  if (end - start <= MAX_CELL_CHARS) return text.slice(start, end);
  return capText(text.slice(start, end).trim());
}

/** True when text[start, end) holds only white space (what trim() removes). */
function isBlankRange(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x20 && text[i]?.trim() !== '') return false;
  }
  return true;
}

function isEnd(c: number, d: number): boolean {
  return c === d || c === LF || c === CR;
}

/** A quoted field starting at `start` (the opening quote): its value and the index after it. */
function quotedField(text: string, start: number, rowNumber: number): [string, number] {
  let value = '';
  let at = start + 1;
  for (;;) {
    const q = text.indexOf('"', at);
    if (q < 0) {
      throw new FileFormatError('a quoted field is never closed', {
        row: rowNumber,
        column: null,
        value: null,
      });
    }
    if (value.length <= MAX_CELL_CHARS)
      value += text.slice(at, Math.min(q, at + MAX_CELL_CHARS + 1));
    if (text.charCodeAt(q + 1) === QUOTE) {
      if (value.length <= MAX_CELL_CHARS) value += '"';
      at = q + 2;
      continue;
    }
    return [value.length > MAX_CELL_CHARS + 1 ? value.slice(0, MAX_CELL_CHARS + 1) : value, q + 1];
  }
}
