import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createExchangeClock, type ExchangeClock } from '../src/api/exchange-clock.ts';
import { firstViewRouteOf } from '../src/app/first-view/first-view.ts';
import { splitLocalePath } from '../src/app/routes.ts';
import { SITE_META, siteMetaTags } from '../src/domain/exchange-site.ts';
import { resolveLocale } from '../src/domain/locale.ts';
import { SESSION_COOKIE_NAME } from '../src/domain/session.ts';
import { textDirection } from '../src/i18n/direction.ts';
import type { PageServerConfig } from './config.ts';
import {
  appCsp,
  builtInApiHosts,
  connectSourcesOf,
  type ExchangeSources,
  imageSourcesOf,
  inlineScriptHashes,
} from './csp.ts';
import { type AppFiles, contentTypeOf, filePathOf } from './files.ts';
import { type ApiFetch, type FirstViewRenderer, pageWithFirstView } from './first-view.ts';
import { withSecurityHeaders } from './security-headers.ts';
import {
  parseStartPreloads,
  START_PRELOADS_FILE,
  startPreloadsFor,
  withStartPreloads,
} from './start-preloads.ts';

/** What a page answers when the app has not been built. */
export const NOT_BUILT_TEXT = 'The app is not built: run npm run build';

/** Hashed build output never changes under its name: browsers and CDNs keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Pages and unhashed files are checked again on every load, so a new build shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/** A page drawn with one visitor's answers is never kept by a shared cache. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

/** The build's output under hashed names (Vite's `assets/` folder). */
const HASHED_PREFIX = '/assets/';

/** Twins the build writes beside each compressible file (vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** What the page server is made of. */
export interface PageServerDeps {
  config: PageServerConfig;
  /** The built app. */
  files: AppFiles;
  /** How the first view reaches the exchange's API; the platform's `fetch` by default. */
  fetchApi?: ApiFetch;
  /**
   * Draws the app from a first view (the build's server bundle); without it, pages go out
   * plain and the app asks for its answers itself.
   */
  render?: FirstViewRenderer | undefined;
  /** Asked on each page whether it goes out with its first view (the config's switch else). */
  firstViewOn?: () => boolean;
  /** The exchange's clock as the page server follows it. */
  clock?: ExchangeClock;
  /**
   * Whether answers go out compressed (the build's brotli and gzip twins, a drawn page gzipped).
   * Off where the platform compresses itself: an edge function's Content-Encoding may be dropped.
   */
  compress?: boolean;
}

const accepts = (header: string | undefined, encoding: string) =>
  new RegExp(`(^|[\\s,])${encoding}($|[\\s,;])`).test(header ?? '') &&
  !new RegExp(`(^|[\\s,])${encoding}\\s*;\\s*q=0(\\.0*)?($|[\\s,])`).test(header ?? '');

/** The page's language and text direction on its `<html>` element (its locale's, for any other). */
export const withLanguage = (html: string, locale: string) =>
  html.replace(
    /<html lang="[^"]*" dir="[^"]*">/,
    () => `<html lang="${locale}" dir="${textDirection(resolveLocale(locale))}">`,
  );

/**
 * The build's static page for a page drawn without its first view (server/static-shells.ts):
 * a locale's centre (`/{locale}/`, `/{locale}`) is its shell `/{locale}/index.html`; an activity
 * or /events page takes `/{locale}/activity/index.html`, which lists the activity's modules.
 * Other pages, and a centre named by `?locale=` or by no locale, take index.html.
 */
function staticShellPath(pathname: string): string | undefined {
  const { locale, base } = splitLocalePath(pathname);
  const route = firstViewRouteOf(pathname, '');
  if (route?.route === 'activity' || route?.route === 'event') {
    return `/${route.locale}/activity/index.html`;
  }
  if (!locale) return undefined;
  const rest = pathname.slice(base.length);
  return rest === '' || rest === '/' ? `/${locale}/index.html` : undefined;
}

/**
 * A drawn page with the modules its first drawing needs listed for its start script (the
 * build's start preloads): its route's and its locale's, asked for at once after the paint.
 */
async function withPagePreloads(
  page: string,
  url: URL,
  files: AppFiles,
  decoder: TextDecoder,
): Promise<string> {
  const route = firstViewRouteOf(url.pathname, url.search);
  if (!route) return page;
  const bytes = await files.read(START_PRELOADS_FILE);
  const preloads = parseStartPreloads(bytes === undefined ? undefined : decoder.decode(bytes));
  if (!preloads) return page;
  const name = route.route === 'centre' ? 'centre' : 'activity';
  return withStartPreloads(page, startPreloadsFor(preloads, name, route.locale));
}

/** The locale a page address names: its path prefix, else `?locale=`, else English. */
function pageLocale(url: URL): string {
  return splitLocalePath(url.pathname).locale ?? resolveLocale(url.searchParams.get('locale'));
}

/** Pages whose policy is kept: index.html and each locale's static shell, of one build. */
const CSP_CACHE_SIZE = 32;

/**
 * The policy of a page of the build (`html`), computed once per page and build: the exchange's
 * hosts from the settings, and the API hosts the build has built in.
 */
function createCspCache(config: ExchangeSources) {
  const cached = new Map<string, Promise<string>>();
  const img = imageSourcesOf(config);
  return (html: string | undefined): Promise<string> => {
    if (html === undefined)
      return Promise.resolve(appCsp({ connect: connectSourcesOf(config), img }));
    let policy = cached.get(html);
    if (!policy) {
      // A new build's pages take the place of the old ones'.
      if (cached.size >= CSP_CACHE_SIZE) cached.clear();
      const connect = connectSourcesOf(config, builtInApiHosts(html));
      policy = inlineScriptHashes(html).then((scriptHashes) =>
        appCsp({ scriptHashes, connect, img }),
      );
      cached.set(html, policy);
    }
    return policy;
  };
}

