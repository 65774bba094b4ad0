import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { RequestCode } from '../../src/domain/codes.ts';
import { failure } from './envelope.ts';
import { type ApiDeps, answerServerError, createApiRoutes, stampExchangeTime } from './routes.ts';

/** An API host: the calls of the contract, answered after the host's latency. */
export interface ApiAppDeps extends ApiDeps {
  /** Added before every answer except a CORS preflight, so hosts differ in probed speed. */
  latencyMs?: number;
}

/** The app of one API host (`http://api-<n>.localhost:<port>`). */
export function createApiApp({ latencyMs = 0, ...deps }: ApiAppDeps): Hono {
  const app = new Hono();
  if (latencyMs > 0) {
    app.use('*', async (c, next) => {
      if (c.req.method !== 'OPTIONS') await sleep(latencyMs);
      await next();
    });
  }
  // Outermost, so refusals made before the routes (unknown paths) carry the exchange's time too.
  app.use('*', stampExchangeTime(deps.store));
  app.route('/', createApiRoutes(deps));
  app.notFound((c) =>
    c.json(failure(RequestCode.NotFound, `no such call: ${c.req.method} ${c.req.path}`), 404),
  );
  app.onError(answerServerError);
  return app;
}
