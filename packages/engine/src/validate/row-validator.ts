import { MAX_ERROR_DETAILS } from '@parytet/contract/reports';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import { errorDetail, failure, type EngineFailure } from '#failure.ts';
import { type Cell, cellText, MAX_CELL_CHARS } from '#readers/cell.ts';
import * as rules from './cell-rules.ts';
import type { ColumnMap, Field } from './columns.ts';
import * as optional from './optional-columns.ts';
import {
  createTableBuilder,
  type SalaryTable,
  type TableRow,
  type TextRangeRow,
} from '#salary-table.ts';
import { createCsvFastRow } from './csv-fast-row.ts';

/**
 * Per-row codes, highest precedence first. The whole file is read before one is chosen, so the
 * code does not depend on which row comes first: a missing value anywhere beats a bad number.
 */
const ROW_CODE_PRECEDENCE: readonly ProcessingErrorCode[] = [
  // A row whose fields do not line up with the header: its values sit under the wrong columns,
  // so any other code found in it would mislead.
  'FIELD_COUNT_MISMATCH',
  'INCORRECT_FILE', // a cell longer than MAX_CELL_CHARS
  ...rules.CELL_CODES,
];

export type RowValidator = {
  accept(rowNumber: number, cells: readonly Cell[], misfit?: boolean): void;
  /** A CSV row read straight from the text when it is plain and valid; else −1 (see csv-fast-row.ts). */
  csvRow(text: string, start: number, delimiter: number, rowNumber: number): number;
  /** Rows and their file row numbers, or the highest-precedence per-row failure. */
  finish(): { ok: true; table: SalaryTable; rowNumbers: number[] } | EngineFailure;
};

const ESTIMATE_AFTER_ROWS = 1000;

type Problem = { column: number; code: ProcessingErrorCode; detail: ErrorDetail };