/**
 * A page with the exchange's login page and asset origin named for the app (src/domain/
 * exchange-site.ts), right after its charset: before any script of its head reads them.
 */
export function withSiteMeta(html: string, tags: string): string {
  if (
    !tags ||
    html.includes(`name="${SITE_META.loginPage}"`) ||
    html.includes(`name="${SITE_META.assetOrigin}"`)
  ) {
    return html;
  }
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(html)) return html.replace(charset, (meta) => `${meta}${tags}`);
  return html.replace(/<head>/i, (head) => `${head}${tags}`);
}

/** A gzip stream of `text`, or undefined on a runtime without CompressionStream. */
function gzipped(text: string): ReadableStream<Uint8Array> | undefined {
  if (typeof CompressionStream === 'undefined') return undefined;
  const body = new Blob([text]).stream();
  return body.pipeThrough(new CompressionStream('gzip') as TransformStream<Uint8Array, Uint8Array>);
}

/**
 * The exchange's page server as a Web-standard fetch handler (`.fetch(request)`), for a Node
 * process (`npm run serve`) or an edge function alike: the built app's files (hashed ones kept
 * a year, each sent as its brotli or gzip twin made at build time), the app's pages with their
 * locale, CSP and security headers, and the centre's and an activity's first view built from
 * the exchange's answers within a deadline, else the plain page.
 */
export function createPageServer({
  config,
  files,
  fetchApi = (request) => fetch(request),
  firstViewOn = () => config.firstView,
  clock = createExchangeClock(),
  compress = true,
  render,
}: PageServerDeps): Hono {
  const encodings = compress ? ENCODINGS : [];
  const app = new Hono();
  const cspOf = createCspCache(config);
  const site = { loginPage: config.loginPage, assetOrigin: config.assetOrigin };
  const siteTags = siteMetaTags(site);
  const decoder = new TextDecoder();

  app.use('*', async (c, next) => {
    await next();
    c.res = withSecurityHeaders(c.res);
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const url = new URL(c.req.url);
    // The page itself always comes from the page handler below (with its first view).
    if (url.pathname === '/' || url.pathname === '/index.html') return next();
    const path = filePathOf(url.pathname);
    if (path === undefined || path.endsWith('/')) return next();
    const raw = await files.read(path);
    if (raw === undefined) return next();
    const acceptEncoding = c.req.header('accept-encoding');
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(path),
      'Cache-Control': path.startsWith(HASHED_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      Vary: 'Accept-Encoding',
    };
    for (const encoding of encodings) {
      if (!accepts(acceptEncoding, encoding.name)) continue;
      const twin = await files.read(path + encoding.suffix);
      if (twin === undefined) continue;
      return c.body(twin, 200, { ...headers, 'Content-Encoding': encoding.name });
    }
    return c.body(raw, 200, headers);
  });

  app.get('*', async (c) => {
    // Only page loads fall back to index.html: a missing script must stay a 404, not HTML.
    if (!c.req.header('accept')?.includes('text/html')) return c.notFound();
    const bytes = await files.read('/index.html');
    const template = bytes === undefined ? undefined : decoder.decode(bytes);
    c.header('Content-Security-Policy', await cspOf(template));
    if (template === undefined) return c.text(NOT_BUILT_TEXT, 503);
    c.header('Vary', 'Accept-Encoding');
    const url = new URL(c.req.url);
    const plainPath = staticShellPath(url.pathname) ?? '/index.html';
    const acceptEncoding = c.req.header('accept-encoding');
    let drawn =
      render && firstViewOn()
        ? await pageWithFirstView(
            template,
            {
              pathname: url.pathname,
              search: url.search,
              sessionCookie: getCookie(c, SESSION_COOKIE_NAME),
              origin: url.origin,
              url: url.href,
              userAgent: c.req.header('user-agent') ?? '',
              site,
            },
            {
              render,
              fetchApi,
              apiOrigins: config.apiOrigins,
              clientKey: config.clientKey,
              clock,
              deadlineMs: config.firstViewDeadlineMs,
            },
          )
        : undefined;
    // A page with its session's answers is that visitor's own.
    c.header('Cache-Control', drawn === undefined ? REVALIDATE_CACHE : PRIVATE_PAGE_CACHE);
    if (drawn !== undefined) drawn = await withPagePreloads(drawn, url, files, decoder);
    const shell =
      drawn === undefined && plainPath !== '/index.html' ? await files.read(plainPath) : undefined;
    const plain = shell === undefined ? template : decoder.decode(shell);
    if (shell !== undefined) c.header('Content-Security-Policy', await cspOf(plain));
    // With the exchange's site named, a page is no longer the build's file: no twin of it is sent.
    const page = withSiteMeta(drawn ?? withLanguage(plain, pageLocale(url)), siteTags);
    if (page === plain) {
      for (const encoding of encodings) {
        if (!accepts(acceptEncoding, encoding.name)) continue;
        const twin = await files.read(
          `${shell === undefined ? '/index.html' : plainPath}${encoding.suffix}`,
        );
        if (twin === undefined) continue;
        return c.body(twin, 200, {
          'Content-Type': 'text/html; charset=UTF-8',
          'Content-Encoding': encoding.name,
        });
      }
    } else if (compress && accepts(acceptEncoding, 'gzip')) {
      const stream = gzipped(page);
      if (stream) {
        return c.body(stream, 200, {
          'Content-Type': 'text/html; charset=UTF-8',
          'Content-Encoding': 'gzip',
        });
      }
    }
    return c.html(page);
  });

  return app;
}
