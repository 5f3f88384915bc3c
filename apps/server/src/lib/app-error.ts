import { errorStatus, type ErrorCode } from '@parytet/contract/errors';

/** The one error type services throw; the error handler turns it into `{ error, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: { path: string; message: string }[] | undefined;

  constructor(code: ErrorCode, details?: { path: string; message: string }[]) {
    super(code);
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = details;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
