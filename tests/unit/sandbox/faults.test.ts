import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../sandbox/config.ts';
import { MALFORMED_BODY, retype } from '../../../sandbox/faults/bodies.ts';
import { withFaults } from '../../../sandbox/faults/middleware.ts';
import {
  createFaultRegistry,
  type FaultRegistry,
  routeMatches,
} from '../../../sandbox/faults/registry.ts';
import {
  formatFaultSpec,
  parseFaultFields,
  parseFaultList,
  parseFaultSpec,
} from '../../../sandbox/faults/spec.ts';
import { FaultSpecError } from '../../../sandbox/faults/types.ts';
import { decryptHostList, HostListDecryptError } from '../../../src/api/host-list-cipher.ts';

const HOSTS = ['main', 'api-1', 'api-2'];
const DATA = { activities: [{ activityId: 7, title: 'Spring', open: true }], total: 1 };

/** A stand-in exchange host: answers one envelope and counts the calls it ran. */
function host(id: string, registry: FaultRegistry) {
  const inner = new Hono();
  const calls = { count: 0 };
  inner.get('/v1/activity/list', (c) => {
    calls.count += 1;
    return c.json({ code: '00000', msg: 'success', data: DATA });
  });
  inner.post('/v1/activity/obtainReward', (c) => {
    calls.count += 1;
    return c.json({ code: '00000', msg: 'success', data: { granted: true } });
  });
  inner.get('/mirrors/a/web_base.txt', (c) => c.text('plain'));
  inner.get('/sandbox/api/state', (c) => c.json({ ok: true }));
  const wait: number[] = [];
  const app = withFaults(inner, {
    registry,
    hostId: id,
    exempt: (path) => path.startsWith('/sandbox'),
    wait: async (ms) => {
      wait.push(ms);
    },
  });
  return { app, calls, wait };
}

describe('fault specs', () => {
  it.each([
    ['route=/v1/activity/obtainReward,status=503', { kind: 'status', status: 503 }],
    ['host=api-1,latency=15s', { kind: 'latency', ms: 15_000 }],
    ['host=api-1,latency=2500', { kind: 'latency', ms: 2500 }],
    ['route=/v1/*,code=51020', { kind: 'code', code: '51020' }],
    ['route=/v1/*,code=434,msg=kicked', { kind: 'code', code: '434', msg: 'kicked' }],
    ['route=/v1/activity/list,body=wrong-types', { kind: 'body', body: 'wrong-types' }],
    ['host=api,drop', { kind: 'drop', when: 'before' }],
    ['route=/v1/activity/obtainReward,drop=after', { kind: 'drop', when: 'after' }],
    ['ws=refuse', { kind: 'ws', action: 'refuse' }],
  ])('reads %s', (text, effect) => {
    const spec = parseFaultSpec(text);
    expect(spec.effect).toEqual(effect);
    expect(parseFaultSpec(formatFaultSpec(spec))).toEqual(spec);
  });

  it('reads mirror and host-list shorthands as main-origin routes', () => {
    expect(parseFaultSpec('mirror=a,status=503').match).toEqual({
      host: 'main',
      route: '/mirrors/a/*',
    });
    expect(parseFaultSpec('mirror=both,drop').match.route).toBe('/mirrors/*');
    const hostlist = parseFaultSpec('hostlist=undecryptable');
    expect(hostlist.effect).toEqual({ kind: 'body', body: 'undecryptable' });
    expect(routeMatches(hostlist.match.route, '/mirrors/b/web_abroad.txt')).toBe(true);
    expect(routeMatches(hostlist.match.route, '/mirrors/b/verify.txt')).toBe(false);
  });

  it('reads times, ids, the off flag, JSON fields and ;-separated lists', () => {
    expect(parseFaultSpec('id=claim,route=/x,status=500,times=2,off')).toMatchObject({
      id: 'claim',
      times: 2,
      enabled: false,
    });
    expect(parseFaultFields({ route: '/x', status: 502, times: 1 })).toMatchObject({
      effect: { kind: 'status', status: 502 },
      times: 1,
    });
    expect(parseFaultList('host=api-1,drop; mirror=b,status=503\nws=drop')).toHaveLength(3);
  });

  it.each([
    ['status=503', /say where/],
    ['route=/x', /exactly one effect/],
    ['route=/x,status=503,code=600', /exactly one effect/],
    ['route=/x,status=200', /400-599/],
    ['route=/x,latency=11m', /latency/],
    ['route=/x,body=garbled', /body must be one of/],
    ['host=api-one,drop', /host must be/],
    ['mirror=c,drop', /mirror must be/],
    ['route=/x,drop,times=0', /times/],
    ['route=/x,colour=red,drop', /unknown key "colour"/],
    ['route=/x,status=503,msg=hello', /msg goes only with code/],
  ])('refuses %s', (text, message) => {
    expect(() => parseFaultSpec(text)).toThrow(FaultSpecError);
    expect(() => parseFaultSpec(text)).toThrow(message);
  });
});

