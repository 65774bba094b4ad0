/**
 * The wire format of the exchange's calls (SPEC §7): what a call spec is, the headers, and how a
 * request is laid out. The calls themselves are in contract-first.ts and contract-later.ts,
 * which contract.ts puts together.
 */
export type HttpMethod = 'GET' | 'POST';

/** Who may make a call: anyone, anyone (with more data for a user), or only a logged-in user. */
export type CallAccess = 'public' | 'optionalUser' | 'user';

export interface CallSpec {
  method: HttpMethod;
  /** The path; a `:name` segment is a path parameter, filled from the request's `params`. */
  path: string;
  access: CallAccess;
  /**
   * POST calls whose SPEC §7 row says "query …": these request fields travel in the query
   * string, the rest in the JSON body. (GET calls send every field in the query.)
   */
  query?: readonly string[];
  /** The call honours `HEADERS.idempotencyKey`: a repeat with the same key gets the first answer. */
  idempotent?: boolean;
  /**
   * The call changes something at the exchange (enrols, claims, draws, binds, marks read). It
   * is never resent on its own on another host after a lost answer: it may have arrived.
   */
  writes?: true;
}

export const ACTIVITY = '/v1/activity';
export const GENERAL = '/v1/activity/general';
export const AGENT = '/v1/activity/general/agent';

/** Header names the exchange reads on every call (SPEC §7). */
export const HEADERS = {
  token: 'x-exchange-token',
  signature: 'x-exchange-sign',
  timestamp: 'x-exchange-timestamp',
  language: 'x-exchange-language',
  terminal: 'x-exchange-terminal',
  version: 'x-exchange-version',
  traceId: 'x-exchange-trace-id',
  /**
   * Sent by the calls marked `idempotent`, and signed. A resend after a time-out keeps the key
   * and gets a new trace id, timestamp and signature.
   */
  idempotencyKey: 'x-exchange-idempotency-key',
} as const;

/**
 * Response headers of every API answer, refusals and errors included, readable cross-origin:
 * the exchange's clock in epoch ms, which the client signs and counts down with.
 */
export const ANSWER_HEADERS = {
  exchangeTime: 'x-exchange-time',
  /** HTTP's own clock, to the second: read when an answer lacks `exchangeTime`. */
  date: 'date',
} as const;

/** SPEC §9: terminal type 1 and client version 1.1.0. */
export const TERMINAL_CODE = '1';
export const CLIENT_VERSION = '1.1.0';
/** GET calls also carry the language as this query parameter (SPEC §7). */
export const LANGUAGE_QUERY = 'languageType';
/** SPEC §9: one call gives up after 10 s. */
export const CALL_TIMEOUT_MS = 10_000;

/** Path parameters of a call, by the `:name` segments of its path. */
export type PathParams = Record<string, string | number>;

/**
 * The path of a call with its `:name` segments filled in (URI-encoded). Throws when a
 * parameter is missing, so a call never goes out with a literal `:id`.
 */
export function callPath(spec: Pick<CallSpec, 'path'>, params: PathParams = {}): string {
  return spec.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`missing path parameter ${name} of ${spec.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Where each part of a request goes on the wire. */
export interface RequestParts {
  path: string;
  /** Without `languageType`, which the client adds to GET calls. */
  query: Record<string, string>;
  /** The JSON body of a POST ('{}' when empty), or '' for a GET. */
  body: string;
}

/**
 * Splits a request into path, query and body the way the contract says: `params` fill the
 * path, GET fields and the POST fields named in `spec.query` go to the query, the rest of a
 * POST to its JSON body. Undefined and null fields are left out.
 */
export function requestParts(spec: CallSpec, request: object): RequestParts {
  const { params, ...fields } = request as { params?: PathParams } & Record<string, unknown>;
  const inQuery = (key: string) => spec.method === 'GET' || (spec.query ?? []).includes(key);
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (inQuery(key)) query[key] = String(value);
    else body[key] = value;
  }
  return {
    path: callPath(spec, params),
    query,
    body: spec.method === 'POST' ? JSON.stringify(body) : '',
  };
}
