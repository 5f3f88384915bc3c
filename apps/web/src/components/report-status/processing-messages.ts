import type { ProcessingErrorCode } from '@parytet/contract/reports';

/**
 * The i18n key of the message for a failed report. A report that failed without a code reads
 * as the unknown error (as UNKNOWN_ERROR, which the server answers for a ready report whose data is lost).
 */
export const processingMessageKey = (code: ProcessingErrorCode | null | undefined): string =>
  `report-status.codes.${code ?? 'UNKNOWN_ERROR'}`;
