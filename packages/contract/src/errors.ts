import { z } from 'zod';

/**
 * Every error code the API can answer with: the spec's catalogue (section 8) plus the ones
 * decisions.md adds. The `message` of an error answer is localised from `error-messages.ts`.
 */
export const errorCodes = [
  'INVALID_REQUEST_BODY',
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_NOT_VERIFIED',
  'USER_ALREADY_EXISTS',
  'REGISTRATION_DISABLED',
  'INVALID_VERIFICATION_CODE',
  'INVALID_RESET_CODE',
  'ACCOUNT_EXISTS_LOCALLY',
  'SOCIAL_ACCOUNT_EXISTS',
  'SOCIAL_EMAIL_NOT_VERIFIED',
  'SOCIAL_LOGIN_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN_FOR_ROLE',
  'FEATURE_NOT_IN_PLAN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'USER_CANNOT_UPLOAD_REPORTS',
  'MAX_REPORTS_REACHED',
  'ANOTHER_REPORT_IN_PROGRESS',
  'TOO_MANY_RECORDS',
  'INVALID_REPORT_FILE',
  'FILE_TOO_LARGE',
  'TOO_MANY_UPLOADS',
  'TOO_MANY_EXPORTS',
  'EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED',
  'WRONG_CURRENT_PASSWORD',
  'LAST_OWNER_MUST_TRANSFER',
  'ORGANISATION_NAME_MISMATCH',
  'INVALID_INVITATION',
  'INVITATION_EMAIL_MISMATCH',
  'ALREADY_A_MEMBER',
  'LAST_OWNER',
  'ONLY_ORGANISATION',
  'REPORT_NOT_READY',
  'INDICATORS_UNAVAILABLE',
  'EXPORT_NOT_READY',
  'EMPLOYEE_NOT_IN_REPORT',
  'CATEGORY_NOT_FLAGGED',
  'SUBMISSION_DATE_OUT_OF_RANGE',
  'INVALID_SALARY_BAND',
  'NO_SALARY_BANDS',
  'CURRENCY_MISMATCH',
  'NEGATIVE_RAISE',
  'MERIT_CYCLE_NOT_DRAFT',
  'MERIT_CYCLE_WRONG_STATE',
  'INVALID_BAND_TEMPLATE',
  'BENCHMARK_CURRENCY',
  'INTERNAL_ERROR',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorResponseSchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  details: z.array(validationIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** HTTP status each code is answered with. */
export const errorStatus: Record<ErrorCode, number> = {
  INVALID_REQUEST_BODY: 400,
  INVALID_EMAIL_OR_PASSWORD: 401,
  USER_NOT_VERIFIED: 403,
  USER_ALREADY_EXISTS: 409,
  REGISTRATION_DISABLED: 403,
  INVALID_VERIFICATION_CODE: 400,
  INVALID_RESET_CODE: 400,
  ACCOUNT_EXISTS_LOCALLY: 409,
  SOCIAL_ACCOUNT_EXISTS: 409,
  SOCIAL_EMAIL_NOT_VERIFIED: 400,
  SOCIAL_LOGIN_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  FORBIDDEN_FOR_ROLE: 403,
  FEATURE_NOT_IN_PLAN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  USER_CANNOT_UPLOAD_REPORTS: 403,
  MAX_REPORTS_REACHED: 403,
  ANOTHER_REPORT_IN_PROGRESS: 409,
  TOO_MANY_RECORDS: 400,
  INVALID_REPORT_FILE: 400,
  FILE_TOO_LARGE: 413,
  TOO_MANY_UPLOADS: 429,
  TOO_MANY_EXPORTS: 429,
  EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED: 429,
  WRONG_CURRENT_PASSWORD: 400,
  LAST_OWNER_MUST_TRANSFER: 409,
  ORGANISATION_NAME_MISMATCH: 400,
  INVALID_INVITATION: 400,
  INVITATION_EMAIL_MISMATCH: 403,
  ALREADY_A_MEMBER: 409,
  LAST_OWNER: 409,
  ONLY_ORGANISATION: 409,
  REPORT_NOT_READY: 409,
  INDICATORS_UNAVAILABLE: 409,
  EXPORT_NOT_READY: 409,
  EMPLOYEE_NOT_IN_REPORT: 404,
  CATEGORY_NOT_FLAGGED: 400,
  SUBMISSION_DATE_OUT_OF_RANGE: 400,
  INVALID_SALARY_BAND: 400,
  NO_SALARY_BANDS: 404,
  CURRENCY_MISMATCH: 422,
  NEGATIVE_RAISE: 400,
  MERIT_CYCLE_NOT_DRAFT: 409,
  MERIT_CYCLE_WRONG_STATE: 409,
  INVALID_BAND_TEMPLATE: 400,
  BENCHMARK_CURRENCY: 422,
  INTERNAL_ERROR: 500,
};

/**
 * TOO_MANY_RECORDS names the numbers in its `details`: the file's data rows and the plan's
 * maximum per report, so the screen can say "1 000 against 250".
 */
export const tooManyRecordsDetails = (records: number, maxRecords: number) => [
  { path: 'records', message: String(records) },
  { path: 'max_records', message: String(maxRecords) },
];

/**
 * FILE_TOO_LARGE names the plan's limit in its `details` beside the field at fault, so the
 * screen can say "up to 10 MB" for this organisation rather than for the default plan.
 */
export const fileTooLargeDetails = (maxUploadBytes: number) => [
  { path: 'file', message: 'file_too_large' },
  { path: 'max_upload_bytes', message: String(maxUploadBytes) },
];

/** The plan's byte limit a FILE_TOO_LARGE answer names, if it does. */
export const readFileTooLarge = (details: ErrorResponse['details']): number | undefined => {
  const value = Number(details?.find((d) => d.path === 'max_upload_bytes')?.message);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The numbers of a TOO_MANY_RECORDS answer, if it carries them. */
export const readTooManyRecords = (
  details: ErrorResponse['details'],
): { records: number; maxRecords: number } | undefined => {
  const value = (path: string) => Number(details?.find((d) => d.path === path)?.message);
  const records = value('records');
  const maxRecords = value('max_records');
  return Number.isInteger(records) && Number.isInteger(maxRecords)
    ? { records, maxRecords }
    : undefined;
};
