import type { EngineFailure } from '#failure.ts';
import { resolveOptions, type EngineOptions } from '#options.ts';
import { readTable } from '#readers/read-table.ts';
import type { SalaryTable } from '#salary-table.ts';
import { type ColumnMap, matchColumns } from '#validate/columns.ts';
import { checkBothGenders, checkDuplicateIds, noDataRows } from '#validate/file-rules.ts';
import { createRowValidator, type RowValidator } from '#validate/row-validator.ts';

/**
 * Reads and validates a salary file. Failure precedence (the first that applies wins):
 *   1. INCORRECT_FILE  – not a readable CSV/XLSX/XLS (empty, binary, corrupt, over the caps)
 *   2. TOO_MANY_SHEETS – a workbook with more than one sheet
 *   3. INCORRECT_COLUMN_NAMES – unknown, duplicated or missing columns in the header row
 *   4. TOO_MANY_RECORDS – more than maxRecords data rows (reading stops there)
 *   5. MISSING_VALUES – a header and no data rows
 *   6. per-row codes, whole file read, in ROW_CODE_PRECEDENCE order
 *   7. DUPLICATE_IDS, then 8. SINGLE_GENDER
 */
export async function readSalaryFile(
  data: Uint8Array,
  fileName: string,
  options: EngineOptions = {},
  /** A CSV larger than this is read a piece at a time; tests cut small files this way. */
  csvPieceBytes?: number,
): Promise<{ ok: true; table: SalaryTable } | EngineFailure> {
  const { maxRecords, workingDays } = resolveOptions(options);
  let columns: ColumnMap | null = null;
  let validator: RowValidator | null = null;
  const outcome = await readTable(
    data,
    fileName,
    maxRecords,
    {
      header(rowNumber, cells) {
        const matched = matchColumns(rowNumber, cells);
        if ('ok' in matched) return matched;
        columns = matched;
        validator = createRowValidator(matched, workingDays);
        return matched.width;
      },
      row(rowNumber, cells, misfit) {
        validator?.accept(rowNumber, cells, misfit);
      },
      csvRow(text, start, delimiter, rowNumber) {
        return validator === null ? -1 : validator.csvRow(text, start, delimiter, rowNumber);
      },
    },
    csvPieceBytes,
  );
  if (!outcome.ok) return outcome;
  // Assigned inside the header callback; TypeScript cannot see that it ran.
  const map = columns as ColumnMap | null;
  const rowValidator = validator as RowValidator | null;
  if (map === null || rowValidator === null) throw new Error('header callback did not run');
  if (outcome.dataRows === 0) return noDataRows(map);
  const result = rowValidator.finish();
  if (!result.ok) return result;
  const { table } = result;
  const problem =
    checkDuplicateIds(table.id, table.idHash, result.rowNumbers, map) ??
    checkBothGenders(table, map);
  return problem ?? { ok: true, table };
}
