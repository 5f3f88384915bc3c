import { computeReports, type ComputedReports } from '#compute/compute-reports.ts';
import type { EngineFailure } from '#failure.ts';
import { resolveOptions, type EngineOptions } from '#options.ts';
import { type Cell, isBlankCell } from '#readers/cell.ts';
import { readCsvTableInSteps, readTable, type TableHandler } from '#readers/read-table.ts';
import { readSalaryFile } from '#read-salary-file.ts';

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
  const table = await readTable(data, fileName, maxRecords, COUNTING);
  return table.ok ? { ok: true, records: table.dataRows } : table;
}

// Only the width matters when counting; an unknown column is the background job's to report.
const COUNTING: TableHandler = {
  header: (_rowNumber, cells) => lastFilledColumn(cells) + 1,
  row: () => undefined,
};

export type RecordCount = Awaited<ReturnType<typeof countRecords>>;

/**
 * countRecords for a CSV file in steps of `linesPerStep` lines (see readCsvTableInSteps): the
 * same answer, with no step long enough to hold up the caller. Null for a file that is not a CSV.
 */
export function countCsvRecordsInSteps(
  data: Uint8Array,
  fileName: string,
  options: EngineOptions = {},
  linesPerStep = 5000,
): Generator<void, RecordCount> | null {
  const { maxRecords } = resolveOptions(options);
  const steps = readCsvTableInSteps(data, fileName, maxRecords, COUNTING, linesPerStep);
  if (steps === null) return null;
  return (function* count() {
    const table = yield* steps;
    return table.ok ? { ok: true as const, records: table.dataRows } : table;
  })();
}
