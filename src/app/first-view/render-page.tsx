import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import type { ExchangeSiteSettings } from '../../domain/exchange-site.ts';
import type { Locale } from '../../domain/locale.ts';
import { decodeSessionTokens, type SessionTokens } from '../../domain/session.ts';
import { textDirection } from '../../i18n/direction.ts';
import type { Translate } from '../../i18n/translator.ts';
import { readEnvironment } from '../../platform/environment.ts';
import { ServerHtml } from '../../ui/hydrated.ts';
import { App } from '../App.tsx';
import { createComposition } from '../composition.ts';
import { ROUTE_MODULES, routeModuleOf } from '../routes/route-modules.ts';
import { splitLocalePath } from '../routes.ts';
import { type FirstView, serializeFirstView } from './first-view.ts';
import { FIRST_VIEW_ELEMENT_ID, STATIC_SHELL_ATTRIBUTE } from './markers.ts';

/**
 * The page server's side of the first view: the app itself (App.tsx, the same components and
 * the same composition the client makes) rendered by React's server renderer from the page's
 * answers, into index.html's root. The client hydrates it (mount.tsx) instead of drawing
 * again, so the first HTML and the app cannot drift apart: a difference fails hydration.
 */

/** The part of index.html's root that the rendered app replaces (the boot shell). */
const ROOT = /<div id="root">[\s\S]*?<!--\/root-->\s*<\/div>/;

/** Signs of a part React could not draw in place: a script, a hidden segment, a fallback. */
const LATE_PARTS = /<script|<template|hidden id="S:|<!--\$[!?]-->/;

/**
 * Each route's stylesheets, by address and text (the server bundle is built with them, see
 * vite.config.ts); absent where the renderer runs from source (tests), which adds none.
 */
declare const __ROUTE_STYLES__:
  | Readonly<Record<string, readonly { href: string; css: string }[]>>
  | undefined;

/** The type of a route sheet's link: none a browser loads, so the link only names the sheet. */
const INLINED_SHEET_TYPE = 'text/x-inlined-css';

/**
 * The stylesheets of the route `url` opens, for the page's `<head>`: the page is painted with
 * them, instead of without them and then restyled and laid out again when the route's code
 * adds them. Each goes into the page itself, so the first paint waits for no other request,
 * with a link of its address that loads nothing: the route's code loader sees the sheet there
 * and does not add it again. The link's type is no style language, which browsers do not fetch
 * (HTML: a stylesheet link of an unsupported type); a `disabled` link was fetched all the same
 * by Chromium 150, a second download of every sheet the page already holds.
 */
function routeStyles(url: string): string {
  if (typeof __ROUTE_STYLES__ === 'undefined') return '';
  const { pathname } = new URL(url);
  const route = routeModuleOf(pathname.slice(splitLocalePath(pathname).base.length) || '/');
  const styles = route ? (__ROUTE_STYLES__[route] ?? []) : [];
  return styles
    .map(
      ({ href, css }) =>
        `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" type="${INLINED_SHEET_TYPE}">`,
    )
    .join('');
}

/** What the rendered page is made for. */
export interface FirstViewPage {
  /** The page's address, as the browser asked for it. */
  url: string;
  userAgent: string;
  /** The page's words; the client loads the same locale file before it hydrates. */
  t: Translate;
  /** The original English, which the translation tip (tr-TR) can switch to. */
  original: Translate;
  /** The session cookie's value: the app is drawn for the session the answers were for. */
  sessionCookie?: string | undefined;
  /** The exchange's login page and asset origin as the page server names them in the page. */
  site?: ExchangeSiteSettings | undefined;
}

/** The app's markup for the first view, with every lazy part the page opens already loaded. */
export function renderFirstViewApp(view: FirstView, page: FirstViewPage): Promise<string> {
  return renderApp({
    url: page.url,
    userAgent: page.userAgent,
    locale: view.locale,
    t: page.t,
    firstView: view,
    sessionTokens: view.loggedIn ? decodeSessionTokens(page.sessionCookie) : undefined,
    site: page.site,
  });
}

