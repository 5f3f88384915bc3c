import type { ProcessingErrorCode } from '@parytet/contract/reports';

/**
 * The i18n key of the message for a failed report. A report that failed without a code, or
 * that is "ready" but carries no data, reads as the unknown error.
 */
export const processingMessageKey = (code: ProcessingErrorCode | null | undefined): string =>
  `report-status.codes.${code ?? 'UNKNOWN_ERROR'}`;
