import { countedSheets } from './help-sheet.ts';
import type * as XLSX from '@e965/xlsx';
import { type Cell, capText } from './cell.ts';

/**
 * A legacy .xls read whole: each row's length and its converted cells, trailing `null` cells
 * left off (`length` keeps the row's width). Plain data, so it may come from another process.
 */
export type XlsTable =
  | { ok: true; sheets: number; rows: { length: number; cells: Cell[] }[] }
  | { ok: false; message: string };

export type XlsTableSource = (data: Uint8Array) => Promise<XlsTable>;

function toCell(cell: XLSX.CellObject | undefined): Cell {
  if (cell === undefined) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' ? cell.v : null;
    case 's':
      return typeof cell.v === 'string' ? capText(cell.v) : null;
    case 'b':
      return cell.v === true;
    case 'd':
      return {
        kind: 'date',
        text: cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v),
      };
    case 'e':
      return { kind: 'error', text: cell.w ?? '#ERROR' };
    case 'z': // a stub: formatting without a value
    default:
      return null;
  }
}

/**
 * Reads a .xls with SheetJS in this process. SheetJS holds the whole workbook (a legitimate
 * 10 MB file of 38 000 rows needs about 300 MB of heap), so a server reads it in a process of
 * its own (setXlsTableSource) that gives that memory back when it ends.
 */
export const readXlsTable: XlsTableSource = async (data) => {
  // Loaded on first use: SheetJS is large and most files are CSV or XLSX.
  const { read } = await import('@e965/xlsx');
  return xlsTableWith(read, data);
};

/** The same, synchronous, with SheetJS's `read` given (so a caller may bound it in time). */
export const xlsTableWith = (read: typeof XLSX.read, data: Uint8Array): XlsTable => {
  let workbook: XLSX.WorkBook;
  try {
    workbook = read(data, {
      type: 'array',
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const sheets = countedSheets(workbook.SheetNames);
  if (sheets > 1) return { ok: true, sheets, rows: [] };
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (sheet === undefined) return { ok: false, message: 'workbook without sheets' };
  const dense = sheet['!data'] ?? [];
  const rows: { length: number; cells: Cell[] }[] = [];
  for (let r = 0; r < dense.length; r++) {
    const row = dense[r] ?? [];
    // Array.from visits holes too: an absent cell is null, as a present empty one.
    const cells = Array.from(row, toCell);
    let end = cells.length;
    while (end > 0 && cells[end - 1] === null) end--;
    cells.length = end;
    rows.push({ length: row.length, cells });
  }
  return { ok: true, sheets: 1, rows };
};

let source: XlsTableSource = readXlsTable;

/** Where .xls files are read from now on in this thread (e.g. a child process). */
export const setXlsTableSource = (next: XlsTableSource) => {
  source = next;
};

export const xlsTable = (data: Uint8Array) => source(data);
