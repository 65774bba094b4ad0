import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMainApp, SANDBOX_CONNECT_SOURCES } from '../../../sandbox/main-origin/app.ts';
import { appCsp } from '../../../server/csp.ts';
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

/** The policy of a build without inline script, connecting to the sandbox's hosts. */
const APP_CSP = appCsp({ connect: SANDBOX_CONNECT_SOURCES.split(' ') });

describe("the sandbox app's Content-Security-Policy", () => {
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

  it('of a build without inline script allows none, and no eval, plugins, foreign base or framing', async () => {
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

  it("allows the build's own inline script by its hash, and no other", async () => {
    const start = "(function(){document.title='started'})()";
    const built = `<!doctype html><title>app</title><div id="root"><!--first-view--><!--/first-view--></div><script>${start}</script>`;
    const builtDist = makeTempDir();
    fs.writeFileSync(path.join(builtDist, 'index.html'), built);
    try {
      const policy = directives(
        (
          await createMainApp({
            store: ctx.store,
            apiHostUrls: [],
            distDir: builtDist,
          }).request('/inbox', html)
        ).headers.get('content-security-policy'),
      );
      const hash = createHash('sha256').update(start).digest('base64');
      expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    } finally {
      removeDir(builtDist);
    }
  });
});
