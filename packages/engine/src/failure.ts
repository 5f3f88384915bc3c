import { MAX_ERROR_DETAILS } from '@parytet/contract/reports';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import { storableText } from '#readers/storable-text.ts';

export type EngineFailure = { ok: false; code: ProcessingErrorCode; details: ErrorDetail[] };

/** Offending values are echoed back to the user; long ones are cut so a detail stays readable. */
const MAX_DETAIL_VALUE_CHARS = 50;

function truncateValue(value: string): string {
  if (value.length <= MAX_DETAIL_VALUE_CHARS) return value;
  return `${value.slice(0, MAX_DETAIL_VALUE_CHARS - 1)}…`;
}

export function errorDetail(
  row: number | null,
  column: string | null,
  value: string | null,
): ErrorDetail {
  return {
    row,
    column: column === null ? null : storableText(column),
    value: value === null ? null : storableText(truncateValue(value)),
  };
}

export function failure(code: ProcessingErrorCode, details: ErrorDetail[] = []): EngineFailure {
  return { ok: false, code, details: details.slice(0, MAX_ERROR_DETAILS) };
}

/**
 * Thrown by the readers when the bytes cannot be read as a table at all; turned into an
 * INCORRECT_FILE failure at the reader boundary, so no reader needs to thread results through.
 */
export class FileFormatError extends Error {
  readonly detail: ErrorDetail | null;

  constructor(message: string, detail: ErrorDetail | null = null) {
    super(message);
    this.name = 'FileFormatError';
    this.detail = detail;
  }
}
