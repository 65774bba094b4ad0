import { CLIENT_VERSION, HEADERS, TERMINAL_CODE } from './contract-wire.ts';
import type { SignedParts } from './signature.ts';

/**
 * The headers of one call with its signature already made. The sandbox tests build their calls
 * through this too, so a header the client stops sending fails them instead of passing by a
 * copy of the old rules.
 */
export function callHeaders(
  call: SignedParts & { language: string },
  signature: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.token]: call.token,
    [HEADERS.timestamp]: call.timestamp,
    [HEADERS.language]: call.language,
    [HEADERS.terminal]: TERMINAL_CODE,
    [HEADERS.version]: CLIENT_VERSION,
    [HEADERS.traceId]: call.traceId,
    [HEADERS.signature]: signature,
  };
  if (call.method === 'POST') headers['content-type'] = 'application/json';
  if (call.idempotencyKey) headers[HEADERS.idempotencyKey] = call.idempotencyKey;
  return headers;
}
