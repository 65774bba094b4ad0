import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import {
  ANSWER_HEADERS,
  CALLS,
  type CallName,
  type CallSpec,
  HEADERS,
  LANGUAGE_QUERY,
} from '../../src/api/contract.ts';
import { type Envelope, RequestCode } from '../../src/domain/codes.ts';
import { contentLanguageOf, localize, translatorFor } from '../content/translate.ts';
import type { SandboxStore } from '../db/store.ts';
import { resolveAccess } from './access.ts';
import { BODY_LIMITS, nestsDeeperThan, readBoundedBody } from './body-limits.ts';
import { type CallLog, gatewayOfHost } from './call-log.ts';
import { dispatch } from './dispatch.ts';
import { failure } from './envelope.ts';
import type { CallInput } from './input.ts';
import { findRequestProblem } from './request-check.ts';
import { traceMemoryOf } from './trace-memory.ts';

/** An answer's data in the caller's language; codes and messages of refusals stay. */
const localizeEnvelope = (
  envelope: Envelope<unknown>,
  tr: Parameters<typeof localize>[1],
): Envelope<unknown> => ({ ...envelope, data: localize(envelope.data, tr) });

/** What the API needs to answer. */
export interface ApiDeps {
  store: SandboxStore;
  /** Where every call received is recorded (the control plane's `/sandbox/api/calls`). */
  calls?: CallLog | undefined;
  /** The host's id in that log: `main` or `api-<n>`. */
  hostId?: string | undefined;
}

/**
 * Calls answered without header checks. The health probe measures a host before the client
 * has chosen one (SPEC §4), so it must be as cheap and as plain as a GET can be.
 */
const UNSIGNED_CALLS: ReadonlySet<CallName> = new Set<CallName>(['health']);

/** Printable ASCII, so a key survives logs and headers unchanged. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The app on 127.0.0.1:8080 calls the API hosts cross-origin, and reads the exchange's clock. */
const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: [...Object.values(HEADERS), 'content-type'],
  exposeHeaders: [ANSWER_HEADERS.exchangeTime, ANSWER_HEADERS.date],
});

/**
 * Stamps every answer, refusals and errors included, with the exchange's clock (the sandbox
 * clock): clients sign with it, so a client refused for its timestamp learns the time from the
 * refusal itself.
 */
export function stampExchangeTime(store: SandboxStore): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set(ANSWER_HEADERS.exchangeTime, String(store.clock.now()));
  };
}

/** Body, then query, then path parameters; or the problem that keeps the body from being read. */
function readInput(
  c: Context,
  call: CallSpec,
  text: string,
): { ok: true; input: CallInput } | { ok: false; code: string; msg: string } {
  let body: Record<string, unknown> = {};
  if (call.method === 'POST' && text.trim() !== '') {
    // Checked before parsing: no nesting reaches a recursive parser or handler.
    if (nestsDeeperThan(text)) {
      return {
        ok: false,
        code: RequestCode.TooDeep,
        msg: `body nests deeper than ${BODY_LIMITS.maxDepth} levels`,
      };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, code: RequestCode.BadRequest, msg: 'body is not JSON' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, code: RequestCode.BadRequest, msg: 'body must be a JSON object' };
    }
    body = parsed as Record<string, unknown>;
  }
  return { ok: true, input: { ...body, ...c.req.query(), ...c.req.param() } };
}

/**
 * The routes of every call of the contract, each with its own CORS, checks and access rule,
 * so they can be mounted on any app without touching its other paths. A body is read only up
 * to 64 KB and 32 levels of JSON; whatever a client sends is answered with an envelope, and
 * an error of the sandbox's own with a 500 envelope, never a bare page.
 */
export function createApiRoutes({ store, calls, hostId = 'main' }: ApiDeps): Hono {
  const app = new Hono();
  const stamp = stampExchangeTime(store);
  const traces = traceMemoryOf(store);
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call: CallSpec = CALLS[name];
    app.use(call.path, apiCors, stamp);
    if (calls) app.use(call.path, logCall(calls, store, hostId, name, call));
    app.on(call.method, call.path, async (c) => {
      let text = '';
      if (call.method === 'POST') {
        const read = await readBoundedBody(c.req.raw);
        if (!read.ok) {
          const msg = `body over ${BODY_LIMITS.maxBytes} bytes`;
          return c.json(failure(RequestCode.TooLarge, msg), 413);
        }
        text = read.text;
      }
      if (!UNSIGNED_CALLS.has(name)) {
        const problem = findRequestProblem(c.req, call, {
          body: text,
          exchangeNow: store.clock.now(),
          traces,
        });
        if (problem) return c.json(failure(problem.code, problem.msg), 400);
      }
      // SPEC §4: the public gateway serves visitors; a token sent through it is not read, so a
      // user's call that went the wrong way is refused (600) instead of answered.
      const viaPublic = gatewayOfHost(hostOf(c)) === 'public';
      const token = viaPublic ? undefined : c.req.header(HEADERS.token);
      const access = resolveAccess(store, call.access, token);
      if (!access.ok) return c.json(failure(access.code, access.msg));
      const read = readInput(c, call, text);
      if (!read.ok) return c.json(failure(read.code, read.msg), 400);
      const idempotencyKey = c.req.header(HEADERS.idempotencyKey);
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        const msg = `bad header ${HEADERS.idempotencyKey}: 1-200 printable characters`;
        return c.json(failure(RequestCode.BadRequest, msg), 400);
      }
      const { status, envelope } = dispatch(store, {
        name,
        viewer: access.viewer,
        input: read.input,
        idempotencyKey,
      });
      // Content in the reader's language (issue 15): GETs name it in the query, every call in
      // a header. Translated on the way out, so a replayed answer speaks the caller's language.
      const tr = translatorFor(
        contentLanguageOf(c.req.query(LANGUAGE_QUERY) ?? c.req.header(HEADERS.language)),
      );
      return c.json(localizeEnvelope(envelope, tr), status);
    });
  }
  app.onError(answerServerError);
  return app;
}

/** The host a call was sent to: its Host header, or its URL's host when it came without one. */
function hostOf(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}

/** Records a call once answered, with the code it got (CORS preflights are not calls). */
function logCall(
  calls: CallLog,
  store: SandboxStore,
  hostId: string,
  name: CallName,
  call: CallSpec,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== call.method) return;
    let code = String(c.res.status);
    try {
      const envelope: unknown = await c.res.clone().json();
      const answered = (envelope as { code?: unknown } | null)?.code;
      if (typeof answered === 'string') code = answered;
    } catch {
      // Not an envelope (a fault's page): the HTTP status says what happened.
    }
    calls.add({
      at: store.clock.now(),
      hostId,
      gateway: gatewayOfHost(hostOf(c)),
      name,
      method: call.method,
      path: call.path,
      code,
    });
  };
}

/**
 * The last resort: an error of the sandbox's own (never one a client can cause; the property
 * test sends hostile calls to make sure) is logged and answered with the contract's envelope.
 */
export function answerServerError(error: Error, c: Context): Response {
  console.error('sandbox API error', error);
  return c.json(failure(RequestCode.ServerError, 'the exchange failed to answer'), 500);
}
