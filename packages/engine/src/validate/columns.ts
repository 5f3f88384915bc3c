import { MAX_ERROR_DETAILS } from '@parytet/contract/reports';
import type { ErrorDetail } from '@parytet/contract/reports';
import {
  SALARY_FILE_COLUMNS,
  type SalaryFileColumn,
  type SalaryFileField,
} from '@parytet/contract/salary-file';
import { errorDetail, failure, type EngineFailure } from '#failure.ts';
import { type Cell, cellText, MAX_CELL_CHARS } from '#readers/cell.ts';
import { OPTIONAL_COLUMNS, type OptionalField } from './optional-columns.ts';

export type Field = SalaryFileField | OptionalField;

type FieldSpec = Omit<SalaryFileColumn, 'field'> & { field: Field };

/** Accepted header names: the contract's list, shared with the upload page and methodology. */
export const COLUMNS = SALARY_FILE_COLUMNS;

/** The columns above and the optional ones for the EU indicators: every header a file may use. */
const ALL_COLUMNS: readonly FieldSpec[] = [...COLUMNS, ...OPTIONAL_COLUMNS];

/** Case, surrounding and doubled spaces, and Polish diacritics do not matter in a header. */
export function normalizeHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const LOOKUP = new Map<string, { spec: FieldSpec; polish: boolean }>();
for (const spec of ALL_COLUMNS) {
  LOOKUP.set(normalizeHeader(spec.en), { spec, polish: false });
  if (spec.pl !== spec.en) LOOKUP.set(normalizeHeader(spec.pl), { spec, polish: true });
  for (const alias of spec.aliases) LOOKUP.set(normalizeHeader(alias), { spec, polish: true });
}

/** Where each field sits in the file, and its header as the user wrote it (for error details). */
export type ColumnMap = {
  index: Partial<Record<Field, number>>;
  name: Partial<Record<Field, string>>;
  headerRow: number;
  width: number;
};

/**
 * Matches the header row. Unknown and duplicated names are named (value = the header), then
 * missing required columns (named in the file's language, value null); one failure lists both.
 * Empty header cells are ignored with their column: nothing there is read or kept.
 */
export function matchColumns(rowNumber: number, cells: readonly Cell[]): ColumnMap | EngineFailure {
  const map: ColumnMap = { index: {}, name: {}, headerRow: rowNumber, width: 0 };
  const problems: ErrorDetail[] = [];
  let polishVotes = 0;
  for (const cell of cells) {
    const text = cellText(cell).trim();
    // A header cell this long is not a header: the file is not a salary table at all. Headers
    // are trimmed, so white space around a name does not count.
    if (text.length > MAX_CELL_CHARS) {
      return failure('INCORRECT_FILE', [errorDetail(rowNumber, null, text)]);
    }
  }
  for (let i = 0; i < cells.length && problems.length < MAX_ERROR_DETAILS; i++) {
    const written = cellText(cells[i] ?? null).trim();
    if (written === '') continue;
    const match = LOOKUP.get(normalizeHeader(written));
    if (match === undefined || map.index[match.spec.field] !== undefined) {
      problems.push(errorDetail(rowNumber, written, written));
      continue;
    }
    if (match.polish) polishVotes++;
    map.index[match.spec.field] = i;
    map.name[match.spec.field] = written;
    map.width = i + 1;
  }
  for (const spec of COLUMNS) {
    if (spec.required && map.index[spec.field] === undefined) {
      problems.push(errorDetail(rowNumber, polishVotes > 0 ? spec.pl : spec.en, null));
    }
  }
  return problems.length > 0 ? failure('INCORRECT_COLUMN_NAMES', problems) : map;
}
