import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { EventLog } from './event-log.ts';

/** Where the app sends its tracking beacons. */
export const COLLECT_PATH = '/collect';
/** A beacon larger than this is refused (browsers cap sendBeacon at 64 KiB anyway). */
export const MAX_BEACON_BYTES = 256 * 1024;

/** A beacon the collector cannot read. */
export class BeaconError extends Error {
  override name = 'BeaconError';
}

/** A transparent 1×1 GIF, for image beacons. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The events in a beacon body. sendBeacon sends a string as text/plain and a Blob as its
 * type (application/json); SDKs in the sensors family send a form with `data`, in JSON or
 * base64 JSON. A body holds one event object or an array of them.
 */
export function parseBeacon(text: string, contentType = ''): Record<string, unknown>[] {
  let raw = text;
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const data =
      new URLSearchParams(text).get('data') ?? new URLSearchParams(text).get('data_list');
    if (data === null) throw new BeaconError('form beacon without a data field');
    raw = data;
  }
  const value = parseJsonOrBase64(raw.trim());
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) throw new BeaconError('beacon holds no event');
  if (!items.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    throw new BeaconError('every event must be a JSON object');
  }
  return items as Record<string, unknown>[];
}

function parseJsonOrBase64(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    if (/^[A-Za-z0-9+/=_-]+$/.test(text)) {
      try {
        return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
      } catch {
        // Reported below as not JSON.
      }
    }
    throw new BeaconError('beacon body is neither JSON nor base64 JSON');
  }
}

/** The name an event is listed under: `event`, `name`, `type` or `event_name`, in that order. */
export function eventName(event: Record<string, unknown>): string {
  for (const key of ['event', 'name', 'type', 'event_name']) {
    const value = event[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return 'unnamed';
}

/** The page that sent a request, as far as its headers say. */
export function senderOrigin(headers: { origin?: string; referer?: string }): string {
  if (headers.origin) return headers.origin;
  try {
    return headers.referer ? new URL(headers.referer).origin : '';
  } catch {
    return '';
  }
}

/**
 * POST /collect stores tracking beacons; GET /collect?data=… takes image beacons. A beacon
 * carries the page's credentials, so CORS names the caller's origin rather than `*`.
 */
export function createTrackingRoutes(log: EventLog): Hono {
  const app = new Hono();
  app.use(
    COLLECT_PATH,
    cors({
      origin: (origin) => origin || '*',
      credentials: true,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['content-type'],
      maxAge: 600,
    }),
  );
  const store = (text: string, contentType: string, origin: string): number => {
    const events = parseBeacon(text, contentType);
    for (const event of events) log.add('tracking', eventName(event), event, origin);
    return events.length;
  };
  app.post(COLLECT_PATH, async (c) => {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_BEACON_BYTES) {
      return c.json({ error: `beacon larger than ${MAX_BEACON_BYTES} bytes` }, 413);
    }
    const origin = senderOrigin({
      origin: c.req.header('origin'),
      referer: c.req.header('referer'),
    });
    try {
      return c.json({ stored: store(text, c.req.header('content-type') ?? '', origin) });
    } catch (error) {
      if (error instanceof BeaconError) return c.json({ error: error.message }, 400);
      throw error;
    }
  });
  app.get(COLLECT_PATH, (c) => {
    const data = c.req.query('data');
    const origin = senderOrigin({
      origin: c.req.header('origin'),
      referer: c.req.header('referer'),
    });
    try {
      if (data === undefined) throw new BeaconError('image beacon without a data parameter');
      store(data, '', origin);
    } catch (error) {
      if (error instanceof BeaconError) return c.json({ error: error.message }, 400);
      throw error;
    }
    return c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
  });
  return app;
}
