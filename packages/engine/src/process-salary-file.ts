import { computeReports, type ComputedReports } from './compute/compute-reports.ts';
import type { EngineFailure } from './failure.ts';
import { resolveOptions, type EngineOptions } from './options.ts';
import { type Cell, isBlankCell } from './readers/cell.ts';
import { readTable } from './readers/read-table.ts';
import { readSalaryFile } from './read-salary-file.ts';

/** Parse, validate and compute every report of one salary file. */
export async function processSalaryFile(
  data: Uint8Array,
  fileName: string,
  options: EngineOptions = {},
): Promise<{ ok: true; reports: ComputedReports } | EngineFailure> {
  const read = await readSalaryFile(data, fileName, options);
  if (!read.ok) return read;
  return { ok: true, reports: computeReports(read.table, options) };
}

// The same width readSalaryFile uses for a valid header, so blank-row decisions agree.
function lastFilledColumn(cells: readonly Cell[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if (!isBlankCell(cells[i] ?? null)) return i;
  return 0;
}

/**
 * Counts data rows (non-blank rows after the first non-blank one) without validating them, for
 * the upload request to answer TOO_MANY_RECORDS at once. It reads exactly as readSalaryFile does,
 * so the two never disagree, and stops at the first row past maxRecords.
 */
export async function countRecords(
  data: Uint8Array,
  fileName: string,
  options: EngineOptions = {},
): Promise<{ ok: true; records: number } | EngineFailure> {
  const { maxRecords } = resolveOptions(options);
  const table = await readTable(data, fileName, maxRecords, {
    // Only the width matters here; an unknown column is the background job's to report.
    header: (_rowNumber, cells) => lastFilledColumn(cells) + 1,
    row: () => undefined,
  });
  return table.ok ? { ok: true, records: table.dataRows } : table;
}
