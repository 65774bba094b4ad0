import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { CALLS, type CallName, type CallSpec, HEADERS } from '../../src/api/contract.ts';
import type { SandboxStore } from '../db/store.ts';
import { resolveAccess } from './access.ts';
import { ApiError, BAD_REQUEST, failure, success } from './envelope.ts';
import { HANDLERS } from './handlers.ts';
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

/** The app on 127.0.0.1:8080 calls the API hosts cross-origin. */
const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: [...Object.values(HEADERS), 'content-type'],
});

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
      try {
        return c.json(
          success(HANDLERS[name]({ store, viewer: access.viewer, query: c.req.query() })),
        );
      } catch (error) {
        if (error instanceof ApiError)
          return c.json(failure(error.code, error.message), error.status);
        throw error;
      }
    });
  }
  return app;
}
