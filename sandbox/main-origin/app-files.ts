import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ExchangeClock } from '../../src/api/exchange-clock.ts';
import { SESSION_COOKIE_NAME } from '../../src/domain/session.ts';
import { createAppCspReader } from './csp.ts';
import { pageWithFirstView } from './first-view.ts';

/** What the main origin answers for a page when the app has not been built. */
export const NOT_BUILT_TEXT = 'The app is not built: run npm run build';

/** Hashed build output never changes under its name: browsers keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Pages and unhashed files are checked again on every load, so a new build shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/** A page drawn with one visitor's answers is never kept by a shared cache. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

/** The build writes `name.gz` beside each compressible file (vite.config.ts). */
const GZIP_SUFFIX = '.gz';

const acceptsGzip = (header: string | undefined) => /\bgzip\b/.test(header ?? '');

/** Pages of the centre and of an activity go out with their first view (first-view.ts). */
export interface FirstViewPages {
  /** The exchange's API, answering the page server's calls in process. */
  api: Hono;
  isOn: () => boolean;
  /**
   * The page server's view of the exchange's clock, kept across pages: it signs like any
   * client, so it follows the exchange's clock once moved, as the app does.
   */
  clock?: ExchangeClock;
}

/**
 * Adds the built app to `app`: its files from `distDir`, and `index.html` for any other GET
 * that asks for HTML, so client-side routes survive a reload (with the page's first view when
 * `firstView` is given and on). Register it last.
 */
export function addAppFiles(app: Hono, distDir: string, firstView?: FirstViewPages): void {
  // Created on first use: the app may be built while the sandbox already runs, and
  // serveStatic complains at creation when its root is missing.
  let files: MiddlewareHandler | undefined;
  const appCsp = createAppCspReader(path.join(distDir, 'index.html'));
  // Registered with the app's files, so only the app's pages carry the policy (the login and
  // control pages are the sandbox's own and have inline script).
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.set('content-security-policy', await appCsp());
    }
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (!files && existsSync(distDir)) {
      // Sends the build's `.gz` twin when the browser takes gzip: no compression per request.
      files = serveStatic({ root: distDir, precompressed: true });
    }
    // The page itself always comes from the page handler below (with its first view).
    if (!files || c.req.path === '/' || c.req.path === '/index.html') return next();
    const found = await files(c, next);
    // Set on the file's own response (serveStatic's onFound runs after it is made); a file
    // that is not there went on to `next`, which gives no Response.
    if (found instanceof Response) {
      const hashed = c.req.path.startsWith('/assets/');
      found.headers.set('Cache-Control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    }
    return found;
  });
  app.get('*', async (c) => {
    // Only page loads fall back to index.html: a missing script must stay a 404, not HTML.
    if (!c.req.header('accept')?.includes('text/html')) return c.notFound();
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) return c.text(NOT_BUILT_TEXT, 503);
    c.header('Cache-Control', REVALIDATE_CACHE);
    c.header('Vary', 'Accept-Encoding');
    if (firstView?.isOn()) {
      const template = await readFile(index, 'utf8');
      const url = new URL(c.req.url);
      const page = await pageWithFirstView(
        template,
        firstView.api,
        {
          pathname: url.pathname,
          search: url.search,
          sessionCookie: getCookie(c, SESSION_COOKIE_NAME),
          origin: url.origin,
        },
        firstView.clock,
      );
      // A page with its session's answers is that visitor's own.
      if (page !== template) {
        c.header('Cache-Control', PRIVATE_PAGE_CACHE);
        if (acceptsGzip(c.req.header('accept-encoding'))) {
          return c.body(gzipSync(page), 200, {
            'Content-Type': 'text/html; charset=UTF-8',
            'Content-Encoding': 'gzip',
          });
        }
        return c.html(page);
      }
    }
    if (acceptsGzip(c.req.header('accept-encoding')) && existsSync(index + GZIP_SUFFIX)) {
      return c.body(await readFile(index + GZIP_SUFFIX), 200, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': 'gzip',
      });
    }
    return c.html(await readFile(index, 'utf8'));
  });
}
