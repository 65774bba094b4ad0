import { describe, expect, it } from 'vitest';
import { parseClockSpec } from '../../../sandbox/control/clock.ts';
import { formatDuration, parseDuration } from '../../../sandbox/control/duration.ts';
import { createSession, findSession } from '../../../sandbox/db/sessions.ts';
import { findUserByEmail } from '../../../sandbox/db/users.ts';
import type { SandboxEvent } from '../../../sandbox/events.ts';
import { CALLS } from '../../../src/api/contract.ts';
import { RewardType } from '../../../src/domain/reward.ts';
import { makeMainApp, postJson } from './control-support.ts';
import { useTempStore } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('clock settings', () => {
  it.each([
    ['+2h', { kind: 'advance', ms: 2 * HOUR }],
    ['-30m', { kind: 'advance', ms: -30 * 60_000 }],
    ['+3d', { kind: 'advance', ms: 3 * DAY }],
    ['1d12h', { kind: 'advance', ms: 36 * HOUR }],
    ['2030-01-01T00:00:00Z', { kind: 'at', at: Date.UTC(2030, 0, 1) }],
    ['1893456000000', { kind: 'at', at: 1893456000000 }],
    ['real', { kind: 'real', plusMs: 0 }],
    ['real+2d', { kind: 'real', plusMs: 2 * DAY }],
  ])('reads %s', (text, spec) => {
    expect(parseClockSpec(text)).toEqual(spec);
  });

  it('refuses what is not a clock setting, and words durations back', () => {
    expect(() => parseClockSpec('soon')).toThrow(/not a clock setting/);
    expect(() => parseClockSpec('real2d')).toThrow(/signed duration/);
    expect(parseDuration('15s', 'ms')).toBe(15_000);
    expect(parseDuration('250', 'ms')).toBe(250);
    expect(parseDuration('250')).toBeUndefined();
    expect(formatDuration(2 * DAY + 3 * HOUR)).toBe('2d 3h');
    expect(formatDuration(-90_000)).toBe('-1m 30s');
  });
});

