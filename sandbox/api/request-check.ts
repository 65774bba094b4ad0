import { timingSafeEqual } from 'node:crypto';
import type { HonoRequest } from 'hono';
import {
  type CallSpec,
  CLIENT_VERSION,
  HEADERS,
  LANGUAGE_QUERY,
  TERMINAL_CODE,
} from '../../src/api/contract.ts';
import { SIGNATURE_MAX_SKEW_MS, signRequest } from '../../src/api/signature.ts';

/** Headers every signed call must carry, in the order they are reported missing. */
const REQUIRED = [
  HEADERS.terminal,
  HEADERS.version,
  HEADERS.traceId,
  HEADERS.language,
  HEADERS.timestamp,
  HEADERS.signature,
] as const;

/**
 * What is wrong with a call's headers and signature (SPEC §7), as a message naming the
 * culprit, or undefined when the call is acceptable. Reads the body, which Hono caches for
 * the handler.
 */
export async function findRequestProblem(
  req: HonoRequest,
  call: CallSpec,
  realNow: number = Date.now(),
): Promise<string | undefined> {
  for (const name of REQUIRED) {
    if (!req.header(name)) return `missing header ${name}`;
  }
  if (req.header(HEADERS.terminal) !== TERMINAL_CODE) {
    return `bad header ${HEADERS.terminal}: expected ${TERMINAL_CODE}`;
  }
  if (req.header(HEADERS.version) !== CLIENT_VERSION) {
    return `bad header ${HEADERS.version}: expected ${CLIENT_VERSION}`;
  }
  const query = req.query();
  if (call.method === 'GET' && !query[LANGUAGE_QUERY]) {
    return `missing query parameter ${LANGUAGE_QUERY}`;
  }
  const timestamp = req.header(HEADERS.timestamp) ?? '';
  if (!/^\d+$/.test(timestamp)) {
    return `bad header ${HEADERS.timestamp}: expected epoch milliseconds`;
  }
  // Real time, not the sandbox clock: the client signs with its own wall clock, and moving
  // the sandbox clock must not make every call fail.
  if (Math.abs(Number(timestamp) - realNow) > SIGNATURE_MAX_SKEW_MS) {
    return 'timestamp too far from server time';
  }
  const expected = signRequest({
    method: req.method,
    path: req.path,
    query,
    body: await req.text(),
    timestamp,
    token: req.header(HEADERS.token) ?? '',
  });
  return sameText(expected, req.header(HEADERS.signature) ?? '') ? undefined : 'bad signature';
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
