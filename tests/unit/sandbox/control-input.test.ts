import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_LIMITS,
  clockRange,
  readClock,
  repairClock,
} from '../../../sandbox/control/clock.ts';
import { isLoopbackHost } from '../../../sandbox/control/http.ts';
import type { SandboxEvent } from '../../../sandbox/events.ts';
import { makeMainApp, postJson } from './control-support.ts';
import { useTempStore } from './helpers.ts';

const DAY = 86_400_000;

describe('clock moves outside the sane range', () => {
  const ctx = useTempStore('each');

  it.each([
    ['an absurd relative move', '+100000000d'],
    ['a move back beyond the limit', `-${CLOCK_LIMITS.maxMoveDays + 1}d`],
    ['a date far ahead', '2400-01-01T00:00:00Z'],
    ['a date long past', '1990-01-01T00:00:00Z'],
    ['an epoch that is no date', '9'.repeat(400)],
    ['epoch zero', '0'],
    ['real time plus centuries', 'real+36500d'],
    ['real time minus years', 'real-3000d'],
  ])('refuses %s with a 400 and saves nothing', async (_, to) => {
    const { app } = makeMainApp(ctx.store);
    const events: SandboxEvent[] = [];
    ctx.store.events.on((e) => events.push(e));
    await postJson(app, '/sandbox/api/clock', { to: '+1d' });
    events.length = 0;
    const res = await postJson(app, '/sandbox/api/clock', { to });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/stays between|too far/);
    expect(ctx.store.clock.offsetMs()).toBe(DAY);
    expect(events).toEqual([]);
    // The page and the API still answer.
    expect((await app.request('/sandbox')).status).toBe(200);
    expect((await app.request('/sandbox/api/state')).status).toBe(200);
  });

  it('refuses a sum of moves that walks the clock out of range step by step', async () => {
    const { app } = makeMainApp(ctx.store);
    for (let i = 0; i < 4; i++) {
      expect((await postJson(app, '/sandbox/api/clock', { to: '+400d' })).status).toBe(200);
    }
    expect((await postJson(app, '/sandbox/api/clock', { to: '+400d' })).status).toBe(400);
    expect(ctx.store.clock.offsetMs()).toBe(1600 * DAY);
  });

  it('still moves within the range: four years ahead, half a year back, a date, real time', async () => {
    const { app } = makeMainApp(ctx.store);
    for (const to of ['+1460d', 'real', '-180d', '2027-01-01T00:00:00Z', 'real+2d']) {
      expect((await postJson(app, '/sandbox/api/clock', { to })).status).toBe(200);
    }
    expect(ctx.store.clock.offsetMs()).toBe(2 * DAY);
  });

  it('refuses on the control page too, with the reason in the redirect', async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await app.request('/sandbox/api/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'to=%2B99999999d',
    });
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get('location') ?? '')).toMatch(/error=.*too far/);
    expect(ctx.store.clock.offsetMs()).toBe(0);
  });

  it('allows as far back as a year before the seeding moment when that lies in the past', () => {
    const real = Date.UTC(2026, 0, 1);
    const seed = Date.UTC(2024, 0, 1);
    expect(clockRange(real, seed)).toEqual({
      earliest: seed - CLOCK_LIMITS.pastDays * DAY,
      latest: real + CLOCK_LIMITS.futureDays * DAY,
    });
  });

  it('puts a clock saved out of range by an older sandbox back to real time', () => {
    ctx.store.clock.setOffsetMs(9e15);
    expect(readClock(ctx.store).iso).toBe('out of range');
    expect(repairClock(ctx.store)).toBe(true);
    expect(ctx.store.clock.offsetMs()).toBe(0);
    ctx.store.clock.setOffsetMs(3 * DAY);
    expect(repairClock(ctx.store)).toBe(false);
    expect(ctx.store.clock.offsetMs()).toBe(3 * DAY);
  });
});

describe('the hostile-text hook (test only)', () => {
  const ctx = useTempStore('each');

  it('makes every visible text one unbroken word of the length asked, until a reset', async () => {
    const { app } = makeMainApp(ctx.store);
    const titles = () =>
      ctx.store.db
        .prepare('SELECT title FROM activities UNION SELECT title FROM tasks')
        .pluck()
        .all();
    const res = await postJson(app, '/sandbox/api/hostile-text', { length: 500 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ length: 500 });
    expect(new Set(titles())).toEqual(new Set(['W'.repeat(500)]));
    const messages = ctx.store.db.prepare('SELECT content FROM push_messages').pluck().all();
    expect(new Set(messages)).toEqual(new Set([`<p>${'W'.repeat(500)}</p>`]));
    await postJson(app, '/sandbox/api/reset');
    expect(titles()).not.toContain('W'.repeat(500));
  });

  it.each([0, -1, 2.5, 2001, 'many', null])('refuses a length of %s', async (length) => {
    const { app } = makeMainApp(ctx.store);
    const res = await postJson(app, '/sandbox/api/hostile-text', { length });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/length must be/);
  });
});

