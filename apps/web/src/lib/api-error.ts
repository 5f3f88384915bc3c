import i18next from 'i18next';
import { isHTTPError } from 'ky';
import type { ErrorCode, ErrorResponse } from '@parytet/contract/errors';

/** Every failed API call surfaces as this: the contract's ErrorResponse plus the HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number | null;
  readonly details: ErrorResponse['details'];

  constructor(body: ErrorResponse, status: number | null, options?: ErrorOptions) {
    super(body.message, options);
    this.code = body.error;
    this.status = status;
    this.details = body.details;
  }

  toResponse(): ErrorResponse {
    return { error: this.code, message: this.message, details: this.details };
  }
}

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL_ERROR';
};

const genericErrorMessage = () => i18next.t('errors.generic');

/** For anything that is not the server's own error answer. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  const status = isHTTPError(error) ? error.response.status : null;
  return new ApiError(
    {
      error: status === null ? 'INTERNAL_ERROR' : codeForStatus(status),
      message: genericErrorMessage(),
    },
    status,
    { cause: error },
  );
};

/**
 * Normalises whatever a call threw. The server's `{ error, message }` is kept as is (its message
 * is already in the user's language); anything else (a proxy's HTML page, a network failure, a
 * timeout) gets the generic message. The contract's schema, and zod with it, is loaded only
 * when a call fails, so neither weighs on the first load.
 */
export const normaliseApiError = async (error: unknown): Promise<ApiError> => {
  if (!isHTTPError(error)) return toApiError(error);
  try {
    const { errorResponseSchema } = await import('@parytet/contract/errors');
    const parsed = errorResponseSchema.safeParse(error.data);
    if (parsed.success) {
      return new ApiError(parsed.data, error.response.status, { cause: error });
    }
  } catch {
    // The schema could not be loaded (offline): fall through to the generic message.
  }
  return toApiError(error);
};

/**
 * A refused body's first rule, as the contract's validation key (`unknown_role`, `too_long`)
 * names it: the sentence the web holds for it, else nothing.
 */
const firstRuleText = (error: ApiError) => {
  if (error.code !== 'INVALID_REQUEST_BODY') return null;
  const key = error.details?.[0]?.message;
  if (!key || !/^[a-z_]+$/.test(key) || !i18next.exists(`validation.${key}`)) return null;
  return i18next.t(`validation.${key}`);
};

/** The text to show for a failed call; a refused body says which rule it broke. */
export const errorMessageOf = (error: unknown) => {
  const apiError = toApiError(error);
  const message = apiError.message || genericErrorMessage();
  const rule = firstRuleText(apiError);
  return rule ? `${message} ${rule}` : message;
};
