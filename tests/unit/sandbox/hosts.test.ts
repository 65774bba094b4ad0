import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../sandbox/config.ts';
import { parseFaultSpec } from '../../../sandbox/faults/spec.ts';
import {
  defaultMirrorHosts,
  parseMirrorHostEntries,
  resolveMirrorHosts,
} from '../../../sandbox/hosts/host-lists.ts';
import { SHARE_IP_HOST } from '../../../sandbox/hosts/mirror-files.ts';
import { decryptHostList, HostListDecryptError } from '../../../src/api/host-list-cipher.ts';
import { FAILED_PROBE_SPEED } from '../../../src/domain/host.ts';
import { isIpHost, numericHostSpeed } from '../../../src/platform/url-rules.ts';
import { makeMainApp, TEST_LISTS } from './control-support.ts';
import { useTempStore } from './helpers.ts';

const API = loadConfig({}).apiHosts;

describe('published host lists', () => {
  it('list every API host, then numeric-named hosts that lose to api-1 (SPEC §4)', () => {
    const base = resolveMirrorHosts(defaultMirrorHosts(API.length), API);
    expect(base).toEqual([
      'http://api-1.localhost:8081',
      'http://api-2.localhost:8082',
      'http://api-3.localhost:8083',
      'http://api-4.localhost:8084',
      'http://2500.localhost:8082',
      'http://8000.localhost:8083',
    ]);
    const speeds = base.map(numericHostSpeed);
    expect(speeds.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
    const numeric = speeds.filter((s) => s !== undefined);
    expect(numeric).toEqual([2500, 8000]);
    // api-1 answers its probe in ~40 ms, well before any numeric host's speed.
    expect(Math.min(...numeric)).toBeGreaterThan(API[0]!.latencyMs * 10);
    expect(Math.max(...numeric)).toBeLessThan(FAILED_PROBE_SPEED);
  });

  it('reads MIRROR_HOSTS entries: api hosts, numeric aliases and origins', () => {
    const entries = parseMirrorHostEntries('5@api-3, api-1, http://edge.localhost:9000', 3);
    expect(resolveMirrorHosts(entries, API)).toEqual([
      'http://5.localhost:8083',
      'http://api-1.localhost:8081',
      'http://edge.localhost:9000',
    ]);
    expect(numericHostSpeed('http://5.localhost:8083')).toBe(5);
    expect(() => parseMirrorHostEntries('api-5', 4)).toThrow(/only 4 API hosts/);
    expect(() => parseMirrorHostEntries('ftp://x', 4)).toThrow(/not api-<n>/);
    const config = loadConfig({ MIRROR_HOSTS: '1@api-2,api-1', MIRROR_HOSTS_ABROAD: 'api-3' });
    expect(config.mirrorHosts.base).toEqual([
      { kind: 'numeric', speed: 1, index: 1 },
      { kind: 'api', index: 0 },
    ]);
    expect(config.mirrorHosts.abroad).toEqual([{ kind: 'api', index: 2 }]);
  });
});

describe('mirrors', () => {
  const ctx = useTempStore('all');

  it.each(['a', 'b'])('mirror %s serves every file, host lists encrypted', async (mirror) => {
    const { app } = makeMainApp(ctx.store);
    const get = (file: string) => app.request(`/mirrors/${mirror}/${file}?v=1700000000000`);
    const base = await get('web_base.txt');
    expect(base.headers.get('cache-control')).toBe('no-store');
    expect(base.headers.get('access-control-allow-origin')).toBe('*');
    expect(decryptHostList(await base.text())).toEqual(TEST_LISTS.base);
    expect(decryptHostList(await (await get('web_abroad.txt')).text())).toEqual(TEST_LISTS.abroad);
    expect(await (await get('verify.txt')).text()).toMatch(/^domain sandbox-exchange\.com$/m);
    for (const file of ['agency_partners.json', 'agency_sites.json', 'affiliate_sites.json']) {
      const res = await get(file);
      expect(res.headers.get('content-type')).toContain('application/json');
      const list = (await res.json()) as Array<{ name: string }>;
      expect(list.length).toBeGreaterThan(2);
      expect(list.every((entry) => typeof entry.name === 'string')).toBe(true);
    }
    expect((await get('secrets.txt')).status).toBe(404);
    expect((await get('__proto__')).status).toBe(404);
  });

  it('lists share-link hosts: the main origin, exchange domains and one IP host', async () => {
    const { app } = makeMainApp(ctx.store);
    const hosts = (await (await app.request('/mirrors/a/share_hosts.txt')).text())
      .split('\n')
      .filter(Boolean);
    expect(hosts).toContain('127.0.0.1:8080');
    expect(hosts).toContain('sandbox-exchange.com');
    expect(hosts.filter(isIpHost)).toEqual([SHARE_IP_HOST]);
  });

  it('takes each mirror down on its own, and both together', async () => {
    const { app, runtime } = makeMainApp(ctx.store);
    const status = async (mirror: string) =>
      (await app.request(`/mirrors/${mirror}/web_base.txt`)).status;
    runtime.faults.add(parseFaultSpec('id=a,mirror=a,status=503'));
    expect([await status('a'), await status('b')]).toEqual([503, 200]);
    runtime.faults.setEnabled('a', false);
    runtime.faults.add(parseFaultSpec('id=b,mirror=b,status=503'));
    expect([await status('a'), await status('b')]).toEqual([200, 503]);
    runtime.faults.clear();
    runtime.faults.add(parseFaultSpec('mirror=both,status=503'));
    expect([await status('a'), await status('b')]).toEqual([503, 503]);
    runtime.faults.clear();
    expect([await status('a'), await status('b')]).toEqual([200, 200]);
  });

  it('serves a host list that fails to decrypt, on both mirrors', async () => {
    const { app, runtime } = makeMainApp(ctx.store);
    runtime.faults.add(parseFaultSpec('hostlist=undecryptable'));
    for (const path of ['/mirrors/a/web_base.txt', '/mirrors/b/web_abroad.txt']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(() => decryptHostList(text)).toThrow(HostListDecryptError);
    }
  });
});
