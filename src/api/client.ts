import { RequestCode, ResponseCode } from '../domain/codes.ts';
import { gatewayHost, gatewayVariant } from '../domain/gateway.ts';
import { callHeaders } from './call-headers.ts';
import type { CallName, CallRequests, CallResponses } from './contract.ts';
import { FIRST_CALLS } from './contract-first.ts';
import { CALL_TIMEOUT_MS, type CallSpec, LANGUAGE_QUERY, requestParts } from './contract-wire.ts';
import { ApiError, isApiError } from './errors.ts';
import { type ExchangeClock, learnFromAnswer } from './exchange-clock.ts';
import { type HttpResponse, type HttpTransport, TransportTimeout } from './http.ts';
import { loadLaterCalls } from './later-calls.ts';
import { checkWith, FIRST_SCHEMAS, isFirstCall } from './schemas-first.ts';
import type { Shape } from './shape.ts';
import { type SignedParts, signRequest } from './signature.ts';

type LaterCallName = keyof typeof import('./contract-later.ts').LATER_CALLS;

/** Where the sandbox tests took it from; it lives apart so a page's head script can sign too. */
export { callHeaders };

/** What the client needs from the rest of the app, read at the moment of each call. */
export interface ApiClientDeps {
  transport: HttpTransport;
  /** The chosen API host; waits for host selection when it is still racing. */
  baseUrl: () => Promise<string>;
  token: () => string | undefined;
  /** The backend locale code of the current language, e.g. en_US. */
  language: () => string;
  /** The exchange's clock: calls are signed with its time, and every answer sets it right. */
  clock: ExchangeClock;
  traceId: () => string;
  /** The key calls are signed with; the web client's own (signature.ts) when not given. */
  signatureKey?: string;
  /** Told of codes that end the session (00004, 434, 600) before the call rejects. */
  onSessionCode?: (code: string) => void;
  /**
   * Told that `host` (a base URL from `baseUrl`) gave no answer at all: a network error or the
   * call's time-out, never a refusal. Host selection leaves it, so `baseUrl` gives another.
   */
  onHostFailure?: (host: string) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For calls the contract marks idempotent: a repeat with the same key gets the first answer.
   * A resend after a time-out passes the same key; each send gets its own trace id.
   */
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

/**
 * The envelope code of an answer refused at the HTTP level, read before the status decides:
 * the exchange says why it refused a timestamp (400) or a reused key (409) in its envelope.
 */
function refusalCodeOf(response: HttpResponse): string | undefined {
  try {
    const envelope: unknown = JSON.parse(response.text);
    if (typeof envelope !== 'object' || envelope === null) return undefined;
    const code = (envelope as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The headers of one signed call (SPEC §7), with its signature (signRequest). */
async function signedHeaders(
  call: SignedParts & { language: string },
  signatureKey?: string,
): Promise<Record<string, string>> {
  return callHeaders(call, await signRequest(call, signatureKey));
}

/**
 * Builds the client every feature calls the exchange through (SPEC §7 headers, §8 codes).
 * Every answer sets the exchange clock right; a call refused for its timestamp is signed
 * again with the corrected clock and sent once more, never twice.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  return async (name, request, options = {}) => {
    const spec: CallSpec = Object.hasOwn(FIRST_CALLS, name)
      ? FIRST_CALLS[name as keyof typeof FIRST_CALLS]
      : // The other routes' calls load with the first of them (contract-first.ts).
        (await loadLaterCalls())[name as LaterCallName];
    const firstBase = await deps.baseUrl();
    const language = deps.language();
    const parts = requestParts(spec, request);
    const query =
      spec.method === 'GET' ? { ...parts.query, [LANGUAGE_QUERY]: language } : parts.query;
    const body = parts.body;
    const idempotencyKey =
      'idempotent' in spec && spec.idempotent && options.idempotencyKey
        ? options.idempotencyKey
        : '';
    const call = { method: spec.method, path: parts.path, query, body, idempotencyKey, language };
    // One deadline for the call, its resend included (SPEC §9).
    const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    /** Signs and sends the call once to `base`, with a fresh timestamp and trace id. */
    const send = async (
      base: string,
    ): Promise<{
      response: HttpResponse;
      traceId: string;
      learnt: boolean;
    }> => {
      const token = deps.token() ?? '';
      // SPEC §4: the private gateway for a call with a token, the public one without; the
      // health probe measures the host itself.
      const host = name === 'health' ? base : gatewayHost(base, 'gateway', gatewayVariant(token));
      const timestamp = String(deps.clock.now());
      const traceId = deps.traceId();
      const headers = await signedHeaders(
        { ...call, timestamp, token, traceId },
        deps.signatureKey,
      );
      const sentAt = deps.clock.deviceNow();
      try {
        const response = await deps.transport({
          method: spec.method,
          url: `${host}${parts.path}`,
          headers,
          params: query,
          body: spec.method === 'POST' ? body : undefined,
          signal,
        });
        const learnt = learnFromAnswer(
          deps.clock,
          response.headers,
          sentAt,
          deps.clock.deviceNow(),
        );
        return { response, traceId, learnt };
      } catch (error) {
        if (options.signal?.aborted) throw error;
        // The host gave no answer at all: host selection leaves it (use pass 2, finding 1).
        deps.onHostFailure?.(base);
        if (timeout.aborted || error instanceof TransportTimeout)
          throw new ApiError('timeout', 'Network Error', undefined, undefined, traceId);
        throw new ApiError('network', 'Network Error', undefined, undefined, traceId);
      }
    };

    /**
     * Sends the call; a read whose host gave no answer goes once more to the host chosen
     * instead. A write is not resent: it may have reached the exchange before the connection
     * failed, so the user checks and retries it. A time-out spent the call's deadline already.
     */
    const sendOrMove = async (base: string) => {
      try {
        return { base, sent: await send(base) };
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'network' || 'writes' in spec) throw error;
        const next = await deps.baseUrl();
        if (next === base) throw error;
        return { base: next, sent: await send(next) };
      }
    };

    const moved = await sendOrMove(firstBase);
    let { sent } = moved;
    const timestampRefused = (r: HttpResponse) =>
      r.status === 400 && refusalCodeOf(r) === RequestCode.TimestampOutOfRange;
    if (timestampRefused(sent.response) && sent.learnt) sent = await send(moved.base);
    const { response, traceId } = sent;
    if (response.status === 409 && refusalCodeOf(response) === ResponseCode.KeyReused) {
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
    // The other routes' schemas load with their first answer (schemas-first.ts).
    const called: CallName = name;
    const schema: Shape = isFirstCall(called)
      ? FIRST_SCHEMAS[called]
      : (await import('./schemas.ts')).LATER_SCHEMAS[called];
    const checked = checkWith<CallResponses[typeof name]>(schema, envelope.data);
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