describe('fault registry', () => {
  it('switches a fault off after its N requests, and on again with N fresh ones', () => {
    const registry = createFaultRegistry(HOSTS);
    const fault = registry.add(parseFaultSpec('route=/x,status=503,times=2'));
    const request = { hostId: 'api-1', method: 'GET', path: '/x', channel: 'http' as const };
    for (let i = 0; i < 2; i++) {
      expect(registry.matching(request)).toHaveLength(1);
      registry.consume(fault.id);
    }
    expect(registry.matching(request)).toEqual([]);
    expect(registry.get(fault.id)).toMatchObject({ enabled: false, hits: 2, remaining: 0 });
    registry.setEnabled(fault.id, true);
    expect(registry.get(fault.id)).toMatchObject({ enabled: true, remaining: 2 });
  });

  it('matches hosts, routes and methods, and refuses hosts the sandbox lacks', () => {
    const registry = createFaultRegistry(HOSTS);
    registry.add(parseFaultSpec('host=api,route=/v1/*,method=POST,drop'));
    const on = (hostId: string, method: string, path: string) =>
      registry.matching({ hostId, method, path, channel: 'http' }).length;
    expect(on('api-2', 'POST', '/v1/activity/apply')).toBe(1);
    expect(on('main', 'POST', '/v1/activity/apply')).toBe(0);
    expect(on('api-2', 'GET', '/v1/activity/apply')).toBe(0);
    expect(on('api-2', 'POST', '/mirrors/a/web_base.txt')).toBe(0);
    expect(() => registry.add(parseFaultSpec('host=api-9,drop'))).toThrow(/no host api-9/);
  });

  it('replaces a fault added again under the same id', () => {
    const registry = createFaultRegistry(HOSTS);
    registry.add(parseFaultSpec('id=m,mirror=a,status=503'));
    registry.add(parseFaultSpec('id=m,mirror=a,drop'));
    expect(registry.list()).toHaveLength(1);
    expect(registry.get('m')?.effect).toEqual({ kind: 'drop', when: 'before' });
  });
});

