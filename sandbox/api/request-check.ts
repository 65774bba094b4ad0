import { timingSafeEqual } from 'node:crypto';
import type { HonoRequest } from 'hono';
import {
  type CallSpec,
  CLIENT_VERSION,
  HEADERS,
  LANGUAGE_QUERY,
  TERMINAL_CODE,
} from '../../src/api/contract.ts';
import { SIGNATURE_MAX_SKEW_MS } from '../../src/api/signature.ts';
import { RequestCode } from '../../src/domain/codes.ts';
import { exchangeSignature } from './signature.ts';
import type { TraceMemory } from './trace-memory.ts';

/** Headers every signed call must carry, in the order they are reported missing. */
const REQUIRED = [
  HEADERS.terminal,
  HEADERS.version,
  HEADERS.traceId,
  HEADERS.language,
  HEADERS.timestamp,
  HEADERS.signature,
] as const;

/** Why a call was refused as sent: the envelope code and a message naming the culprit. */
export interface RequestProblem {
  code: string;
  msg: string;
}

/** What a call is checked against. */
export interface RequestCheckDeps {
  /** The raw body, already read within the size limit. */
  body: string;
  /** The exchange's clock (the sandbox clock), which clients sign with. */
  exchangeNow: number;
  /** Trace ids seen lately; a signed call's id is remembered once it passes every check. */
  traces: TraceMemory;
}

/** Printable ASCII and short: trace ids are remembered, so their size is bounded too. */
const TRACE_ID = /^[\x21-\x7e]{1,128}$/;

const bad = (msg: string): RequestProblem => ({ code: RequestCode.BadRequest, msg });

/**
 * What is wrong with a call's headers and signature (SPEC §7), or undefined when the call is
 * acceptable. The timestamp is compared with the exchange's clock, which clients learn from
 * every answer (`X-Exchange-Time`), so moving the sandbox clock by days breaks no client that
 * follows it. The signature covers the trace id and idempotency key, and a trace id is
 * accepted once: a captured call can be neither sent again nor sent under another key.
 */
export function findRequestProblem(
  req: HonoRequest,
  call: CallSpec,
  deps: RequestCheckDeps,
): RequestProblem | undefined {
  for (const name of REQUIRED) {
    if (!req.header(name)) return bad(`missing header ${name}`);
  }
  if (req.header(HEADERS.terminal) !== TERMINAL_CODE) {
    return bad(`bad header ${HEADERS.terminal}: expected ${TERMINAL_CODE}`);
  }
  if (req.header(HEADERS.version) !== CLIENT_VERSION) {
    return bad(`bad header ${HEADERS.version}: expected ${CLIENT_VERSION}`);
  }
  if (!TRACE_ID.test(req.header(HEADERS.traceId) ?? '')) {
    return bad(`bad header ${HEADERS.traceId}: 1-128 printable characters`);
  }
  const query = req.query();
  if (call.method === 'GET' && !query[LANGUAGE_QUERY]) {
    return bad(`missing query parameter ${LANGUAGE_QUERY}`);
  }
  const timestamp = req.header(HEADERS.timestamp) ?? '';
  if (!/^\d{1,16}$/.test(timestamp)) {
    return bad(`bad header ${HEADERS.timestamp}: expected epoch milliseconds`);
  }
  if (Math.abs(Number(timestamp) - deps.exchangeNow) > SIGNATURE_MAX_SKEW_MS) {
    return {
      code: RequestCode.TimestampOutOfRange,
      msg: `timestamp too far from the exchange's time (${deps.exchangeNow}); sign with the time of x-exchange-time`,
    };
  }
  const traceId = req.header(HEADERS.traceId) ?? '';
  const expected = exchangeSignature({
    method: req.method,
    path: req.path,
    query,
    body: deps.body,
    timestamp,
    token: req.header(HEADERS.token) ?? '',
    traceId,
    idempotencyKey: req.header(HEADERS.idempotencyKey) ?? '',
  });
  if (!sameText(expected, req.header(HEADERS.signature) ?? '')) return bad('bad signature');
  if (!deps.traces.remember(traceId)) {
    return {
      code: RequestCode.TraceReplayed,
      msg: `trace id already used: every call, a resend too, needs a new ${HEADERS.traceId}`,
    };
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
