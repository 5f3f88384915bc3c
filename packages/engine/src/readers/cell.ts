/** A cell that is neither plain text nor a plain number, kept apart so validation can refuse it. */
type SpecialCell = { kind: 'date' | 'error'; text: string };

/** A cell as a reader hands it on: text, number, boolean, date or error, or null when empty. */
export type Cell = string | number | boolean | SpecialCell | null;

/**
 * Receives each row a reader finds, with its row number as Excel would show it. Returns false
 * to stop reading. `cells` may be reused by the reader after the call returns. `misfit` is true
 * when the row does not fit the header: a non-blank cell at or past `limits.fields`, or (CSV,
 * where every row spells out its fields) fewer fields than `limits.columns`.
 */
export type RowSink = (rowNumber: number, cells: readonly Cell[], misfit: boolean) => boolean;

/** Limits a reader honours while reading; `columns` shrinks to the header's width once known. */
export type ReadLimits = {
  columns: number;
  /** Cells at or past this index must be blank; the header's own width once known. */
  fields: number;
  /** Physical rows, blank ones included, a text file may have before it is refused. */
  rows: number;
};

/** Excel's own column limit (XFD); nothing further right can be real data. */
export const MAX_COLUMNS = 16_384;

/** Excel's own row limit; a sheet claiming rows past it is not a real workbook. */
export const MAX_ROWS = 1_048_576;

/** Longest cell text the engine accepts; readers may cut longer text to this + 1 characters. */
export const MAX_CELL_CHARS = 1000;

/**
 * Cuts text far beyond the cell limit; one extra character is kept so validation sees it. Long
 * text is trimmed first (cells are trimmed when read), so white space alone never makes a cell
 * too long.
 */
export function capText(text: string): string {
  if (text.length <= MAX_CELL_CHARS + 1) return text;
  const trimmed = text.trim();
  return trimmed.length > MAX_CELL_CHARS + 1 ? trimmed.slice(0, MAX_CELL_CHARS + 1) : trimmed;
}

export function isBlankCell(cell: Cell): boolean {
  if (typeof cell !== 'string') return cell === null;
  // A printable ASCII first character settles it without trim() (run on every cell of a file).
  const c = cell.charCodeAt(0);
  if (c > 0x20 && c < 0x7f) return false;
  return cell.trim() === '';
}

/** Text shown to the user for any cell (details, ids read from numeric cells). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cell.text;
}

/** Excel serial day number to an ISO date (time kept only when present). */
export function serialToIso(serial: number, date1904: boolean): string {
  // Excel counts 1900-02-29, which never existed; serials after it are one day ahead.
  const epochDays = date1904 ? 24107 : serial >= 60 ? 25569 : 25568;
  const ms = Math.round((serial - epochDays) * 86_400_000);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return String(serial);
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}
