import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCommand } from '../../../sandbox/control/cli-commands.ts';
import { EXIT, runCli } from '../../../sandbox/control/cli-run.ts';
import { makeMainApp } from './control-support.ts';
import { useTempStore } from './helpers.ts';

describe('CLI commands', () => {
  it.each([
    [['clock'], { method: 'GET', path: '/sandbox/api/clock' }],
    [['clock', '+2d'], { method: 'POST', path: '/sandbox/api/clock', body: { to: '+2d' } }],
    [
      ['fault', 'add', 'route=/v1/activity/obtainReward,status=503'],
      {
        method: 'POST',
        path: '/sandbox/api/faults',
        body: { spec: 'route=/v1/activity/obtainReward,status=503' },
      },
    ],
    [
      ['fault', 'add', 'route=/x,', 'status=503'],
      { method: 'POST', path: '/sandbox/api/faults', body: { spec: 'route=/x,,status=503' } },
    ],
    [['fault', 'off', 'f1'], { method: 'POST', path: '/sandbox/api/faults/f1/off' }],
    [['fault', 'rm', 'f1'], { method: 'DELETE', path: '/sandbox/api/faults/f1' }],
    [['fault', 'clear'], { method: 'DELETE', path: '/sandbox/api/faults' }],
    [
      ['simulate', 'deposit', 'trader@demo.test', '500'],
      {
        method: 'POST',
        path: '/sandbox/api/simulate/deposit',
        body: { email: 'trader@demo.test', amount: '500' },
      },
    ],
    [
      ['simulate', 'trade', 'trader@demo.test', '9000', 'futures'],
      {
        method: 'POST',
        path: '/sandbox/api/simulate/trade',
        body: { email: 'trader@demo.test', volume: '9000', market: 'futures' },
      },
    ],
    [
      ['mirror', 'both', 'down', 'drop'],
      {
        method: 'POST',
        path: '/sandbox/api/faults',
        body: { spec: 'id=mirror-both,mirror=both,drop' },
      },
    ],
    [['mirror', 'a', 'up'], { method: 'DELETE', path: '/sandbox/api/faults/mirror-a' }],
    [['hang', 'off'], { method: 'POST', path: '/sandbox/api/hang', body: { on: false } }],
    [['first-view'], { method: 'GET', path: '/sandbox/api/first-view' }],
    [
      ['first-view', 'off'],
      { method: 'POST', path: '/sandbox/api/first-view', body: { on: false } },
    ],
    [['reset'], { method: 'POST', path: '/sandbox/api/reset' }],
    [
      ['events', 'errors', 'TypeError'],
      { method: 'GET', path: '/sandbox/api/events?kind=errors&name=TypeError' },
    ],
  ])('%j', (args, request) => {
    expect(parseCommand(args)).toEqual(request);
  });

  it.each([
    [['teleport']],
    [['simulate', 'deposit', 'a@b.c']],
    [['mirror', 'c', 'down']],
    [['hang', 'maybe']],
    [['first-view', 'sometimes']],
  ])('refuses %j', (args) => {
    expect(() => parseCommand(args)).toThrow(CliUsageError);
  });
});