describe('fault middleware', () => {
  it('answers a status fault while on, and the real answer once switched off', async () => {
    const registry = createFaultRegistry(HOSTS);
    const { app, calls } = host('api-1', registry);
    const fault = registry.add(parseFaultSpec('route=/v1/activity/obtainReward,status=503'));
    const faulted = await app.request('/v1/activity/obtainReward', { method: 'POST' });
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('access-control-allow-origin')).toBe('*');
    expect(await faulted.text()).toContain('503 Service Unavailable');
    expect(calls.count).toBe(0);
    const other = await app.request('/v1/activity/list');
    expect(other.status).toBe(200);
    registry.setEnabled(fault.id, false);
    const healed = await app.request('/v1/activity/obtainReward', { method: 'POST' });
    expect(healed.status).toBe(200);
    expect(calls.count).toBe(2);
  });

  it('answers a 500 as an envelope and a code fault as HTTP 200 with that code', async () => {
    const registry = createFaultRegistry(HOSTS);
    const { app } = host('api-1', registry);
    registry.add(parseFaultSpec('id=a,route=/v1/activity/list,status=500'));
    const status = await app.request('/v1/activity/list');
    expect(status.status).toBe(500);
    expect(await status.json()).toMatchObject({ code: '500', data: null });
    registry.remove('a');
    for (const code of ['00004', '434', '600', '51020']) {
      registry.add(parseFaultSpec(`id=c,route=/v1/activity/list,code=${code}`));
      const res = await app.request('/v1/activity/list');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code, data: null });
    }
  });

  it('spoils bodies: malformed, truncated, empty, wrong types', async () => {
    const registry = createFaultRegistry(HOSTS);
    const { app, calls } = host('api-2', registry);
    const read = async (body: string) => {
      registry.add(parseFaultSpec(`id=b,route=/v1/activity/list,body=${body}`));
      const res = await app.request('/v1/activity/list');
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(await read('malformed')).toBe(MALFORMED_BODY);
    const truncated = await read('truncated');
    expect(truncated.length).toBeGreaterThan(0);
    expect(() => JSON.parse(truncated)).toThrow();
    expect(await read('empty')).toBe('');
    const wrong = JSON.parse(await read('wrong-types'));
    expect(wrong.code).toBe('00000');
    expect(wrong.data).toEqual({
      activities: { '0': { activityId: '7', title: 'Spring', open: 'true' } },
      total: '1',
    });
    // The call ran each time: only its answer was spoiled.
    expect(calls.count).toBe(4);
    registry.clear();
    expect(JSON.parse(await (await app.request('/v1/activity/list')).text()).data).toEqual(DATA);
  });

  it('serves a host list that fails to decrypt', async () => {
    const registry = createFaultRegistry(HOSTS);
    const { app } = host('main', registry);
    registry.add(parseFaultSpec('hostlist=undecryptable'));
    const text = await (await app.request('/mirrors/a/web_base.txt')).text();
    expect(text).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(() => decryptHostList(text)).toThrow(HostListDecryptError);
  });

  it('adds latency, counts N requests, and leaves preflights and exempt paths alone', async () => {
    const registry = createFaultRegistry(HOSTS);
    const { app, wait } = host('api-1', registry);
    registry.add(parseFaultSpec('host=api-1,latency=15s,times=2'));
    await app.request('/v1/activity/list', { method: 'OPTIONS' });
    await app.request('/sandbox/api/state');
    expect(wait).toEqual([]);
    await app.request('/v1/activity/list');
    await app.request('/v1/activity/list');
    await app.request('/v1/activity/list');
    expect(wait).toEqual([15_000, 15_000]);
  });

  it('applies a host fault to that host only', async () => {
    const registry = createFaultRegistry(HOSTS);
    registry.add(parseFaultSpec('host=api-2,status=502'));
    expect((await host('api-2', registry).app.request('/v1/activity/list')).status).toBe(502);
    expect((await host('api-1', registry).app.request('/v1/activity/list')).status).toBe(200);
  });

  it('fails a dropped request without an answer', async () => {
    const registry = createFaultRegistry(HOSTS);
    const { app, calls } = host('api-1', registry);
    registry.add(parseFaultSpec('route=/v1/activity/list,drop,times=1'));
    await expect(app.request('/v1/activity/list')).rejects.toThrow(/connection dropped/);
    expect(calls.count).toBe(0);
    expect((await app.request('/v1/activity/list')).status).toBe(200);
  });

  it('retypes nested values and leaves strings and nulls alone', () => {
    expect(retype({ a: [1, null, 'x'], b: { c: false } })).toEqual({
      a: { '0': '1', '1': null, '2': 'x' },
      b: { c: 'false' },
    });
  });
});

describe('faults at start', () => {
  it('reads SANDBOX_FAULTS and each --fault flag', () => {
    const config = loadConfig({ SANDBOX_FAULTS: 'mirror=a,status=503;host=api-2,latency=3s' }, [
      '--fault',
      'route=/v1/activity/obtainReward,status=503',
      '--fault=ws=refuse',
    ]);
    expect(config.faults.map(formatFaultSpec)).toEqual([
      'host=main,route=/mirrors/a/*,status=503',
      'host=api-2,latency=3000',
      'route=/v1/activity/obtainReward,status=503',
      'ws=refuse',
    ]);
    expect(() => loadConfig({}, ['--fault', 'route=/x'])).toThrow(/fault: give exactly one effect/);
  });
});
