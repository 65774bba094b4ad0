import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { errorEventName, parseEnvelope } from '../../../sandbox/collectors/sentry-envelope.ts';
import { parseBeacon } from '../../../sandbox/collectors/tracking.ts';
import { makeMainApp } from './control-support.ts';
import { useTempStore } from './helpers.ts';

interface Listed {
  events: Array<{
    id: number;
    kind: string;
    name: string;
    origin: string;
    payload: Record<string, unknown>;
  }>;
}

const ORIGIN = 'http://127.0.0.1:5173';

/** An envelope as the Sentry browser SDK sends it. */
function envelope(event: Record<string, unknown>, withLength = false): string {
  const payload = JSON.stringify(event);
  const itemHeader = withLength
    ? { type: 'event', length: Buffer.byteLength(payload) }
    : { type: 'event' };
  return [
    JSON.stringify({
      event_id: event.event_id,
      sent_at: '2030-01-01T00:00:00.000Z',
      sdk: { name: 'sentry.javascript.react', version: '10.0.0' },
    }),
    JSON.stringify(itemHeader),
    payload,
    JSON.stringify({ type: 'client_report' }),
    JSON.stringify({ timestamp: 1, discarded_events: [] }),
  ].join('\n');
}

const TYPE_ERROR = {
  event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  level: 'error',
  platform: 'javascript',
  exception: {
    values: [
      { type: 'Error', value: 'root cause' },
      { type: 'TypeError', value: "Cannot read properties of undefined (reading 'tasks')" },
    ],
  },
};

describe('collectors', () => {
  const ctx = useTempStore('each');
  const list = async (app: ReturnType<typeof makeMainApp>['app'], query = '') =>
    (await (await app.request(`/sandbox/api/events${query}`)).json()) as Listed;

  it('stores beacons sent as text/plain and as application/json, one or many', async () => {
    const { app } = makeMainApp(ctx.store);
    const text = await app.request('/collect', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN },
      body: JSON.stringify({ event: 'activity_view', properties: { activity_name: 'Spring' } }),
    });
    expect(text.status).toBe(200);
    expect(await text.json()).toEqual({ stored: 1 });
    expect(text.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(text.headers.get('access-control-allow-credentials')).toBe('true');
    const batch = await app.request('/collect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { event: 'task_claim' },
        { name: 'web_vitals', commonName: 'LCP', value: 1800 },
      ]),
    });
    expect(await batch.json()).toEqual({ stored: 2 });
    const { events } = await list(app, '?kind=tracking');
    expect(events.map((e) => e.name)).toEqual(['web_vitals', 'task_claim', 'activity_view']);
    expect(events[2]).toMatchObject({
      origin: ORIGIN,
      payload: { event: 'activity_view', properties: { activity_name: 'Spring' } },
    });
  });

  it('answers the preflight of a JSON beacon from another origin', async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await app.request('/collect', {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('reads form and base64 beacons, and refuses what is not JSON', () => {
    const data = Buffer.from(JSON.stringify({ event: 'share_click' })).toString('base64');
    expect(
      parseBeacon(`data=${encodeURIComponent(data)}`, 'application/x-www-form-urlencoded'),
    ).toEqual([{ event: 'share_click' }]);
    expect(() => parseBeacon('hello there', 'text/plain')).toThrow(/neither JSON/);
    expect(() => parseBeacon('[1, 2]', 'application/json')).toThrow(/JSON object/);
  });

  it('answers 400 to a beacon it cannot read, and stores nothing', async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await app.request('/collect', { method: 'POST', body: 'not json' });
    expect(res.status).toBe(400);
    expect((await list(app)).events).toEqual([]);
  });

  it('stores Sentry error events as Sentry answers them: 200 {}', async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await app.request('/sentry/api/1/envelope/?sentry_key=sandbox&sentry_version=7', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN },
      body: envelope(TYPE_ERROR),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { events } = await list(app, '?kind=errors');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'errors',
      name: "TypeError: Cannot read properties of undefined (reading 'tasks')",
      payload: { projectId: 1, event_id: TYPE_ERROR.event_id, level: 'error' },
    });
  });

  it('reads length-prefixed and gzipped envelopes, and the X-Sentry-Auth header', async () => {
    const { app } = makeMainApp(ctx.store);
    const message = { event_id: 'f'.repeat(32), message: { formatted: 'Host list\nfetch failed' } };
    const res = await app.request('/sentry/api/42/envelope/', {
      method: 'POST',
      headers: {
        'content-encoding': 'gzip',
        'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=sandbox, sentry_client=test/1',
      },
      body: gzipSync(envelope(message, true)),
    });
    expect(res.status).toBe(200);
    const { events } = await list(app, '?kind=errors&name=host%20LIST');
    expect(events.map((e) => e.name)).toEqual(['Host list\nfetch failed']);
  });

  it('refuses envelopes without a key, and ones that are not envelopes', async () => {
    const { app } = makeMainApp(ctx.store);
    const post = (path: string, body: string) => app.request(path, { method: 'POST', body });
    const noKey = await post('/sentry/api/1/envelope/', envelope(TYPE_ERROR));
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ detail: 'missing authorization information' });
    const broken = await post('/sentry/api/1/envelope/?sentry_key=k', '{"event_id":1}\nnot json');
    expect(broken.status).toBe(400);
    expect((await list(app)).events).toEqual([]);
  });

  it('filters events by kind and name, newest first, and clears them', async () => {
    const { app, runtime } = makeMainApp(ctx.store);
    runtime.events.add('tracking', 'page_view', {});
    runtime.events.add('errors', 'TypeError: x', {});
    runtime.events.add('tracking', 'activity_error', {});
    expect((await list(app)).events.map((e) => e.name)).toEqual([
      'activity_error',
      'TypeError: x',
      'page_view',
    ]);
    expect((await list(app, '?name=ERROR')).events.map((e) => e.name)).toEqual([
      'activity_error',
      'TypeError: x',
    ]);
    expect((await list(app, '?kind=tracking&name=error')).events.map((e) => e.name)).toEqual([
      'activity_error',
    ]);
    expect((await app.request('/sandbox/api/events?kind=logs')).status).toBe(400);
    const page = await (await app.request('/sandbox?kind=errors')).text();
    expect(page).toContain('TypeError: x');
    expect(page).not.toContain('page_view</strong>');
    await app.request('/sandbox/api/events', { method: 'DELETE' });
    expect((await list(app)).events).toEqual([]);
  });

  it('parses envelopes item by item, and names errors as Sentry titles them', () => {
    const body = Buffer.from(
      `{}\n{"type":"attachment","length":5}\na\nb\nc\n{"type":"event"}\n{"message":"hi"}\n`,
    );
    const parsed = parseEnvelope(body);
    expect(parsed.items.map((i) => [i.header.type, i.payload.toString()])).toEqual([
      ['attachment', 'a\nb\nc'],
      ['event', '{"message":"hi"}'],
    ]);
    expect(() => parseEnvelope(Buffer.from('{}\n{"type":"event","length":99}\n{}'))).toThrow(
      /shorter than its length/,
    );
    expect(errorEventName({ exception: { values: [{ type: 'RangeError' }] } })).toBe('RangeError');
    expect(errorEventName({})).toBe('event');
  });
});
