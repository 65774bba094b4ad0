import { type AddressInfo, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { EdgeRuntime } from 'edge-runtime';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../../server/security-headers.ts';
import { parseFirstView } from '../../../src/app/first-view/first-view.ts';
import { useTempStore } from '../sandbox/helpers.ts';
import {
  type BuiltFile,
  builtFiles,
  exchangeApi,
  firstViewJson,
  SCRIPT,
  TEMPLATE,
} from './support.ts';

/**
 * The page server in a real edge runtime (Vercel's edge-runtime: a V8 context with only the
 * Web platform's globals, no Node modules): the same handler, bundled as an edge function
 * would be, answering pages with their first view from an exchange reached over the network.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The edge function: the product's edge entry over the build's files, bundled with them. */
async function bundleEdgeFunction(files: Record<string, BuiltFile>): Promise<string> {
  const encoded = Object.fromEntries(
    Object.entries(files).map(([path, file]) => [path, Buffer.from(file).toString('base64')]),
  );
  const entry = `
    import { createEdgeFetch } from './server/edge.ts';
    import { memoryFiles } from './server/files.ts';
    import { renderFirstViewPage } from './src/app/first-view/render-page.tsx';
    const encoded = ${JSON.stringify(encoded)};
    const bytes = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const files = memoryFiles(Object.fromEntries(Object.entries(encoded).map(([p, t]) => [p, bytes(t)])));
    const handle = createEdgeFetch(files, {}, renderFirstViewPage);
    addEventListener('fetch', (event) => event.respondWith(handle(event.request, self.PAGE_SERVER_ENV)));
  `;
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    jsx: 'automatic',
    // What Vite does for the app: its build settings (none here), and styles left to the page.
    define: { 'import.meta.env': '{}' },
    loader: { '.css': 'empty' },
    write: false,
    format: 'iife',
    platform: 'browser',
    // What an edge platform's bundler picks: the Web build of every package.
    conditions: ['edge-light', 'worker', 'browser'],
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The function's bindings. The deadline is long: a cold runtime on a busy test machine may be
 * slower than a warm edge, and the deadline itself is tested on Node (page-server.test.ts).
 */
const bindingsFor = (origin: string) => ({
  API_ORIGIN: origin,
  MAIN_DOMAIN: 'exchange.example',
  FIRST_VIEW_DEADLINE_MS: '5000',
});

describe('the page server in an edge runtime', () => {
  const ctx = useTempStore('all');
  let exchange: ServerType;
  let runtime: EdgeRuntime;
  let apiOrigin: string;

  beforeAll(async () => {
    const api = exchangeApi(ctx.store);
    exchange = await new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(server),
      );
    });
    apiOrigin = `http://127.0.0.1:${(exchange.address() as AddressInfo).port}`;
    runtime = new EdgeRuntime({
      initialCode: await bundleEdgeFunction(builtFiles(TEMPLATE)),
      extend: (context) =>
        Object.assign(context, {
          PAGE_SERVER_ENV: bindingsFor(apiOrigin),
        }),
    });
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => exchange?.close(resolve));
  });

  it('runs without Node: no process, no require', () => {
    expect(runtime.evaluate('typeof process === "undefined" || !process.versions?.node')).toBe(
      true,
    );
    expect(runtime.evaluate('typeof require')).toBe('undefined');
  });

  it("sends the centre with its first view from the exchange's answers", async () => {
    const res = await runtime.dispatchFetch('https://www.exchange.example/ar/', {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`connect-src 'self' ${apiOrigin}`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(res.headers.get(name)).toBe(value);
    }
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const view = parseFirstView(firstViewJson(html));
    expect(view).toMatchObject({ route: 'centre', locale: 'ar', loggedIn: false });
    if (view?.route !== 'centre') throw new Error('no centre first view');
    expect(view.activityList.activities.length).toBeGreaterThan(0);
    // The app's own views, rendered by React in the runtime: every activity's card is there.
    expect(html).toContain('<div class="centre" data-state="hydrating">');
    const cards = html.match(/<li><article class="activity-card"/g) ?? [];
    expect(cards.length).toBe(view.activityList.activities.length);
  });

  it('sends a hashed asset as it is, kept a year: the platform compresses', async () => {
    const res = await runtime.dispatchFetch('https://www.exchange.example/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('sends the plain page when the exchange cannot be reached', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const bindings = (origin: string) =>
      runtime.evaluate(`self.PAGE_SERVER_ENV = ${JSON.stringify(bindingsFor(origin))}`);
    bindings(`http://127.0.0.1:${closed}`);
    try {
      const res = await runtime.dispatchFetch('https://www.exchange.example/activity/5', {
        headers: { accept: 'text/html' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(TEMPLATE);
    } finally {
      bindings(apiOrigin);
    }
  });
});
