import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { activityImagePath, bannerImagePath } from '../../../sandbox/asset-paths.ts';
import { loadConfig } from '../../../sandbox/config.ts';
import { createMainApp } from '../../../sandbox/main-origin/app.ts';
import { BANNER_COUNT } from '../../../sandbox/main-origin/image-files.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../../server/page-server.ts';
import { CALLS } from '../../../src/api/contract.ts';
import { decryptHostList } from '../../../src/api/host-list-cipher.ts';
import { ACTIVITY_TYPES } from '../../../src/domain/activity.ts';
import { callApi, makeTempDir, removeDir, useTempStore } from './helpers.ts';

const HOSTS = loadConfig({}).apiHosts.map((h) => h.url);

describe('sandbox main origin', () => {
  const ctx = useTempStore('all');
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) removeDir(dir);
  });
  const app = (distDir = '/nonexistent/dist') =>
    createMainApp({ store: ctx.store, apiHostUrls: HOSTS, distDir });

  it.each(['a', 'b'])('publishes the encrypted host lists on mirror %s', async (mirror) => {
    const base = await app().request(`/mirrors/${mirror}/web_base.txt?v=1700000000000`);
    expect(base.status).toBe(200);
    expect(base.headers.get('cache-control')).toBe('no-store');
    expect(base.headers.get('content-type')).toContain('text/plain');
    expect(decryptHostList(await base.text())).toEqual([
      'http://api-1.localhost:8081',
      'http://api-2.localhost:8082',
      'http://api-3.localhost:8083',
      'http://api-4.localhost:8084',
    ]);
    const abroad = await app().request(`/mirrors/${mirror}/web_abroad.txt`);
    expect(decryptHostList(await abroad.text())).toEqual([...HOSTS].reverse());
  });

  it('answers the API as the main domain default host', async () => {
    expect((await app().request(CALLS.health.path)).status).toBe(200);
    const { envelope } = await callApi(app(), 'activityList');
    expect(envelope.data.activities).toHaveLength(27);
  });

  it('serves a WebP image for every activity type and seeded banner', async () => {
    const banners = Array.from({ length: BANNER_COUNT }, (_, i) => bannerImagePath(i + 1));
    for (const url of [...ACTIVITY_TYPES.map(activityImagePath), ...banners]) {
      const res = await app().request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
    }
    expect((await app().request('/sandbox-assets/activity-3.webp')).status).toBe(404);
    expect((await app().request('/sandbox-assets/banner-99.webp')).status).toBe(404);
  });

  it('still serves the SVG drawings, which data seeded before the WebP files names', async () => {
    for (const file of [...ACTIVITY_TYPES.map((t) => `activity-${t}`), 'banner-1', 'banner-4']) {
      const res = await app().request(`/sandbox-assets/${file}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await app().request('/sandbox-assets/activity-3.svg')).status).toBe(404);
  });

  it('says the app is not built when there is no index.html', async () => {
    const res = await app().request('/activity/2', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('The app is not built: run npm run build');
  });

  it('serves the built files, and index.html for any other page', async () => {
    const dist = makeTempDir();
    dirs.push(dist);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'main.js'), 'console.log(1)');
    const served = await app(dist).request('/assets/main.js');
    expect(await served.text()).toBe('console.log(1)');
    expect(served.headers.get('content-type')).toContain('javascript');
    const page = await app(dist).request('/en/activity/2', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    const missing = await app(dist).request('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
  });

  it('sends gzip twins to browsers that take gzip, and keeps hashed assets a year', async () => {
    const dist = makeTempDir();
    dirs.push(dist);
    fs.mkdirSync(path.join(dist, 'assets'));
    const html = '<!doctype html><title>app</title>';
    const script = 'console.log(1)';
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };

    const asset = await app(dist).request('/assets/main-abc123.js', { headers: gzip });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(Buffer.from(await asset.arrayBuffer())).toEqual(gzipSync(script));

    const plain = await app(dist).request('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    const unhashed = await app(dist).request('/robots.txt');
    expect(unhashed.headers.get('cache-control')).toBe(REVALIDATE_CACHE);

    const page = await app(dist).request('/en/', { headers: { accept: 'text/html', ...gzip } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
    expect(page.headers.get('vary')).toContain('Accept-Encoding');
    expect(Buffer.from(await page.arrayBuffer())).toEqual(gzipSync(html));
  });
});
