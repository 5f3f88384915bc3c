import type * as XLSX from '@e965/xlsx';
import { FileFormatError } from '../failure.ts';
import { type Cell, capText, isBlankCell, type ReadLimits, type RowSink } from './cell.ts';

export type XlsOutcome = { sheets: number };

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
 * Reads a legacy BIFF .xls with SheetJS. BIFF8 holds at most 65 536 rows and the file is in
 * memory already, so parsing it whole is bounded; dates come back as Date cells.
 */
export async function readXls(
  data: Uint8Array,
  sink: RowSink,
  limits: ReadLimits,
): Promise<XlsOutcome> {
  // Loaded on first use: SheetJS is large and most files are CSV or XLSX.
  const { read } = await import('@e965/xlsx');
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
    throw new FileFormatError(`unreadable .xls: ${(error as Error).message}`);
  }
  if (workbook.SheetNames.length > 1) return { sheets: workbook.SheetNames.length };
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (sheet === undefined) throw new FileFormatError('workbook without sheets');
  const rows = sheet['!data'] ?? [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const width = Math.min(row.length, limits.columns);
    const cells: Cell[] = new Array<Cell>(width);
    for (let c = 0; c < width; c++) cells[c] = toCell(row[c]);
    let misfit = false;
    for (let c = Math.max(width, limits.fields); c < row.length && !misfit; c++) {
      misfit = !isBlankCell(toCell(row[c]));
    }
    if (!sink(r + 1, cells, misfit)) break;
  }
  return { sheets: 1 };
}
