import { createApiClient } from '../src/api/client.ts';
import { ApiError } from '../src/api/errors.ts';
import type { ExchangeClock } from '../src/api/exchange-clock.ts';
import { type HttpTransport, TransportError } from '../src/api/http.ts';
import { type FirstView, firstViewRouteOf } from '../src/app/first-view/first-view.ts';
import type { FirstViewPage } from '../src/app/first-view/render-page.tsx';
import type { ExchangeSiteSettings } from '../src/domain/exchange-site.ts';
import { BACKEND_LOCALE } from '../src/domain/locale.ts';
import { decodeSessionTokens } from '../src/domain/session.ts';
import { randomId } from '../src/platform/ids.ts';
import { translatorFor } from './locales.ts';

/**
 * The first view of a page (src/app/first-view/): the answers the app's first calls would get,
 * asked for with the visitor's own session and language. The page never waits long for them:
 * past the deadline, or on any failure, it goes out as the plain page and the app asks.
 */

/** How the page server reaches the exchange's API: `fetch`, or an API answering in process. */
export type ApiFetch = (request: Request) => Promise<Response>;

/** A page request as the first view needs it. */
export interface FirstViewRequest {
  pathname: string;
  search: string;
  /** The session cookie's value, if the visitor has one. */
  sessionCookie: string | undefined;
  /** The page's own origin: the API's default host when no API origin is configured. */
  origin: string;
  /** The page's whole address, which the app is rendered at. */
  url: string;
  userAgent: string;
  /** The exchange's login page and asset origin as the page server's settings name them. */
  site?: ExchangeSiteSettings;
}

/**
 * Draws the app into index.html from a first view: `renderFirstViewPage` of
 * src/app/first-view/render-page.tsx, as the build's server bundle exports it (node-files.ts
 * loads it on Node; an edge function bundles it).
 */
export type FirstViewRenderer = (
  indexHtml: string,
  view: FirstView,
  page: FirstViewPage,
) => Promise<string>;

/** What the first view asks with. */
export interface FirstViewDeps {
  fetchApi: ApiFetch;
  /** The API origins to try in order; empty for the page's own origin. */
  apiOrigins: readonly string[];
  clientKey: string;
  /** Kept across pages: it signs like any client, so it follows the exchange's clock once told. */
  clock: ExchangeClock;
  deadlineMs: number;
}

/** Rejects when `signal` aborts: an API answering in process does not read the signal itself. */
const abortOf = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * A signal that aborts when either does. By hand, not AbortSignal.any: some edge runtimes lack
 * it, and the deadline must hold there too.
 */
function eitherSignal(a: AbortSignal, b: AbortSignal | undefined): AbortSignal {
  if (!b) return a;
  const both = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
}

/** The API client's transport over a fetch function, cut off at the page's deadline. */
function fetchTransport(fetchApi: ApiFetch, deadline: AbortSignal): HttpTransport {
  return async (call) => {
    const request = { ...call, signal: eitherSignal(deadline, call.signal) };
    const url = new URL(request.url);
    for (const [key, value] of Object.entries(request.params ?? {})) {
      url.searchParams.set(key, value);
    }
    let response: Response;
    try {
      response = await Promise.race([
        fetchApi(
          new Request(url, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            signal: request.signal,
          }),
        ),
        abortOf(request.signal),
      ]);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new TransportError(error instanceof Error ? error.message : 'Network Error');
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, text: await response.text(), headers };
  };
}

/** The session token in the page request's session cookie. */
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
  page: FirstViewRequest,
  deps: FirstViewDeps,
): Promise<FirstView | undefined> {
  const route = firstViewRouteOf(page.pathname, page.search);
  if (!route) return undefined;
  const token = tokenOf(page.sessionCookie);
  const origins = deps.apiOrigins.length > 0 ? deps.apiOrigins : [page.origin];
  const signal = AbortSignal.timeout(deps.deadlineMs);
  // The deadline goes to the transport, not to the client's calls: the client would combine it
  // with its own time-out by AbortSignal.any, which some edge runtimes lack.
  const loggedIn = token !== undefined;
  // The next origin is tried only when one cannot be reached; an answer, even a refusal, counts.
  for (const origin of origins) {
    const client = createApiClient({
      transport: fetchTransport(deps.fetchApi, signal),
      baseUrl: async () => origin,
      token: () => token,
      language: () => BACKEND_LOCALE[route.locale],
      clock: deps.clock,
      traceId: () => randomId(32),
      signatureKey: deps.clientKey,
    });
    try {
      if (route.route === 'centre') {
        const [activityList, mainBanner] = await Promise.all([
          client('activityList', {}),
          client('mainBanner', {}),
        ]);
        return {
          route: 'centre',
          locale: route.locale,
          loggedIn,
          renderedAt: deps.clock.now(),
          activityList,
          mainBanner,
        };
      }
      // An /events page names its activity by alias: the general variant resolves it.
      const activityId =
        route.route === 'event'
          ? (await client('generalGetActivityId', { alias: route.alias })).activityId
          : route.activityId;
      const request = { activityId };
      const detail = loggedIn
        ? await client('activityDetail', request)
        : await client('noLoginDetail', request);
      return {
        route: 'activity',
        locale: route.locale,
        loggedIn,
        renderedAt: deps.clock.now(),
        activityId,
        ...(route.route === 'event' ? { alias: route.alias } : {}),
        detail,
      };
    } catch (error) {
      const unreachable = error instanceof ApiError && error.kind === 'network';
      if (signal.aborted || !unreachable) return undefined;
    }
  }
  // No first view: an unknown activity, an expired session, a slow or unreachable exchange.
  return undefined;
}

/**
 * The page with its first view drawn in, or undefined when there is none. A renderer that
 * fails (a view that throws) costs the first view, never the page.
 */
export async function pageWithFirstView(
  indexHtml: string,
  page: FirstViewRequest,
  deps: FirstViewDeps & { render: FirstViewRenderer },
): Promise<string | undefined> {
  const view = await firstViewOf(page, deps);
  if (!view) return undefined;
  try {
    return await deps.render(indexHtml, view, {
      url: page.url,
      userAgent: page.userAgent,
      sessionCookie: page.sessionCookie,
      t: translatorFor(view.locale),
      original: translatorFor('en'),
      site: page.site,
    });
  } catch {
    return undefined;
  }
}
