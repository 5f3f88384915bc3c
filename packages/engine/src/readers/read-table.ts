import { errorDetail, failure, FileFormatError, type EngineFailure } from '#failure.ts';
import {
  type Cell,
  cellText,
  isBlankCell,
  MAX_COLUMNS,
  MAX_ROWS,
  type ReadLimits,
  type RowSink,
} from './cell.ts';
import { type CsvPosition, parseCsv } from './csv-parse.ts';
import { prepareCsv, readCsv } from './csv-reader.ts';
import { holdsUnstorable } from './storable-text.ts';
import { detectFormat } from './detect-format.ts';
import { readXls } from './xls-reader.ts';
import { readXlsx } from './xlsx-reader.ts';

export type TableHandler = {
  /** The header row. Returns a failure to stop, or how many columns the data rows need. */
  header(rowNumber: number, cells: readonly Cell[]): EngineFailure | number;
  /** Each non-blank data row, in file order; `misfit` when its fields do not fit the header. */
  row(rowNumber: number, cells: readonly Cell[], misfit: boolean): void;
  /**
   * A CSV data row straight from the decoded text, tried before the row is cut into cells: the
   * index after the row when taken, −1 to have it cut and given to `row` as usual.
   */
  csvRow?(text: string, start: number, delimiter: number, rowNumber: number): number;
};

export type TableOutcome = { ok: true; dataRows: number } | EngineFailure;

/** The first text cell PostgreSQL could not store (see storable-text.ts), or -1. */
function unstorableCell(cells: readonly Cell[]): number {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (typeof cell === 'string' && holdsUnstorable(cell)) return i;
  }
  return -1;
}

function isBlankRow(cells: readonly Cell[]): boolean {
  for (let i = 0; i < cells.length; i++) if (!isBlankCell(cells[i] ?? null)) return false;
  return true;
}

/** Marks an error thrown by the handler, so it is not mistaken for a broken file. */
class HandlerError extends Error {
  readonly original: unknown;
  constructor(original: unknown) {
    super('table handler failed');
    this.original = original;
  }
}

/** The row sink every reader feeds, with the state deciding the table's outcome. */
function tableReader(handler: TableHandler, maxRecords: number, checkCells: boolean) {
  // Blank lines are skipped, but not without limit: a sheet never holds more than Excel's rows.
  const limits: ReadLimits = {
    columns: MAX_COLUMNS,
    fields: MAX_COLUMNS,
    rows: MAX_ROWS + maxRecords,
  };
  let headerSeen = false;
  let dataRows = 0;
  let stop: EngineFailure | null = null;
  const sink: RowSink = (rowNumber, cells, misfit) => {
    if (isBlankRow(cells)) return true;
    const bad = checkCells ? unstorableCell(cells) : -1;
    if (bad >= 0) {
      stop = failure('INCORRECT_FILE', [
        errorDetail(rowNumber, null, cellText(cells[bad] ?? null)),
      ]);
      return false;
    }
    try {
      if (!headerSeen) {
        headerSeen = true;
        const result = handler.header(rowNumber, cells);
        if (typeof result !== 'number') {
          stop = result;
          return false;
        }
        limits.columns = result;
        // Columns the header has but leaves unnamed may hold anything (they are ignored);
        // past the header's last cell only blank cells (Excel's trailing ",,") are allowed.
        limits.fields = Math.max(result, cells.length);
        return true;
      }
      dataRows++;
      if (dataRows > maxRecords) {
        stop = failure('TOO_MANY_RECORDS', [errorDetail(rowNumber, null, null)]);
        return false;
      }
      handler.row(rowNumber, cells, misfit);
      return true;
    } catch (error) {
      throw new HandlerError(error);
    }
  };
  const csvRow = handler.csvRow?.bind(handler);
  // The fast path reads rows without the cell check: not for a file whose cells need it.
  const fastRow =
    csvRow === undefined || checkCells
      ? undefined
      : (text: string, start: number, delimiter: number, rowNumber: number): number => {
          // The header, and the row past maxRecords, go the usual way.
          if (!headerSeen || dataRows >= maxRecords) return -1;
          let end: number;
          try {
            end = csvRow(text, start, delimiter, rowNumber);
          } catch (error) {
            throw new HandlerError(error);
          }
          if (end >= 0) dataRows++;
          return end;
        };
  const finish = (sheets: number): TableOutcome => {
    if (sheets > 1) return failure('TOO_MANY_SHEETS', [errorDetail(null, null, String(sheets))]);
    if (stop !== null) return stop;
    if (!headerSeen) return failure('INCORRECT_FILE');
    return { ok: true, dataRows };
  };
  return { limits, sink, fastRow, finish };
}

/** A reader's error as the table's outcome; the handler's own errors go on up. */
function readFailure(error: unknown): EngineFailure {
  if (error instanceof HandlerError) throw error.original;
  const detail = error instanceof FileFormatError ? error.detail : null;
  return failure('INCORRECT_FILE', detail === null ? [] : [detail]);
}

/**
 * Reads any supported file as a table: blank rows are skipped wherever they are, the first
 * non-blank row is the header, and reading stops at the first data row past `maxRecords`.
 * Every problem with the bytes themselves becomes INCORRECT_FILE; nothing a file holds can throw.
 */
export async function readTable(
  data: Uint8Array,
  fileName: string,
  maxRecords: number,
  handler: TableHandler,
  /** A CSV larger than this is read a piece at a time (csv-reader.ts); tests make it small. */
  csvPieceBytes?: number,
): Promise<TableOutcome> {
  if (data.length === 0) return failure('INCORRECT_FILE');
  const format = detectFormat(data, fileName);
  // Decoded CSV text was checked whole (decode-text.ts) but for a few stray NUL bytes, which it
  // lets through so that the cell holding one is named here; spreadsheet cells are checked one
  // by one.
  const reader = tableReader(handler, maxRecords, format !== 'csv' || data.includes(0));
  const { limits, sink, fastRow } = reader;
  let sheets = 1;
  try {
    if (format === 'csv') readCsv(data, sink, limits, fastRow, csvPieceBytes);
    else if (format === 'xls') sheets = (await readXls(data, sink, limits)).sheets;
    else sheets = (await readXlsx(data, sink, limits)).sheets;
  } catch (error) {
    return readFailure(error);
  }
  return reader.finish(sheets);
}

/**
 * readTable for a CSV file, in steps: each `next()` of the generator reads at most
 * `linesPerStep` lines, and the last answers the outcome, the same readTable would. The caller
 * gives its event loop a turn between steps, so a large file needs no thread. Null for a file
 * that is not a CSV.
 */
export function readCsvTableInSteps(
  data: Uint8Array,
  fileName: string,
  maxRecords: number,
  handler: TableHandler,
  linesPerStep: number,
): Generator<void, TableOutcome> | null {
  if (data.length === 0 || detectFormat(data, fileName) !== 'csv') return null;
  return (function* steps() {
    const reader = tableReader(handler, maxRecords, data.includes(0));
    let csv: { text: string; delimiter: string };
    try {
      csv = prepareCsv(data);
    } catch (error) {
      return readFailure(error);
    }
    let from: CsvPosition | null = { i: 0, rowNumber: 0 };
    while (from !== null) {
      yield;
      try {
        from = parseCsv(csv.text, csv.delimiter, reader.limits, reader.sink, reader.fastRow, {
          from,
          lines: linesPerStep,
        });
      } catch (error) {
        return readFailure(error);
      }
    }
    return reader.finish(1);
  })();
}
