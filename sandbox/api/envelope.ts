import type { Envelope } from '../../src/domain/codes.ts';
import { RequestCode, ResponseCode } from '../../src/domain/codes.ts';

/** A successful answer (SPEC §8's 00000): every handler's data goes out through it. */
export function success<T>(data: T): Envelope<T> {
  return { code: ResponseCode.Success, msg: 'success', data };
}

/** A refused answer: no data, a code the client acts on and a message a developer can read. */
export function failure(code: string, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** Envelope code and HTTP status of a request the sandbox could not accept as sent. */
export const BAD_REQUEST = RequestCode.BadRequest;

/**
 * Thrown by a call handler to refuse a call; the route turns it into an envelope.
 * `status` is the HTTP status: 200 for refusals the client handles by code.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: 200 | 400 | 404 = 200,
  ) {
    super(message);
  }
}
