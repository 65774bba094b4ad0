/** Why a call failed: the network, the HTTP status, the envelope's code, or a malformed answer. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'code' | 'malformed';

/**
 * Every failed call becomes an ApiError. Machines branch on `kind` and `code`; views show a
 * message chosen from those, never the raw server text.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: string,
    readonly status?: number,
    readonly traceId?: string,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The code of a failed call, or undefined when it did not fail with an envelope code. */
export function apiErrorCode(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'code' ? error.code : undefined;
}
