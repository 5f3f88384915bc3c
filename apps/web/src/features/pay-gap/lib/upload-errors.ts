import type { ErrorCode } from '@parytet/contract/errors';

/** Upload refusals with a toast of their own (spec §8); every other code reads as generic. */
export const UPLOAD_ERROR_TOASTS = [
  'USER_CANNOT_UPLOAD_REPORTS',
  'MAX_REPORTS_REACHED',
  'ANOTHER_REPORT_IN_PROGRESS',
  'TOO_MANY_RECORDS',
  'INVALID_REPORT_FILE',
  'TOO_MANY_UPLOADS',
] as const satisfies readonly ErrorCode[];

/** Example-download refusals with a toast of their own. */
export const EXAMPLE_ERROR_TOASTS = [
  'EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED',
  'USER_CANNOT_UPLOAD_REPORTS',
] as const satisfies readonly ErrorCode[];

/** The i18n key of the toast for a refused call: its own message, or the generic one. */
export const toastKeyFor = (code: ErrorCode, own: readonly ErrorCode[]): string =>
  own.includes(code) ? `errors.${code}` : 'errors.generic';