export function createRowValidator(columns: ColumnMap, workingDays: number): RowValidator {
  const ix = columns.index;
  const fields = Object.keys(ix) as Field[];
  const details = new Map<ProcessingErrorCode, ErrorDetail[]>();
  const rowNumbers: number[] = [];
  let failed = false;
  const hasOptional = optional.OPTIONAL_COLUMNS.some((c) => ix[c.field] !== undefined);
  const table = createTableBuilder({
    fte: ix.fte !== undefined,
    weeklyHours: ix.weeklyHours !== undefined,
    yearsOfService: ix.yearsOfService !== undefined,
    age: ix.age !== undefined,
    category: ix.category !== undefined,
    education: ix.education !== undefined,
    performance: ix.performance !== undefined,
  });

  const cellOf = (cells: readonly Cell[], field: Field): Cell => {
    const i = ix[field];
    return i === undefined ? null : (cells[i] ?? null);
  };
  // Column positions as plain numbers (-1: absent), read per row without keyed lookups.
  const at = (field: Field): number => ix[field] ?? -1;
  const columnsRead = fields.map(at);
  const [idAt, genderAt, levelAt, positionAt, locationAt, daysOffAt, baseAt, bonusesAt] = (
    ['id', 'gender', 'level', 'position', 'location', 'daysOff', 'baseSalary', 'bonuses'] as const
  ).map(at) as [number, number, number, number, number, number, number, number];
  const cellAt = (i: number): Cell => (i < 0 ? null : (cells[i] ?? null));

  /** Records a row's problems left to right (file column order), at most 20 per code. */
  const report = (problems: Problem[]): void => {
    failed = true;
    problems.sort((a, b) => a.column - b.column);
    for (const { code, detail } of problems) {
      const list = details.get(code);
      if (list === undefined) details.set(code, [detail]);
      else if (list.length < MAX_ERROR_DETAILS) list.push(detail);
    }
  };

  // The row being checked. Kept here rather than in per-row closures: 100 000 rows would
  // otherwise allocate 300 000 short-lived functions.
  let rowNumber = 0;
  let cells: readonly Cell[] = [];
  let problems: Problem[] | null = null;

  const fail = (field: Field, code: ProcessingErrorCode): void => {
    const text = cellText(cellOf(cells, field));
    const value = text.trim() === '' ? null : text;
    const detail = errorDetail(rowNumber, columns.name[field] ?? field, value);
    (problems ??= []).push({ column: ix[field] ?? 0, code, detail });
  };
  const required = (field: Field, i: number): string => {
    const text = rules.textOf(cellAt(i));
    if (text === null) fail(field, 'MISSING_VALUES');
    return text ?? '';
  };
  // Gender and number rules return a value or a code; a value is never an upper-case code.
  const ruled = <T>(field: Field, value: T | ProcessingErrorCode): T => {
    // Numbers and the two genders, the values of nearly every cell, skip the code lookup.
    if (
      typeof value !== 'number' &&
      value !== 'female' &&
      value !== 'male' &&
      rules.isCode(value)
    ) {
      fail(field, value);
    }
    return value as T;
  };

  const fast = createCsvFastRow(columns, workingDays);
  const scratch: TextRangeRow = {
    id: '',
    idHash: 0,
    female: false,
    levelStart: 0,
    levelEnd: 0,
    positionStart: 0,
    positionEnd: 0,
    locationStart: -1,
    locationEnd: -1,
    daysOff: 0,
    baseSalary: 0,
    bonuses: 0,
  };

  return {
    csvRow(text, start, delimiter, number) {
      if (fast === null) return -1;
      const end = fast(text, start, delimiter, scratch);
      // A valid row; once another row has failed, valid rows are only passed over.
      if (end >= 0 && !failed) {
        table.addFromText(text, scratch);
        rowNumbers.push(number);
        // After the first rows, their length tells how many the text holds: room for them all.
        if (table.length === ESTIMATE_AFTER_ROWS) {
          table.reserve(Math.ceil(((text.length / end) * ESTIMATE_AFTER_ROWS * 21) / 20));
        }
      }
      return end;
    },
    accept(number, rowCells, misfit = false) {
      rowNumber = number;
      cells = rowCells;
      problems = null;
      if (misfit) {
        const detail = errorDetail(rowNumber, null, null);
        return report([{ column: 0, code: 'FIELD_COUNT_MISMATCH', detail }]);
      }
      for (let k = 0; k < fields.length; k++) {
        const cell = cellAt(columnsRead[k] as number);
        // A number's text is at most 24 characters and a boolean's 5, never over the limit:
        // converting every numeric cell of a workbook to text only to measure it cost 60 ms
        // of a 100 000-row first run.
        const length =
          typeof cell === 'string'
            ? cell.length
            : typeof cell === 'object' && cell !== null
              ? cell.text.length
              : 0;
        if (length > MAX_CELL_CHARS) {
          const field = fields[k] as Field;
          const text = cellText(cell);
          const detail = errorDetail(rowNumber, columns.name[field] ?? field, text);
          (problems ??= []).push({ column: ix[field] ?? 0, code: 'INCORRECT_FILE', detail });
        }
      }
      if (problems !== null) return report(problems);
      const row: TableRow = {
        id: required('id', idAt),
        female: ruled<'female' | 'male'>('gender', rules.gender(cellAt(genderAt))) === 'female',
        level: required('level', levelAt),
        position: required('position', positionAt),
        location: rules.textOf(cellAt(locationAt)),
        daysOff: ruled<number>('daysOff', rules.daysOff(cellAt(daysOffAt), workingDays)),
        baseSalary: ruled<number>('baseSalary', rules.baseSalary(cellAt(baseAt))),
        bonuses: ruled<number>('bonuses', rules.bonuses(cellAt(bonusesAt))),
      };
      if (hasOptional) {
        const num = (field: Field, rule: (cell: Cell) => number | null | ProcessingErrorCode) =>
          ruled<number | null>(field, rule(cellOf(cells, field)));
        if (ix.fte !== undefined) row.fte = num('fte', optional.fte);
        if (ix.weeklyHours !== undefined)
          row.weeklyHours = num('weeklyHours', optional.weeklyHours);
        if (ix.category !== undefined) row.category = rules.textOf(cellOf(cells, 'category'));
        if (ix.yearsOfService !== undefined) {
          row.yearsOfService = num('yearsOfService', optional.yearsOfService);
        }
        if (ix.age !== undefined) row.age = num('age', optional.age);
        if (ix.education !== undefined) row.education = rules.textOf(cellOf(cells, 'education'));
        if (ix.performance !== undefined) {
          row.performance = rules.textOf(cellOf(cells, 'performance'));
        }
      }
      if (problems !== null) return report(problems);
      // Once a row has failed the report cannot be built; reading goes on only to name problems.
      if (!failed) {
        table.add(row);
        rowNumbers.push(rowNumber);
      }
    },
    finish() {
      for (const code of ROW_CODE_PRECEDENCE) {
        const list = details.get(code);
        if (list !== undefined) return failure(code, list);
      }
      return { ok: true, table: table.finish(), rowNumbers };
    },
  };
}
