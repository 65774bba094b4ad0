import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';

/** What the main origin answers for a page when the app has not been built. */
export const NOT_BUILT_TEXT = 'The app is not built: run npm run build';

/**
 * The Content-Security-Policy of the app's HTML: no inline script and no eval anywhere. Inline
 * style attributes stay allowed because React and radix set them; the API hosts and their
 * websockets are other origins (`*.localhost` and the loopback address, any port).
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' http://*.localhost:* ws://*.localhost:* http://127.0.0.1:* ws://127.0.0.1:*",
].join('; ');

/**
 * Adds the built app to `app`: its files from `distDir`, and `index.html` for any other GET
 * that asks for HTML, so client-side routes survive a reload. Register it last.
 */
export function addAppFiles(app: Hono, distDir: string): void {
  // Created on first use: the app may be built while the sandbox already runs, and
  // serveStatic complains at creation when its root is missing.
  let files: MiddlewareHandler | undefined;
  // Registered with the app's files, so only the app's pages carry the policy (the login and
  // control pages are the sandbox's own and have inline script).
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.set('content-security-policy', APP_CSP);
    }
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (!files && existsSync(distDir)) files = serveStatic({ root: distDir });
    return files ? files(c, next) : next();
  });
  app.get('*', async (c) => {
    // Only page loads fall back to index.html: a missing script must stay a 404, not HTML.
    if (!c.req.header('accept')?.includes('text/html')) return c.notFound();
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) return c.text(NOT_BUILT_TEXT, 503);
    return c.html(await readFile(index, 'utf8'));
  });
}
