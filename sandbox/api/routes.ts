import type { Context } from 'hono';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { CALLS, type CallName, type CallSpec, HEADERS } from '../../src/api/contract.ts';
import type { SandboxStore } from '../db/store.ts';
import { resolveAccess } from './access.ts';
import { dispatch } from './dispatch.ts';
import { BAD_REQUEST, failure } from './envelope.ts';
import type { CallInput } from './input.ts';
import { findRequestProblem } from './request-check.ts';

/** What the API needs to answer. */
export interface ApiDeps {
  store: SandboxStore;
}

/**
 * Calls answered without header checks. The health probe measures a host before the client
 * has chosen one (SPEC §4), so it must be as cheap and as plain as a GET can be.
 */
const UNSIGNED_CALLS: ReadonlySet<CallName> = new Set<CallName>(['health']);

/** Printable ASCII, so a key survives logs and headers unchanged. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The app on 127.0.0.1:8080 calls the API hosts cross-origin. */
const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: [...Object.values(HEADERS), 'content-type'],
});

/** Body, then query, then path parameters; or the reason the body cannot be read. */
async function readInput(c: Context, call: CallSpec): Promise<CallInput | string> {
  let body: Record<string, unknown> = {};
  if (call.method === 'POST') {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          return 'body must be a JSON object';
        }
        body = parsed as Record<string, unknown>;
      } catch {
        return 'body is not JSON';
      }
    }
  }
  return { ...body, ...c.req.query(), ...c.req.param() };
}

/**
 * The routes of every call of the contract, each with its own CORS, checks and access rule,
 * so they can be mounted on any app without touching its other paths.
 */
export function createApiRoutes({ store }: ApiDeps): Hono {
  const app = new Hono();
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call: CallSpec = CALLS[name];
    app.use(call.path, apiCors);
    app.on(call.method, call.path, async (c) => {
      if (!UNSIGNED_CALLS.has(name)) {
        const problem = await findRequestProblem(c.req, call);
        if (problem) return c.json(failure(BAD_REQUEST, problem), 400);
      }
      const access = resolveAccess(store, call.access, c.req.header(HEADERS.token));
      if (!access.ok) return c.json(failure(access.code, access.msg));
      const input = await readInput(c, call);
      if (typeof input === 'string') return c.json(failure(BAD_REQUEST, input), 400);
      const idempotencyKey = c.req.header(HEADERS.idempotencyKey);
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        const msg = `bad header ${HEADERS.idempotencyKey}: 1-200 printable characters`;
        return c.json(failure(BAD_REQUEST, msg), 400);
      }
      const { status, envelope } = dispatch(store, {
        name,
        viewer: access.viewer,
        input,
        idempotencyKey,
      });
      return c.json(envelope, status);
    });
  }
  return app;
}
