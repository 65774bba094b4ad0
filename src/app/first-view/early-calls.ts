import { callHeaders } from '../../api/call-headers.ts';
import {
  ANSWER_HEADERS,
  CALLS,
  type CallName,
  type CallRequests,
  HEADERS,
  LANGUAGE_QUERY,
  requestParts,
} from '../../api/contract.ts';
import type { HttpRequest, HttpResponse, HttpTransport } from '../../api/http.ts';
import { signRequest } from '../../api/signature.ts';
import { firstListedActivity } from '../../domain/activity.ts';
import { ResponseCode } from '../../domain/codes.ts';
import { gatewayHost, gatewayVariant } from '../../domain/gateway.ts';
import { type HostSpeed, STORED_HOST_ADOPTION_MS } from '../../domain/host.ts';
import { BACKEND_LOCALE, isLocale } from '../../domain/locale.ts';
import { randomId } from '../../platform/ids.ts';
import { readSessionTokens } from '../../platform/session-store.ts';
import { readStored, readStoredJson } from '../../platform/storage.ts';
import { CHOSEN_HOST_KEY, CLOCK_OFFSET_KEY } from '../config.ts';
import { preloadImage } from '../effects/centre-prefetch.ts';
import { FIRST_CALL_KEEP_MS } from '../first-calls.ts';

/**
 * A static shell's early calls (issue 17 item 6). As plain static files the centre's first card
 * waits for its list, and the app asks for the list only once every module has loaded and run:
 * on a slow phone that is seconds after the page arrived. The shell's head carries this module
 * (server/static-shells.ts bundles it into an inline script), which makes the centre's two
 * calls while the page is still parsing, signed as the app's client signs them and sent where
 * the app's first calls go (SPEC §4: a fast stored host, else the main domain's default host
 * while the race runs), and fetches the first card's and banner's images as soon as the lists
 * answer. The app's transport takes each answer once, for the same call (withEarlyAnswers),
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

/** The centre's calls, as its loader and main.tsx's prefetch ask for them. */
const CENTRE_CALLS: readonly { [N in CallName]: [N, CallRequests[N]] }[CallName][] = [
  ['activityList', {}],
  ['mainBanner', {}],
];

/**
 * The head script's work: makes the centre's calls and leaves them on `win` for the app. The
 * page's locale is its `<html lang>` (each locale has a shell of its own).
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
  for (const [name, request] of CENTRE_CALLS) {
    const spec = CALLS[name];
    const parts = requestParts(spec, request);
    const params =
      spec.method === 'GET'
        ? { ...parts.query, [LANGUAGE_QUERY]: BACKEND_LOCALE[locale] }
        : parts.query;
    const url = `${gatewayHost(base, 'gateway', gatewayVariant(token))}${parts.path}`;
    const body = spec.method === 'POST' ? parts.body : undefined;
    const call: EarlyCall = {
      key: earlyCallKey({ method: spec.method, url, params, body, token }),
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
  }
  (win as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = calls;
  const [list, banner] = calls;
  void list?.answer.then((answer) => {
    const data = successData(answer) as { activities?: unknown } | undefined;
    if (!Array.isArray(data?.activities)) return;
    const first = firstListedActivity(data.activities as ListedActivity[], now());
    if (typeof first?.imageUrl === 'string') preloadImage(win.document, first.imageUrl);
  });
  void banner?.answer.then((answer) => {
    const data = successData(answer) as { mainBannerList?: { imageUrl?: unknown }[] } | undefined;
    const image = Array.isArray(data?.mainBannerList) ? data.mainBannerList[0]?.imageUrl : '';
    if (typeof image === 'string' && image) preloadImage(win.document, image);
  });
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
    const answer = await call.answer;
    if (request.signal?.aborted) throw request.signal.reason;
    if (!answer || answer.status === 400) return transport(request);
    const {
      [ANSWER_HEADERS.exchangeTime]: _time,
      [ANSWER_HEADERS.date]: _date,
      ...headers
    } = answer.headers ?? {};
    return { ...answer, headers };
  };
}
