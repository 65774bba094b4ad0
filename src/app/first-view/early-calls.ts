import { callHeaders } from '../../api/call-headers.ts';
import { FIRST_CALLS } from '../../api/contract-first.ts';
import {
  ANSWER_HEADERS,
  CALL_TIMEOUT_MS,
  HEADERS,
  LANGUAGE_QUERY,
  requestParts,
} from '../../api/contract-wire.ts';
import {
  type HttpRequest,
  type HttpResponse,
  type HttpTransport,
  TransportTimeout,
} from '../../api/http.ts';
import { signRequest } from '../../api/signature.ts';
import { firstListedActivity } from '../../domain/activity.ts';
import { ResponseCode } from '../../domain/codes.ts';
import { assetAddress, exchangeSiteOf } from '../../domain/exchange-site.ts';
import { gatewayHost, gatewayVariant } from '../../domain/gateway.ts';
import { type HostSpeed, STORED_HOST_ADOPTION_MS } from '../../domain/host.ts';
import { BACKEND_LOCALE, isLocale } from '../../domain/locale.ts';
import { randomId } from '../../platform/ids.ts';
import { readSessionTokens } from '../../platform/session-store.ts';
import { readSiteMeta } from '../../platform/site-meta.ts';
import { readStored, readStoredJson } from '../../platform/storage.ts';
import { BUILD_SITE, CHOSEN_HOST_KEY, CLOCK_OFFSET_KEY } from '../config.ts';
import { preloadImage } from '../effects/centre-prefetch.ts';
import { FIRST_CALL_KEEP_MS } from '../first-calls.ts';
import { splitLocalePath } from '../routes.ts';
import { ACTIVITY_PATH } from './markers.ts';

/**
 * A static shell's early calls (issue 17 item 6). As plain static files the centre's first card
 * waits for its list (an activity's page for its detail), and the app asks for it only once
 * every module has loaded and run: on a slow phone that is seconds after the page arrived. The
 * shell's head carries this module (server/static-shells.ts bundles it into an inline script),
 * which makes the page's first calls while the page is still parsing, signed as the app's
 * client signs them and sent where the app's first calls go (SPEC §4: a fast stored host, else
 * the main domain's default host while the race runs), and fetches the image the page shows
 * first (the first card's and banner's, the activity's) as soon as the answer names it. The app's transport takes each answer once, for the same call (withEarlyAnswers),
 * so the lists are asked for once and pass the client's checks as any answer does.
 */

/** Where the head script leaves its calls for the app: a global, as nothing else is shared yet. */
export const EARLY_CALLS_GLOBAL = '__exchangeEarlyCalls';

/** One call the head script made: what it asked (as a key) and its answer once there. */
export interface EarlyCall {
  key: string;
  /** The answer, or undefined when there was none to hand over (the app then asks itself). */
  answer: Promise<HttpResponse | undefined>;
  /** When the answer arrived (performance.now()), once it has. */
  answeredAt?: number;
  /** When the call left (performance.now()): the app's call that takes it ends by its deadline. */
  sentAt?: number;
}