describe('control API', () => {
  const ctx = useTempStore('each');

  it('reads and moves the sandbox clock, emitting clockMoved', async () => {
    const { app } = makeMainApp(ctx.store);
    const moved: SandboxEvent[] = [];
    ctx.store.events.on((e) => moved.push(e));
    const before = (await (await app.request('/sandbox/api/clock')).json()) as { now: number };
    const res = await postJson(app, '/sandbox/api/clock', { to: '+2d' });
    const after = (await res.json()) as { now: number; offsetMs: number; offset: string };
    expect(after.now - before.now).toBeGreaterThanOrEqual(2 * DAY);
    // Real time passes between the two reads; the margin allows a loaded CI machine.
    expect(after.now - before.now).toBeLessThan(2 * DAY + 30_000);
    // Exactly two days on, however long the request took.
    expect(after.offsetMs).toBe(2 * DAY);
    expect(after.offset).toBe('2d');
    expect(moved).toEqual([{ type: 'clockMoved', now: after.now }]);
    await postJson(app, '/sandbox/api/clock', { to: '2031-05-01T12:00:00Z' });
    expect(Math.abs(ctx.store.clock.now() - Date.UTC(2031, 4, 1, 12))).toBeLessThan(30_000);
    await postJson(app, '/sandbox/api/clock', { to: 'real' });
    expect(ctx.store.clock.offsetMs()).toBe(0);
    const bad = await postJson(app, '/sandbox/api/clock', { to: 'tomorrow-ish' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/not a clock setting/);
  });

  it('adds, lists, switches and removes faults, which then apply to the main origin', async () => {
    const { app } = makeMainApp(ctx.store);
    const health = async () => (await app.request(CALLS.health.path)).status;
    const added = await postJson(app, '/sandbox/api/faults', {
      spec: `id=h,route=${CALLS.health.path},status=503`,
    });
    expect(added.status).toBe(200);
    expect(await health()).toBe(503);
    const listed = (await (await app.request('/sandbox/api/faults')).json()) as {
      faults: Array<{ id: string; enabled: boolean; hits: number }>;
    };
    expect(listed.faults).toMatchObject([{ id: 'h', enabled: true, hits: 1 }]);
    await postJson(app, '/sandbox/api/faults/h/off');
    expect(await health()).toBe(200);
    await postJson(app, '/sandbox/api/faults/h/on');
    expect(await health()).toBe(503);
    expect((await app.request('/sandbox/api/faults/h', { method: 'DELETE' })).status).toBe(200);
    expect(await health()).toBe(200);
    expect((await postJson(app, '/sandbox/api/faults/h/on')).status).toBe(404);
  });

  it('takes faults as JSON fields and presets, for N requests, and clears them all', async () => {
    const { app, runtime } = makeMainApp(ctx.store);
    await postJson(app, '/sandbox/api/faults', {
      route: CALLS.health.path,
      code: '00004',
      times: 1,
    });
    const first = (await (await app.request(CALLS.health.path)).json()) as { code: string };
    expect(first.code).toBe('00004');
    expect(((await (await app.request(CALLS.health.path)).json()) as { code: string }).code).toBe(
      '00000',
    );
    await postJson(app, '/sandbox/api/faults', { preset: 'mirrors-down' });
    expect((await app.request('/mirrors/b/web_base.txt')).status).toBe(503);
    const cleared = await postJson(app, '/sandbox/api/faults/clear');
    expect(await cleared.json()).toEqual({ cleared: 2 });
    expect(runtime.faults.list()).toEqual([]);
    expect((await app.request('/mirrors/b/web_base.txt')).status).toBe(200);
    const bad = await postJson(app, '/sandbox/api/faults', { spec: 'route=/x,status=99' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/400-599/);
  });

  it('never faults the control plane itself', async () => {
    const { app } = makeMainApp(ctx.store);
    await postJson(app, '/sandbox/api/faults', { spec: 'host=main,status=503' });
    expect((await app.request('/login')).status).toBe(503);
    expect((await app.request('/sandbox/api/state')).status).toBe(200);
    expect((await app.request('/sandbox')).status).toBe(200);
    expect((await postJson(app, '/sandbox/api/faults/clear')).status).toBe(200);
    expect((await app.request('/login')).status).toBe(200);
  });

  it('switches the hang host on and off', async () => {
    const { app, runtime } = makeMainApp(ctx.store);
    expect(await (await app.request('/sandbox/api/hang')).json()).toEqual({
      hostId: 'api-4',
      on: true,
    });
    await postJson(app, '/sandbox/api/hang', { on: false });
    expect(runtime.hang.hangs('api-4')).toBe(false);
    await postJson(app, '/sandbox/api/hang', { on: 'on' });
    expect(runtime.hang.hangs('api-4')).toBe(true);
    expect((await postJson(app, '/sandbox/api/hang', { on: 'maybe' })).status).toBe(400);
  });

  it('simulates a deposit by e-mail and refuses unknown users and bad amounts', async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await postJson(app, '/sandbox/api/simulate/deposit', {
      email: 'trader@demo.test',
      amount: '500',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string }; changedTasks: unknown[] };
    expect(body.user.email).toBe('trader@demo.test');
    expect(Array.isArray(body.changedTasks)).toBe(true);
    const unknown = await postJson(app, '/sandbox/api/simulate/deposit', {
      email: 'nobody@demo.test',
      amount: '5',
    });
    expect(unknown.status).toBe(404);
    const bad = await postJson(app, '/sandbox/api/simulate/trade', {
      email: 'trader@demo.test',
      volume: '-3',
    });
    expect(bad.status).toBe(400);
    expect((await postJson(app, '/sandbox/api/simulate/teleport', {})).status).toBe(404);
  });

  it("lists a user's rewards with where each came from and its type", async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await app.request('/sandbox/api/grants?email=trader@demo.test');
    expect(res.status).toBe(200);
    const { rewards } = (await res.json()) as {
      rewards: { source: string; rewardType: string }[];
    };
    // Ada is seeded with rewards of every type (RULES.md).
    expect(new Set(rewards.map((r) => r.rewardType))).toEqual(new Set(Object.values(RewardType)));
    expect(rewards.every((r) => ['task', 'draw', 'seed'].includes(r.source))).toBe(true);
  });

  it('resets the data: sessions end, the clock goes back, the seed is fresh', async () => {
    const { app } = makeMainApp(ctx.store);
    const user = findUserByEmail(ctx.store.db, 'trader@demo.test')!;
    const { token } = createSession(ctx.store.db, user.id, ctx.store.clock.now());
    ctx.store.clock.setOffsetMs(5 * DAY);
    const res = await postJson(app, '/sandbox/api/reset');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { seeded: { users: number; activities: number } };
    expect(body.seeded.users).toBeGreaterThanOrEqual(4);
    expect(body.seeded.activities).toBeGreaterThanOrEqual(27);
    expect(findSession(ctx.store.db, token)).toBeUndefined();
    expect(ctx.store.clock.offsetMs()).toBe(0);
    const count = (table: string) =>
      Number(ctx.store.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
    expect(count('users')).toBe(body.seeded.users);
    expect(findUserByEmail(ctx.store.db, 'trader@demo.test')).toBeDefined();
  });

  it('answers a plain form post with a redirect back to the page', async () => {
    const { app } = makeMainApp(ctx.store);
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    const ok = await app.request('/sandbox/api/faults', form({ preset: 'ws-refuse' }));
    expect(ok.status).toBe(303);
    expect(decodeURIComponent(ok.headers.get('location') ?? '')).toMatch(
      /^\/sandbox\?notice=Fault ws-refuse added/,
    );
    const bad = await app.request('/sandbox/api/clock', form({ to: 'whenever' }));
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toMatch(/^\/sandbox\?error=/);
  });

  it('refuses control actions posted from another site', async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await app.request('http://127.0.0.1:8080/sandbox/api/reset', {
      method: 'POST',
      headers: { origin: 'https://evil.example', host: '127.0.0.1:8080' },
    });
    expect(res.status).toBe(403);
    const same = await app.request('http://127.0.0.1:8080/sandbox/api/faults/clear', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' },
    });
    expect(same.status).toBe(200);
  });
});

describe('control page', () => {
  const ctx = useTempStore('all');

  it('renders every control with a label, and serves its script separately', async () => {
    const { app } = makeMainApp(ctx.store);
    const res = await app.request('/sandbox?notice=Hello');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).toContain('<script src="/sandbox/control.js" defer></script>');
    expect(page).not.toMatch(/<script>/);
    expect(page).toContain('role="status" id="notice">Hello</p>');
    for (const id of [
      'clock-to',
      'sim-email',
      'sim-kind',
      'fault-spec',
      'events-kind',
      'events-name',
    ]) {
      expect(page).toContain(`id="${id}"`);
      expect(page).toContain(`<label for="${id}">`);
    }
    for (const heading of ['Clock', 'Hosts and mirrors', 'Faults', 'Events received']) {
      expect(page).toContain(`>${heading}</h2>`);
    }
    expect(page).toContain('trader@demo.test');
    const script = await app.request('/sandbox/control.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("addEventListener('submit'");
  });
});
