import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';

/** What the main origin answers for a page when the app has not been built. */
export const NOT_BUILT_TEXT = 'The app is not built: run npm run build';

/**
 * Adds the built app to `app`: its files from `distDir`, and `index.html` for any other GET
 * that asks for HTML, so client-side routes survive a reload. Register it last.
 */
export function addAppFiles(app: Hono, distDir: string): void {
  // Created on first use: the app may be built while the sandbox already runs, and
  // serveStatic complains at creation when its root is missing.
  let files: MiddlewareHandler | undefined;
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