/** The same text for the same call: method, address, sorted query, body and token. */
export function earlyCallKey(
  request: Pick<HttpRequest, 'method' | 'url' | 'params' | 'body'> & {
    token: string;
  },
): string {
  const query = new URLSearchParams(
    Object.entries(request.params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return [request.method, request.url, query, request.body ?? '', request.token].join('\n');
}

/** One early call, and the image its answer says the page will show first. */
interface Planned {
  name: keyof typeof FIRST_CALLS;
  request: object;
  /** The image the answer's data says the page shows first, at the exchange's time `now`. */
  image: (data: unknown, now: number) => unknown;
}

/** The centre's calls, as its loader and main.tsx's prefetch ask for them. */
const CENTRE_CALLS: readonly Planned[] = [
  {
    name: 'activityList',
    request: {},
    image: (data, now) => {
      const activities = (data as { activities?: unknown } | undefined)?.activities;
      return Array.isArray(activities)
        ? firstListedActivity(activities as ListedActivity[], now)?.imageUrl
        : undefined;
    },
  },
  {
    name: 'mainBanner',
    request: {},
    image: (data) => {
      const banners = (data as { mainBannerList?: unknown } | undefined)?.mainBannerList;
      return Array.isArray(banners) ? (banners[0] as { imageUrl?: unknown })?.imageUrl : undefined;
    },
  },
];

/**
 * The calls of the page at `pathname`: the centre's lists, or an activity's detail (as main.tsx
 * asks for it: the user's detail with a token, the visitor's without) and whether it is shown;
 * none elsewhere.
 */
function plannedCalls(pathname: string, token: string): readonly Planned[] {
  const rest = pathname.slice(splitLocalePath(pathname).base.length) || '/';
  if (rest === '/') return CENTRE_CALLS;
  const activity = ACTIVITY_PATH.exec(rest);
  if (!activity) return [];
  const activityId = Number(activity[1]);
  return [
    {
      name: token ? 'activityDetail' : 'noLoginDetail',
      request: { activityId },
      image: (data) => (data as { imageUrl?: unknown } | undefined)?.imageUrl,
    },
    // The page holds its content back until the exchange says it shows the activity
    // (machines/event-gate.machine.ts), so that answer is as much the first view's as the detail.
    { name: 'checkShowActivity', request: { activityId }, image: () => undefined },
  ];
}

/**
 * The head script's work: makes the page's first calls and leaves them on `win` for the app.
 * The page's locale is its `<html lang>` (each locale has shells of its own).
 */
export function startEarlyCalls(win: Window & typeof globalThis): void {
  const locale = win.document.documentElement.lang;
  if (!isLocale(locale) || !win.crypto?.subtle) return;
  const token = readSessionTokens()?.token ?? '';
  // SPEC §4, as the host selection's first state decides: a stored host under 3,000 ms is
  // adopted at once; otherwise calls start on the main domain while the race runs.
  const stored = readStoredJson<HostSpeed>('session', CHOSEN_HOST_KEY);
  const base =
    stored && typeof stored.host === 'string' && stored.speed < STORED_HOST_ADOPTION_MS
      ? stored.host
      : win.location.origin;
  const offset = Number(readStored('session', CLOCK_OFFSET_KEY));
  const now = () => Date.now() + (Number.isSafeInteger(offset) ? offset : 0);
  const calls: EarlyCall[] = [];
  for (const planned of plannedCalls(win.location.pathname, token)) {
    const spec = FIRST_CALLS[planned.name];
    const parts = requestParts(spec, planned.request);
    const params =
      spec.method === 'GET'
        ? { ...parts.query, [LANGUAGE_QUERY]: BACKEND_LOCALE[locale] }
        : parts.query;
    const url = `${gatewayHost(base, 'gateway', gatewayVariant(token))}${parts.path}`;
    const body = spec.method === 'POST' ? parts.body : undefined;
    const call: EarlyCall = {
      key: earlyCallKey({ method: spec.method, url, params, body, token }),
      sentAt: win.performance.now(),
      answer: send(win, {
        method: spec.method,
        url,
        params,
        body,
        signed: {
          method: spec.method,
          path: parts.path,
          query: params,
          body: parts.body,
          timestamp: String(now()),
          token,
          traceId: randomId(32),
          idempotencyKey: '',
          language: BACKEND_LOCALE[locale],
        },
      }).then((answer) => {
        call.answeredAt = win.performance.now();
        return answer;
      }),
    };
    calls.push(call);
    // The image the page shows first, fetched as soon as the answer names it.
    void call.answer.then((answer) => {
      const image = planned.image(successData(answer), now());
      if (typeof image !== 'string' || !image) return;
      // The same address the view will draw it at (src/ui/asset-url.tsx).
      const site = exchangeSiteOf(readSiteMeta(win.document), BUILD_SITE);
      preloadImage(win.document, assetAddress(image, site));
    });
  }
  (win as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = calls;
}

interface ListedActivity {
  startTime: number;
  endTime: number;
  imageUrl?: unknown;
}

/** One signed call; undefined when it could not be made or answered. */
async function send(
  win: Window & typeof globalThis,
  call: Pick<HttpRequest, 'method' | 'url' | 'body'> & {
    params: Record<string, string>;
    signed: Parameters<typeof callHeaders>[0];
  },
): Promise<HttpResponse | undefined> {
  try {
    const headers = callHeaders(call.signed, await signRequest(call.signed));
    const query = new URLSearchParams(call.params).toString();
    const response = await win.fetch(query ? `${call.url}?${query}` : call.url, {
      method: call.method,
      headers,
      body: call.body,
    });
    const record: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      record[name] = value;
    });
    return { status: response.status, text: await response.text(), headers: record };
  } catch {
    return undefined;
  }
}

/** The data of a successful answer, for the images to fetch; anything else is the app's. */
function successData(answer: HttpResponse | undefined): unknown {
  if (answer?.status !== 200) return undefined;
  try {
    const envelope = JSON.parse(answer.text) as { code?: unknown; data?: unknown };
    return envelope.code === ResponseCode.Success ? envelope.data : undefined;
  } catch {
    return undefined;
  }
}

/** The calls the head script left on `win`, taken once: the global is cleared. */
export function takeEarlyCalls(win: object): readonly EarlyCall[] {
  const holder = win as Record<string, unknown>;
  const calls = holder[EARLY_CALLS_GLOBAL];
  delete holder[EARLY_CALLS_GLOBAL];
  return Array.isArray(calls) ? (calls as EarlyCall[]) : [];
}

/**
 * The app's transport, handing each early call's answer to the first request that is the same
 * call (same method, address, query, body and token), once, while the answer is fresh (the
 * request cache's 3 s, SPEC §9). The answer's clock headers are dropped: its time is as old as
 * the wait, and the exchange clock learns from the next answer instead. An answer refused with
 * 400 (perhaps for the timestamp, which the client signs again only for its own calls) or no
 * answer at all is not handed over: the request is sent as if there had been no early call.
 */
export function withEarlyAnswers(
  transport: HttpTransport,
  calls: readonly EarlyCall[],
  now: () => number = () => performance.now(),
  keepMs: number = FIRST_CALL_KEEP_MS,
): HttpTransport {
  const waiting = new Map(calls.map((call) => [call.key, call]));
  if (waiting.size === 0) return transport;
  return async (request) => {
    const key = earlyCallKey({ ...request, token: request.headers[HEADERS.token] ?? '' });
    const call = waiting.get(key);
    if (!call || (call.answeredAt !== undefined && now() - call.answeredAt >= keepMs)) {
      return transport(request);
    }
    waiting.delete(key);
    // The request's cancel holds for the early answer too, and the deadline counts from when
    // the early call left (SPEC §9): the user has waited since then.
    const answer = await untilAborted(withDeadline(call.answer, call.sentAt, now), request.signal);
    if (!answer || answer.status === 400) return transport(request);
    const {
      [ANSWER_HEADERS.exchangeTime]: _time,
      [ANSWER_HEADERS.date]: _date,
      ...headers
    } = answer.headers ?? {};
    return { ...answer, headers };
  };
}

/** `promise`, or a TransportTimeout once CALL_TIMEOUT_MS have passed since `sentAt`. */
function withDeadline<T>(
  promise: Promise<T>,
  sentAt: number | undefined,
  now: () => number,
): Promise<T> {
  if (sentAt === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new TransportTimeout('no answer within the call time-out')),
      Math.max(0, sentAt + CALL_TIMEOUT_MS - now()),
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** `promise`, or the signal's reason as soon as it is aborted. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The longest work waits for a static shell's first image (ms): the request cache's 3 s. */
export const FIRST_IMAGE_WAIT_MS = 3000;

/**
 * Resolves once the page has painted its first image (on the centre, the first card's or the
 * first banner's, which the early calls fetched), or after `waitMs`; at once where paints are not
 * reported. On a static shell the host race waits for it (SPEC §4: calls go to the main domain's
 * default host until the race ends, so nothing waits for the race), and so does the page's
 * metadata (the shell has a title): the mirror fetch, the probes (each a new connection) and
 * that call would otherwise share a slow phone's network and thread with the first view.
 */
export function afterFirstImagePaint(win: typeof globalThis, waitMs: number): Promise<void> {
  const reported =
    typeof win.PerformanceObserver === 'function' &&
    (win.PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  if (!reported) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const observer = new win.PerformanceObserver((list) => {
      const image = list
        .getEntries()
        .some(
          (entry) =>
            (entry as PerformanceEntry & { element?: Element | null }).element?.tagName === 'IMG',
        );
      if (image) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * The app's side of a static shell's head calls: a transport that takes their answers, and,
 * only on a page whose head made calls, the wait for its first image that the host race and
 * the metadata call keep to.
 */
export function handOffEarlyCalls(
  win: typeof globalThis,
  transport: HttpTransport,
): { transport: HttpTransport; firstViewPainted: Promise<void> | undefined } {
  const calls = takeEarlyCalls(win);
  return {
    transport: withEarlyAnswers(transport, calls),
    firstViewPainted: calls.length > 0 ? afterFirstImagePaint(win, FIRST_IMAGE_WAIT_MS) : undefined,
  };
}
