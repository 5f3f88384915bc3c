import { MAX_ERROR_DETAILS } from '@parytet/contract/reports';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import type { EmployeeInput } from '../employee-input.ts';
import { errorDetail, failure, type EngineFailure } from '../failure.ts';
import { type Cell, cellText, MAX_CELL_CHARS } from '../readers/cell.ts';
import * as rules from './cell-rules.ts';
import type { ColumnMap, Field } from './columns.ts';

/**
 * Per-row codes, highest precedence first. The whole file is read before one is chosen, so the
 * code does not depend on which row comes first: a missing value anywhere beats a bad number.
 */
export const ROW_CODE_PRECEDENCE: readonly ProcessingErrorCode[] = [
  'INCORRECT_FILE', // a cell longer than MAX_CELL_CHARS
  'MISSING_VALUES',
  'INVALID_GENDER',
  'INCORRECT_GENDERS',
  'INVALID_NUMERIC',
  'NEGATIVE_VALUES',
  'INVALID_DAYS_OFF',
];

type Draft = Partial<EmployeeInput>;

function apply(
  draft: Draft,
  field: Field,
  cell: Cell,
  workingDays: number,
): ProcessingErrorCode | null {
  const checked = ((): rules.Checked<unknown> => {
    switch (field) {
      case 'id':
      case 'level':
      case 'position':
        return rules.requiredText(cell);
      case 'location':
        return rules.optionalText(cell);
      case 'gender':
        return rules.gender(cell);
      case 'daysOff':
        return rules.daysOff(cell, workingDays);
      case 'baseSalary':
        return rules.baseSalary(cell);
      case 'bonuses':
        return rules.bonuses(cell);
    }
  })();
  if ('code' in checked) return checked.code;
  (draft as Record<Field, unknown>)[field] = checked.value;
  return null;
}

export type RowValidator = {
  accept(rowNumber: number, cells: readonly Cell[]): void;
  /** Rows and their file row numbers, or the highest-precedence per-row failure. */
  finish(): { ok: true; rows: EmployeeInput[]; rowNumbers: number[] } | EngineFailure;
};

export function createRowValidator(columns: ColumnMap, workingDays: number): RowValidator {
  // Checked in file column order, so the details of one row read left to right.
  const fields = (Object.keys(columns.index) as Field[]).sort(
    (a, b) => (columns.index[a] ?? 0) - (columns.index[b] ?? 0),
  );
  const details = new Map<ProcessingErrorCode, ErrorDetail[]>();
  const rows: EmployeeInput[] = [];
  const rowNumbers: number[] = [];
  let failed = false;

  const report = (code: ProcessingErrorCode, detail: ErrorDetail): void => {
    failed = true;
    const list = details.get(code);
    if (list === undefined) details.set(code, [detail]);
    else if (list.length < MAX_ERROR_DETAILS) list.push(detail);
  };

  return {
    accept(rowNumber, cells) {
      const draft: Draft = { location: null };
      let rowOk = true;
      for (const field of fields) {
        const cell = cells[columns.index[field] ?? -1] ?? null;
        const column = columns.name[field] ?? field;
        const text = cellText(cell);
        if (text.length > MAX_CELL_CHARS) {
          report('INCORRECT_FILE', errorDetail(rowNumber, column, text));
          rowOk = false;
          continue;
        }
        const code = apply(draft, field, cell, workingDays);
        if (code !== null) {
          report(code, errorDetail(rowNumber, column, text === '' ? null : text));
          rowOk = false;
        }
      }
      // Once a row fails the report cannot be built; keep reading only to name the problems.
      if (rowOk && !failed) {
        rows.push(draft as EmployeeInput);
        rowNumbers.push(rowNumber);
      }
    },
    finish() {
      for (const code of ROW_CODE_PRECEDENCE) {
        const list = details.get(code);
        if (list !== undefined) return failure(code, list);
      }
      return { ok: true, rows, rowNumbers };
    },
  };
}
