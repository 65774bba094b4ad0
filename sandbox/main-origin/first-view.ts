import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { createApiClient } from '../../src/api/client.ts';
import { createExchangeClock, type ExchangeClock } from '../../src/api/exchange-clock.ts';
import type { HttpTransport } from '../../src/api/http.ts';
import { type FirstView, firstViewRouteOf } from '../../src/app/first-view/first-view.ts';
import { renderFirstViewPage } from '../../src/app/first-view/first-view-html.ts';
import { BACKEND_LOCALE, type Locale } from '../../src/domain/locale.ts';
import { decodeSessionTokens } from '../../src/domain/session.ts';
import type { Messages } from '../../src/i18n/messages.ts';
import { createTranslator, type Translate } from '../../src/i18n/translator.ts';
import { randomId } from '../../src/platform/ids.ts';

/**
 * The exchange's page server, as the sandbox plays it: a page of the centre or of an activity
 * is sent with its first view (src/app/first-view/), the answers the app's first calls would
 * get, asked for with the visitor's own session and language. The page never waits long for
 * them: past the deadline, or on any failure, it goes out as the plain index.html and the app
 * asks as usual.
 */

/** The longest a page waits for its first view's answers (ms). */
export const FIRST_VIEW_DEADLINE_MS = 300;

/** Whether pages are sent with their first view (on unless SANDBOX_FIRST_VIEW=off). */
export interface FirstViewSwitch {
  isOn(): boolean;
  set(on: boolean): void;
}

export function createFirstViewSwitch(on: boolean): FirstViewSwitch {
  let state = on;
  return {
    isOn: () => state,
    set: (value) => {
      state = value;
    },
  };
}

const LOCALES_DIR = new URL('../../locales/', import.meta.url);
const translators = new Map<Locale, Translate>();

/** The page's words in its language (English where a key is missing), read once per locale. */
function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const read = (name: string) =>
      JSON.parse(readFileSync(new URL(`${name}.json`, LOCALES_DIR), 'utf8')) as Messages;
    const english = read('en');
    t = createTranslator(locale, locale === 'en' ? english : read(locale), english);
    translators.set(locale, t);
  }
  return t;
}

/** The API answered in process, as a client on the network would be (signed, checked). */
function inProcess(api: Hono): HttpTransport {
  return async (request) => {
    const url = new URL(request.url);
    for (const [key, value] of Object.entries(request.params ?? {})) {
      url.searchParams.set(key, value);
    }
    const answer = api.request(`${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const aborted = new Promise<never>((_, reject) => {
      const { signal } = request;
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const response = await Promise.race([answer, aborted]);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, text: await response.text(), headers };
  };
}

/** The session token in the page request's session cookie (read by Hono's getCookie). */
function tokenOf(sessionCookie: string | undefined): string | undefined {
  if (!sessionCookie) return undefined;
  try {
    return decodeSessionTokens(sessionCookie)?.token;
  } catch {
    return undefined;
  }
}

/** The first view of a page request, or undefined when the page has none or it is not ready. */
export async function firstViewOf(
  api: Hono,
  page: { pathname: string; search: string; sessionCookie: string | undefined; origin: string },
  clock: ExchangeClock = createExchangeClock(),
): Promise<FirstView | undefined> {
  const route = firstViewRouteOf(page.pathname, page.search);
  if (!route) return undefined;
  const token = tokenOf(page.sessionCookie);
  const client = createApiClient({
    transport: inProcess(api),
    baseUrl: async () => page.origin,
    token: () => token,
    language: () => BACKEND_LOCALE[route.locale],
    clock,
    traceId: () => randomId(32),
  });
  const signal = AbortSignal.timeout(FIRST_VIEW_DEADLINE_MS);
  const loggedIn = token !== undefined;
  try {
    if (route.route === 'centre') {
      const [activityList, mainBanner] = await Promise.all([
        client('activityList', {}, { signal }),
        client('mainBanner', {}, { signal }),
      ]);
      return { route: 'centre', locale: route.locale, loggedIn, activityList, mainBanner };
    }
    const request = { activityId: route.activityId };
    const detail = loggedIn
      ? await client('activityDetail', request, { signal })
      : await client('noLoginDetail', request, { signal });
    return {
      route: 'activity',
      locale: route.locale,
      loggedIn,
      activityId: route.activityId,
      detail,
    };
  } catch {
    // No first view: an unknown activity, an expired session, a slow answer. The app asks.
    return undefined;
  }
}

/** index.html with the page's first view drawn in, or as it is when there is none. */
export async function pageWithFirstView(
  indexHtml: string,
  api: Hono,
  page: Parameters<typeof firstViewOf>[1],
  clock?: ExchangeClock,
): Promise<string> {
  const view = await firstViewOf(api, page, clock);
  return view ? renderFirstViewPage(indexHtml, view, translatorFor(view.locale)) : indexHtml;
}
