import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import type { EventLog } from './event-log.ts';
import { EnvelopeError, errorEventName, parseEnvelope } from './sentry-envelope.ts';
import { senderOrigin } from './tracking.ts';

/** The DSN path prefix: a DSN `http://<key>@<main origin>/sentry/<project>` posts here. */
export const SENTRY_PREFIX = '/sentry';
/** Sentry refuses larger envelopes; so does the sandbox, well below Sentry's own limit. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;

/** The DSN the app's error monitoring uses against a sandbox whose main origin is `origin`. */
export function sandboxDsn(origin: string, projectId = 1, key = 'sandbox'): string {
  const url = new URL(origin);
  return `${url.protocol}//${key}@${url.host}${SENTRY_PREFIX}/${projectId}`;
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The public key a request authenticates with, as Sentry accepts it; undefined if none. */
function sentryKey(query: string | undefined, authHeader: string | undefined, dsn: unknown) {
  if (query) return query;
  const fromHeader = authHeader && /sentry_key=([^,\s]+)/.exec(authHeader)?.[1];
  if (fromHeader) return fromHeader;
  if (typeof dsn === 'string') {
    try {
      return new URL(dsn).username || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The error-monitoring endpoint, speaking Sentry's envelope protocol: POST
 * `/sentry/api/:projectId/envelope/` with `?sentry_key=` (or an X-Sentry-Auth header, or the
 * DSN in the envelope header). Error events (`event` items) are stored; sessions, transactions
 * and client reports are accepted and dropped. Answers 200 `{}` as Sentry does.
 */
export function createSentryRoutes(log: EventLog): Hono {
  const app = new Hono();
  const path = `${SENTRY_PREFIX}/api/:projectId{[0-9]+}/envelope`;
  app.use(`${path}/*`, cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], maxAge: 600 }));
  app.use(path, cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], maxAge: 600 }));
  const handler = async (c: Context) => {
    let body: Buffer = Buffer.from(await c.req.arrayBuffer());
    const encoding = c.req.header('content-encoding')?.trim().toLowerCase();
    try {
      if (encoding && encoding !== 'identity') {
        const decode = DECODERS[encoding];
        if (!decode) return c.json({ detail: `unsupported content encoding ${encoding}` }, 415);
        body = decode(body);
      }
    } catch {
      return c.json({ detail: `body is not valid ${encoding}` }, 400);
    }
    if (body.length > MAX_ENVELOPE_BYTES)
      return c.json({ detail: 'envelope exceeded size limits' }, 413);
    let envelope: ReturnType<typeof parseEnvelope>;
    try {
      envelope = parseEnvelope(body);
    } catch (error) {
      if (error instanceof EnvelopeError)
        return c.json({ detail: `invalid envelope: ${error.message}` }, 400);
      throw error;
    }
    const key = sentryKey(
      c.req.query('sentry_key'),
      c.req.header('x-sentry-auth'),
      envelope.header.dsn,
    );
    if (!key) return c.json({ detail: 'missing authorization information' }, 401);
    const origin = senderOrigin({
      origin: c.req.header('origin'),
      referer: c.req.header('referer'),
    });
    const events: Record<string, unknown>[] = [];
    for (const item of envelope.items) {
      if (item.header.type !== 'event') continue;
      let event: unknown;
      try {
        event = JSON.parse(item.payload.toString('utf8'));
      } catch {
        return c.json({ detail: 'invalid envelope: an event item is not JSON' }, 400);
      }
      if (typeof event !== 'object' || event === null || Array.isArray(event)) {
        return c.json({ detail: 'invalid envelope: an event item is not a JSON object' }, 400);
      }
      events.push(event as Record<string, unknown>);
    }
    const projectId = Number(c.req.param('projectId'));
    for (const event of events)
      log.add('errors', errorEventName(event), { projectId, ...event }, origin);
    return c.json({});
  };
  app.post(`${path}/`, handler);
  app.post(path, handler);
  return app;
}