/** What the app is drawn from on the server: a page, its words, and its answers if any. */
export interface AppRenderInput {
  url: string;
  userAgent: string;
  locale: Locale;
  t: Translate;
  /** The page's answers; without them the app is drawn in its first state (its loading view). */
  firstView?: FirstView | undefined;
  sessionTokens?: SessionTokens | undefined;
  /** The page server's settings of the exchange's site; the build's where it names none. */
  site?: ExchangeSiteSettings | undefined;
}

/**
 * The app at `url` rendered to HTML by React's server renderer, from the same composition the
 * client makes, with every lazy part the page opens already loaded.
 */
export async function renderApp(input: AppRenderInput): Promise<string> {
  const url = new URL(input.url);
  const { locale: prefix, base } = splitLocalePath(url.pathname);
  const path = url.pathname.slice(base.length) || '/';
  const composition = createComposition({
    env: readEnvironment(input.url, input.userAgent),
    locale: input.locale,
    origin: url.origin,
    // Nothing on the server leaves the page or runs: the actors are made and never started.
    assignLocation: () => {},
    currentPath: () => url.pathname + url.search,
    firstView: input.firstView,
    sessionTokens: input.sessionTokens,
    // The settings the page names, as the client reads them from it (main.tsx).
    site: input.site,
  });
  const route = routeModuleOf(path);
  if (route) await ROUTE_MODULES[route]();
  const i18n = { locale: input.locale, dir: textDirection(input.locale), t: input.t };
  const app = (
    <StrictMode>
      <ServerHtml>
        <App
          composition={composition}
          actors={{ session: composition.shell.session }}
          i18n={i18n}
          base={prefix ? base : ''}
          ssrPath={url.pathname}
        />
      </ServerHtml>
    </StrictMode>
  );
  // prerender waits for every lazy part and gives the whole page at once. Its edge build uses
  // Web streams only: the same code runs on Node and on an edge runtime. A part whose code was
  // still loading when drawing began can come as a hidden segment with a script that moves it
  // in place, which the page's CSP refuses; drawn again, every part is there.
  for (let attempt = 0; attempt < 2; attempt++) {
    const { prelude } = await prerender(app, {
      // React moves a large part out of place to show the page in pieces; this page is one piece.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {},
    });
    const html = await new Response(prelude).text();
    if (!LATE_PARTS.test(html)) return html;
  }
  throw new Error('The first view came with parts that were still loading');
}

/**
 * index.html with the first view: the rendered app in its root, the answers for the client's
 * machines, and the page's language and direction. A template without the root's end marker
 * goes out with the answers only.
 */
export async function renderFirstViewPage(
  indexHtml: string,
  view: FirstView,
  page: FirstViewPage,
): Promise<string> {
  const content = await renderFirstViewApp(view, page);
  const data = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${serializeFirstView(view)}</script>`;
  return withContent(indexHtml, view.locale, content, page.url).replace(
    '</body>',
    () => `${data}</body>`,
  );
}

/** Where the static shells are drawn: any origin will do, since the shell holds no address. */
const SHELL_ORIGIN = 'https://shell.invalid';

/**
 * index.html with the centre of `locale` in its first state (its header, heading and the list's
 * loading view), for a CDN that serves the built files without the page server: the build
 * writes it as `<locale>/index.html` (server/static-shells.ts). The app starts from the same
 * state and hydrates it (main.tsx), so it takes over with no visible change.
 */
export async function renderStaticShellPage(
  indexHtml: string,
  locale: Locale,
  t: Translate,
): Promise<string> {
  const content = await renderApp({
    url: `${SHELL_ORIGIN}/${locale}/`,
    userAgent: '',
    locale,
    t,
  });
  return withContent(indexHtml, locale, content, `${SHELL_ORIGIN}/${locale}/`).replace(
    '<div id="root">',
    () => `<div id="root" ${STATIC_SHELL_ATTRIBUTE}="${locale}">`,
  );
}

/**
 * index.html with `content` in its root, the page's language and direction, and the stylesheets
 * the route at `url` draws with.
 */
function withContent(indexHtml: string, locale: Locale, content: string, url: string): string {
  return indexHtml
    .replace(ROOT, () => `<div id="root">${content}</div>`)
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () => `<html lang="${locale}" dir="${textDirection(locale)}">`,
    )
    .replace('</head>', () => `${routeStyles(url)}</head>`);
}
