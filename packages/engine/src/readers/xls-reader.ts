import { FileFormatError } from '#failure.ts';
import { type Cell, isBlankCell, type ReadLimits, type RowSink } from './cell.ts';
import { xlsTable } from './xls-table.ts';

export type XlsOutcome = { sheets: number };

/**
 * Reads a legacy BIFF .xls with SheetJS (xls-table.ts, perhaps in another process). BIFF8 holds at most 65 536 rows and the file is in
 * memory already, so parsing it whole is bounded; dates come back as Date cells.
 */
export async function readXls(
  data: Uint8Array,
  sink: RowSink,
  limits: ReadLimits,
): Promise<XlsOutcome> {
  const table = await xlsTable(data);
  if (!table.ok) throw new FileFormatError(`unreadable .xls: ${table.message}`);
  if (table.sheets > 1) return { sheets: table.sheets };
  for (let r = 0; r < table.rows.length; r++) {
    const row = table.rows[r] ?? { length: 0, cells: [] };
    const width = Math.min(row.length, limits.columns);
    const cells: Cell[] = new Array<Cell>(width);
    for (let c = 0; c < width; c++) cells[c] = row.cells[c] ?? null;
    let misfit = false;
    for (let c = Math.max(width, limits.fields); c < row.cells.length && !misfit; c++) {
      misfit = !isBlankCell(row.cells[c] ?? null);
    }
    if (!sink(r + 1, cells, misfit)) break;
  }
  return { sheets: 1 };
}
