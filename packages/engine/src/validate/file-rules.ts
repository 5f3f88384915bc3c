import { MAX_ERROR_DETAILS } from '@parytet/contract/reports';
import type { ErrorDetail } from '@parytet/contract/reports';
import type { EmployeeInput } from '../employee-input.ts';
import { errorDetail, failure, type EngineFailure } from '../failure.ts';
import type { ColumnMap } from './columns.ts';

/** Every row whose ID occurs more than once, the first occurrence included, in file order. */
export function checkDuplicateIds(
  rows: readonly EmployeeInput[],
  rowNumbers: readonly number[],
  columns: ColumnMap,
): EngineFailure | null {
  // The common case (all unique) is settled by a Set alone.
  const seen = new Set<string>();
  for (const row of rows) seen.add(row.id);
  if (seen.size === rows.length) return null;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  const details: ErrorDetail[] = [];
  for (let i = 0; i < rows.length && details.length < MAX_ERROR_DETAILS; i++) {
    const id = (rows[i] as EmployeeInput).id;
    if ((counts.get(id) ?? 0) > 1) {
      details.push(errorDetail(rowNumbers[i] ?? null, columns.name.id ?? 'ID', id));
    }
  }
  return failure('DUPLICATE_IDS', details);
}

/** A gap needs both genders; the detail names the one gender present. */
export function checkBothGenders(
  rows: readonly EmployeeInput[],
  columns: ColumnMap,
): EngineFailure | null {
  const first = rows[0]?.gender;
  if (first === undefined || rows.some((r) => r.gender !== first)) return null;
  const present = first === 'female' ? 'Female' : 'Male';
  return failure('SINGLE_GENDER', [errorDetail(null, columns.name.gender ?? 'Gender', present)]);
}

/** A header with nothing under it: the required values are all missing. */
export function noDataRows(columns: ColumnMap): EngineFailure {
  return failure('MISSING_VALUES', [errorDetail(columns.headerRow + 1, null, null)]);
}