describe('the control plane answers only on a loopback name', () => {
  const ctx = useTempStore('all');

  it.each([
    ['127.0.0.1:8080', true],
    ['127.0.0.1', true],
    ['127.1.2.3:80', true],
    ['localhost:8080', true],
    ['LOCALHOST', true],
    ['api-1.localhost:8081', true],
    ['[::1]:8080', true],
    ['evil.test:8080', false],
    ['127.0.0.1.evil.test:8080', false],
    ['localhost.evil.test', false],
    ['evil-localhost:8080', false],
    ['127.0.0.256:8080', false],
    ['[::2]:8080', false],
    ['0.0.0.0:8080', false],
    ['', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it.each([
    ['GET', '/sandbox'],
    ['GET', '/sandbox/api/state'],
    ['GET', '/sandbox/api/events'],
    ['POST', '/sandbox/api/clock'],
    ['POST', '/sandbox/api/reset'],
  ])('refuses %s %s named by a rebound name, changing nothing', async (method, path) => {
    const { app } = makeMainApp(ctx.store);
    const before = ctx.store.clock.offsetMs();
    const res = await app.request(path, {
      method,
      headers: { host: 'rebind.evil.test:8080', 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{"to":"+1d"}' } : {}),
    });
    expect(res.status).toBe(421);
    expect(((await res.json()) as { error: string }).error).toMatch(/only on a loopback name/);
    expect(ctx.store.clock.offsetMs()).toBe(before);
    const ok = await app.request(path === '/sandbox/api/reset' ? '/sandbox/api/state' : path, {
      headers: { host: '127.0.0.1:8080' },
    });
    expect(ok.status).toBe(200);
  });
});

/** Every control route that takes input, with the methods it answers. */
const ROUTES: [method: string, path: string][] = [
  ['POST', '/sandbox/api/clock'],
  ['POST', '/sandbox/api/simulate/deposit'],
  ['POST', '/sandbox/api/simulate/trade'],
  ['POST', '/sandbox/api/simulate/earn'],
  ['POST', '/sandbox/api/simulate/kyc'],
  ['POST', '/sandbox/api/simulate/nothing'],
  ['POST', '/sandbox/api/simulate'],
  ['POST', '/sandbox/api/faults'],
  ['POST', '/sandbox/api/faults/x/on'],
  ['POST', '/sandbox/api/faults/x/delete'],
  ['DELETE', '/sandbox/api/faults/x'],
  ['POST', '/sandbox/api/first-view'],
  ['POST', '/sandbox/api/hang'],
  ['POST', '/sandbox/api/events/clear'],
  ['GET', '/sandbox/api/events'],
  ['GET', '/sandbox/api/grants'],
  ['POST', '/sandbox/api/hostile-text'],
  ['GET', '/sandbox'],
];

/** Values that have broken parsers before: huge, negative, fractional, nested, wrong types. */
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '9'.repeat(400),
    '1e400',
    -1,
    0.5,
    1e308,
    '',
    ' ',
    'trader@demo.test',
    '+99999999999d',
    'real+99999999d',
    'route=/v1/x,status=1e400',
    'route=/v1/x,latency=99999999999999999999',
    'route=/v1/x,times=-5',
    'host=main,status=503,times=1e30',
    '99999999999999999999999999999999999999.999999999999',
    'x'.repeat(5000),
    '%00',
    '\u0000',
    ['a'],
    { on: true },
  ),
);
const fields = fc.dictionary(
  fc.constantFrom(
    'to',
    'clock',
    'email',
    'amount',
    'volume',
    'currency',
    'market',
    'kind',
    'spec',
    'preset',
    'route',
    'host',
    'status',
    'latency',
    'times',
    'on',
    'limit',
    'name',
    'id',
    'length',
  ),
  nasty,
  { maxKeys: 5 },
);

/** A request body as JSON, as a form, as a broken multipart, or as something else. */
const body = fc.oneof(
  fields.map((f) => ({ type: 'application/json', text: JSON.stringify(f) })),
  fields.map((f) => ({
    type: 'application/x-www-form-urlencoded',
    text: new URLSearchParams(
      Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString(),
  })),
  fc.string({ maxLength: 200 }).map((text) => ({
    type: 'multipart/form-data; boundary=zz',
    text,
  })),
  fc.string({ maxLength: 200 }).map((text) => ({ type: 'application/json', text })),
  fc.constant({ type: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` }),
  fc.constant({ type: 'text/plain', text: 'x'.repeat(200_000) }),
);
const query = fields.map((f) =>
  new URLSearchParams(
    Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString(),
);

describe('no control request answers 500', () => {
  const ctx = useTempStore('all');

  it('answers every route, whatever its input, with a success or a refusal', async () => {
    const { app } = makeMainApp(ctx.store);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, query, async ([method, path], b, q) => {
        const res = await app.request(`${path}?${q}`, {
          method,
          headers: { 'content-type': b.type },
          ...(method === 'GET' ? {} : { body: b.text }),
        });
        await res.arrayBuffer();
        expect(res.status, `${method} ${path}?${q} ${b.type} ${b.text.slice(0, 200)}`).toBeLessThan(
          500,
        );
        const { earliest, latest } = clockRange(Date.now());
        const now = ctx.store.clock.now();
        expect(now >= earliest - DAY && now <= latest + DAY).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
