import { ResponseCode } from '../domain/codes.ts';
import {
  CALL_TIMEOUT_MS,
  CALLS,
  type CallName,
  type CallRequests,
  type CallResponses,
  CLIENT_VERSION,
  HEADERS,
  LANGUAGE_QUERY,
  requestParts,
  TERMINAL_CODE,
} from './contract.ts';
import { ApiError } from './errors.ts';
import type { HttpTransport } from './http.ts';
import { checkAnswer } from './schemas.ts';
import { signRequest } from './signature.ts';

/** What the client needs from the rest of the app, read at the moment of each call. */
export interface ApiClientDeps {
  transport: HttpTransport;
  /** The chosen API host; waits for host selection when it is still racing. */
  baseUrl: () => Promise<string>;
  token: () => string | undefined;
  /** The backend locale code of the current language, e.g. en_US. */
  language: () => string;
  now: () => number;
  traceId: () => string;
  /** Told of codes that end the session (00004, 434, 600) before the call rejects. */
  onSessionCode?: (code: string) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** For calls the contract marks idempotent: a repeat with the same key gets the first answer. */
  idempotencyKey?: string;
}

export type ApiClient = <N extends CallName>(
  name: N,
  request: CallRequests[N],
  options?: CallOptions,
) => Promise<CallResponses[N]>;

const SESSION_CODES: readonly string[] = [
  ResponseCode.LoggedOut,
  ResponseCode.SessionInvalid,
  ResponseCode.LoginRequired,
];

/** Builds the client every feature calls the exchange through (SPEC §7 headers, §8 codes). */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  return async (name, request, options = {}) => {
    const spec = CALLS[name];
    const base = await deps.baseUrl();
    const token = deps.token() ?? '';
    const timestamp = String(deps.now());
    const traceId = deps.traceId();
    const language = deps.language();
    const parts = requestParts(spec, request);
    const query =
      spec.method === 'GET' ? { ...parts.query, [LANGUAGE_QUERY]: language } : parts.query;
    const body = parts.body;
    const headers: Record<string, string> = {
      [HEADERS.token]: token,
      [HEADERS.timestamp]: timestamp,
      [HEADERS.language]: language,
      [HEADERS.terminal]: TERMINAL_CODE,
      [HEADERS.version]: CLIENT_VERSION,
      [HEADERS.traceId]: traceId,
      [HEADERS.signature]: signRequest({
        method: spec.method,
        path: parts.path,
        query,
        body,
        timestamp,
        token,
      }),
    };
    if (spec.method === 'POST') headers['content-type'] = 'application/json';
    if ('idempotent' in spec && spec.idempotent && options.idempotencyKey) {
      headers[HEADERS.idempotencyKey] = options.idempotencyKey;
    }

    const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Awaited<ReturnType<HttpTransport>>;
    try {
      response = await deps.transport({
        method: spec.method,
        url: `${base}${parts.path}`,
        headers,
        params: query,
        body: spec.method === 'POST' ? body : undefined,
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (timeout.aborted)
        throw new ApiError('timeout', 'Network Error', undefined, undefined, traceId);
      throw new ApiError('network', 'Network Error', undefined, undefined, traceId);
    }
    if (response.status === 409 && keyReusedIn(response.text)) {
      // The exchange stands by the first request under this key: a definitive refusal.
      const msg = 'idempotency key already used for a different request';
      throw new ApiError('code', msg, ResponseCode.KeyReused, 409, traceId);
    }
    if (response.status >= 400) {
      throw new ApiError('http', `HTTP ${response.status}`, undefined, response.status, traceId);
    }
    let envelope: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      envelope = JSON.parse(response.text);
    } catch {
      throw new ApiError('malformed', 'answer is not JSON', undefined, response.status, traceId);
    }
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.code !== 'string') {
      throw new ApiError('malformed', 'answer has no code', undefined, response.status, traceId);
    }
    if (envelope.code !== ResponseCode.Success) {
      if (SESSION_CODES.includes(envelope.code)) deps.onSessionCode?.(envelope.code);
      const msg = typeof envelope.msg === 'string' ? envelope.msg : envelope.code;
      throw new ApiError('code', msg, envelope.code, response.status, traceId);
    }
    const checked = checkAnswer(name, envelope.data);
    if (!checked.ok) {
      const { path, message } = checked.mismatch;
      throw new ApiError(
        'malformed',
        `${name}: answer does not match the contract at ${path} (${message})`,
        undefined,
        response.status,
        traceId,
      );
    }
    return checked.data;
  };
}

/** Whether a 409 answer is the exchange's refusal of a reused idempotency key (code 51024). */
function keyReusedIn(text: string): boolean {
  try {
    const envelope: unknown = JSON.parse(text);
    return (
      typeof envelope === 'object' &&
      envelope !== null &&
      (envelope as { code?: unknown }).code === ResponseCode.KeyReused
    );
  } catch {
    return false;
  }
}