describe('CLI against a sandbox', () => {
  const ctx = useTempStore('all');

  async function run(app: ReturnType<typeof makeMainApp>['app'], ...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, {
      fetch: async (url, init) => app.request(url, init),
      env: { PORT: '8080' },
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('adds, switches and clears faults, which then apply', async () => {
    const { app } = makeMainApp(ctx.store);
    const added = await run(app, 'fault', 'add', 'id=h,route=/v1/if/health,status=502');
    expect(added).toMatchObject({
      code: EXIT.ok,
      out: 'fault h on: id=h,route=/v1/if/health,status=502',
    });
    expect((await app.request('/v1/if/health')).status).toBe(502);
    expect((await run(app, 'fault', 'off', 'h')).out).toBe(
      'fault h off: id=h,route=/v1/if/health,status=502',
    );
    expect((await app.request('/v1/if/health')).status).toBe(200);
    expect((await run(app, 'fault', 'list')).out).toMatch(/^h\toff\thits 1\t/);
    expect((await run(app, 'mirror', 'a', 'down')).code).toBe(EXIT.ok);
    expect((await app.request('/mirrors/a/web_base.txt')).status).toBe(503);
    expect((await run(app, 'mirror', 'a', 'up')).code).toBe(EXIT.ok);
    expect((await app.request('/mirrors/a/web_base.txt')).status).toBe(200);
    expect((await run(app, 'fault', 'clear')).out).toBe('cleared 1');
  });

  it('prints the whole state: switches, faults, accounts with what they did, activities', async () => {
    const { app } = makeMainApp(ctx.store);
    await run(app, 'fault', 'add', 'id=s,route=/v1/if/health,status=502');
    await run(app, 'simulate', 'trade', 'trader@demo.test', '100000', 'futures');
    const { code, out } = await run(app, 'status');
    expect(code).toBe(EXIT.ok);
    expect(out).toMatch(/^clock {7}\d{4}-\d\d-\d\dT.* \(offset /);
    expect(out).toMatch(/^hang {8}/m);
    expect(out).toMatch(/^faults \(1\)\n {2}s\ton \thits 0\t/m);
    expect(out).toMatch(/^sockets \(0\)\n {2}none$/m);
    // The accounts with their enrolments, claims, draws, rewards and inbox, one line each.
    const trader = out.split('\n').find((l) => l.includes('trader@demo.test'));
    expect(trader).toMatch(
      /trader@demo\.test\s+en\s+no\s+yes\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+\/\d+ unread/,
    );
    expect(out).toMatch(/^activities \(27\)$/m);
    expect(out).toMatch(/IN_PROGRESS\s+Lottery\s.*Daily Lucky Draw$/m);
    expect(out).toMatch(/^rows\n {2}users \d+, activities 27, /m);
    await run(app, 'fault', 'clear');
  });

  it('switches the first view of pages off and on', async () => {
    const { app, runtime } = makeMainApp(ctx.store);
    expect((await run(app, 'first-view', 'off')).out).toBe('pages come without a first view');
    expect(runtime.firstView.isOn()).toBe(false);
    expect((await run(app, 'first-view')).out).toBe('pages come without a first view');
    expect((await run(app, 'first-view', 'on')).out).toBe('pages come with their first view');
    expect(runtime.firstView.isOn()).toBe(true);
  });

  it('moves the clock and simulates a deposit by e-mail', async () => {
    const { app } = makeMainApp(ctx.store);
    const before = ctx.store.clock.now();
    const moved = await run(app, 'clock', '+2d');
    expect(moved.out).toMatch(/^sandbox clock \d{4}-\d\d-\d\dT.* \(offset 2d/);
    expect(ctx.store.clock.now() - before).toBeGreaterThanOrEqual(2 * 86_400_000);
    await run(app, 'clock', 'real');
    expect((await run(app, 'clock', '-1d', '--json')).code).toBe(EXIT.ok);
    expect(Math.round(ctx.store.clock.offsetMs() / 86_400_000)).toBe(-1);
    await run(app, 'clock', 'real');
    const simulated = await run(app, 'simulate', 'deposit', 'trader@demo.test', '500');
    expect(simulated.code).toBe(EXIT.ok);
    expect(simulated.out).toMatch(/^simulated deposit for trader@demo.test: \d+ task\(s\) changed/);
  });

  it('refuses an absurd clock move with the range, and leaves the clock where it was', async () => {
    const { app } = makeMainApp(ctx.store);
    await run(app, 'clock', 'real');
    const far = await run(app, 'clock', '+100000000d');
    expect(far.code).toBe(EXIT.refused);
    expect(far.err).toMatch(/^400: .*moves the clock too far/);
    const future = await run(app, 'clock', '2400-01-01T00:00:00Z');
    expect(future.code).toBe(EXIT.refused);
    expect(future.err).toMatch(/^400: .*the sandbox clock stays between/);
    expect(ctx.store.clock.offsetMs()).toBe(0);
    expect((await run(app, 'status')).code).toBe(EXIT.ok);
  });

  it('reports refusals, usage errors and an unreachable sandbox with distinct exit codes', async () => {
    const { app } = makeMainApp(ctx.store);
    const refused = await run(app, 'fault', 'add', 'route=/x');
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.err).toMatch(/^400: error: give exactly one effect/);
    expect((await run(app, 'teleport')).code).toBe(EXIT.usage);
    const unreachable = await runCli(['status'], {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      env: {},
      out: () => undefined,
      err: () => undefined,
    });
    expect(unreachable).toBe(EXIT.unreachable);
  });

  it('talks to SANDBOX_URL, or --url', async () => {
    const urls: string[] = [];
    const io = {
      fetch: async (url: string) => {
        urls.push(url);
        return Response.json({ hostId: 'api-4', on: true });
      },
      out: () => undefined,
      err: () => undefined,
    };
    await runCli(['hang'], { ...io, env: { SANDBOX_URL: 'http://127.0.0.1:28180/' } });
    await runCli(['--url', 'http://127.0.0.1:9', 'hang'], { ...io, env: {} });
    await runCli(['hang'], { ...io, env: { PORT: '18180' } });
    expect(urls).toEqual([
      'http://127.0.0.1:28180/sandbox/api/hang',
      'http://127.0.0.1:9/sandbox/api/hang',
      'http://127.0.0.1:18180/sandbox/api/hang',
    ]);
  });
});
