import { setTimeout as sleep } from 'node:timers/promises';
import { Hono, type MiddlewareHandler } from 'hono';
import { codeAnswer, DroppedConnectionError, dropConnection, statusAnswer } from './answers.ts';
import { spoilResponse } from './bodies.ts';
import type { FaultRegistry } from './registry.ts';
import type { Fault } from './types.ts';

/** Where a fault middleware sits and what it leaves alone. */
export interface FaultMiddlewareOptions {
  registry: FaultRegistry;
  /** The host this app answers as: `main`, `api-1`… */
  hostId: string;
  /** Paths no fault touches (the control plane, so faults can always be cleared). */
  exempt?: (path: string) => boolean;
  wait?: (ms: number) => Promise<unknown>;
}

/** What one request will suffer, decided at once so a fault good for N requests hits exactly N. */
interface Plan {
  latencyMs: number;
  stop: Fault | undefined;
  body: Fault | undefined;
  dropAfter: Fault | undefined;
}

function plan(registry: FaultRegistry, faults: Fault[]): Plan {
  const latencies = faults.filter((f) => f.effect.kind === 'latency');
  const stop = faults.find(
    (f) =>
      f.effect.kind === 'status' ||
      f.effect.kind === 'code' ||
      (f.effect.kind === 'drop' && f.effect.when === 'before'),
  );
  const body = stop ? undefined : faults.find((f) => f.effect.kind === 'body');
  const dropAfter = stop
    ? undefined
    : faults.find((f) => f.effect.kind === 'drop' && f.effect.when === 'after');
  const chosen = [...latencies, stop, body, dropAfter].filter((f) => f !== undefined);
  for (const f of chosen) registry.consume(f.id);
  const latencyMs = latencies.reduce(
    (sum, f) => sum + (f.effect.kind === 'latency' ? f.effect.ms : 0),
    0,
  );
  return { latencyMs, stop, body, dropAfter };
}

/**
 * The HTTP faults of one host. A CORS preflight is never faulted: the browser would report a
 * CORS error and hide the fault from the app; the call that follows it gets the fault.
 */
export function faultMiddleware({
  registry,
  hostId,
  exempt,
  wait = sleep,
}: FaultMiddlewareOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || exempt?.(c.req.path)) return next();
    const matched = registry.matching({
      hostId,
      method: c.req.method,
      path: c.req.path,
      channel: 'http',
    });
    if (matched.length === 0) return next();
    const { latencyMs, stop, body, dropAfter } = plan(registry, matched);
    if (latencyMs > 0) await wait(latencyMs);
    if (stop) {
      const effect = stop.effect;
      if (effect.kind === 'status') return statusAnswer(effect.status);
      if (effect.kind === 'code') return codeAnswer(effect.code, effect.msg);
      return dropConnection(c);
    }
    await next();
    if (body?.effect.kind === 'body') c.res = await spoilResponse(body.effect.body, c.res);
    if (dropAfter) c.res = dropConnection(c);
  };
}

/** How one host is wrapped. */
export interface WrapOptions extends FaultMiddlewareOptions {
  /** Runs before the faults (the hang switch of the host that can hang). */
  before?: MiddlewareHandler;
}

/**
 * Puts faults in front of an app without changing it: the app keeps its own routes, not-found
 * answer and error handling, and sees the same request and Node bindings.
 */
export function withFaults(app: Hono, { before, ...options }: WrapOptions): Hono {
  const outer = new Hono();
  if (before) outer.use('*', before);
  outer.use('*', faultMiddleware(options));
  outer.all('*', (c) => app.fetch(c.req.raw, c.env));
  outer.onError((error, c) => {
    // With no socket to destroy (app.request in tests), the request fails as fetch would.
    if (error instanceof DroppedConnectionError) throw error;
    console.error(error);
    return c.text('Internal Server Error', 500);
  });
  return outer;
}
