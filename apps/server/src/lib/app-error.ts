import { errorStatus, type ErrorCode } from '@parytet/contract/errors';

/** The one error type services throw; the error handler turns it into `{ error, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: { path: string; message: string }[] | undefined;
  /** Sent as Retry-After with a 429 or 503 that knows when to come back. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    details?: { path: string; message: string }[],
    retryAfterSeconds?: number,
  ) {
    super(code);
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
