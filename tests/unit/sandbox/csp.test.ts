import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMainApp } from '../../../sandbox/main-origin/app.ts';
import { APP_CSP } from '../../../sandbox/main-origin/app-files.ts';
import { makeTempDir, removeDir, useTempStore } from './helpers.ts';

/** The policy as directive name → sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe("the app's Content-Security-Policy", () => {
  const ctx = useTempStore('all');
  const dist = makeTempDir();
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'main.js'), 'export {}');
  afterAll(() => removeDir(dist));
  const app = () => createMainApp({ store: ctx.store, apiHostUrls: [], distDir: dist });
  const html = { headers: { accept: 'text/html' } };

  it.each(['/', '/index.html', '/activity/2', '/fa-IR/inbox', '/_machines'])(
    'is sent with the app page %s',
    async (url) => {
      const page = await app().request(url, html);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toBe(APP_CSP);
    },
  );

  it('allows no inline script and no eval, and no plugins or foreign base or framing', async () => {
    const policy = directives(
      (await app().request('/', html)).headers.get('content-security-policy'),
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://*.localhost:*',
      'ws://*.localhost:*',
      'http://127.0.0.1:*',
      'ws://127.0.0.1:*',
    ]);
    const everything = [...policy.values()].flat();
    expect(everything).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('is not put on the scripts themselves', async () => {
    const script = await app().request('/assets/main.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
  });
});
