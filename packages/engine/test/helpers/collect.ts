import type { Cell } from '#readers/cell.ts';
import { readTable, type TableOutcome } from '#readers/read-table.ts';

export type Collected = { outcome: TableOutcome; rows: [number, Cell[]][] };

/** Reads a file as a table and keeps every row (header first) with its row number. */
export async function collectRows(
  data: Uint8Array,
  fileName: string,
  maxRecords = 1000,
): Promise<Collected> {
  const rows: [number, Cell[]][] = [];
  const outcome = await readTable(data, fileName, maxRecords, {
    header(rowNumber, cells) {
      rows.push([rowNumber, [...cells]]);
      return cells.length;
    },
    row(rowNumber, cells) {
      rows.push([rowNumber, [...cells]]);
    },
  });
  return { outcome, rows };
}
