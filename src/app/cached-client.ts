import type { ApiClient } from '../api/client.ts';
import type { CallName } from '../api/contract.ts';
import type { RequestCache } from '../platform/request-cache.ts';

/**
 * The calls kept in the request cache of SPEC §4/§9, with the interval each is kept for
 * (`undefined`: 3 s; `0`: the environment's cache time, 216,000 ms by default). Our choice:
 * reads that several views ask for at the same moment and that no push makes stale within
 * seconds.
 *
 * - 3 s: the banner list and the activity list (the centre, the first view and a refresh right
 *   after), the user info, whether the user is an agent and their agent permission (the header,
 *   the agent dashboard and the activity page ask at once), an activity's alias list.
 * - the cache time: page metadata (per route) and the area codes, which change with releases,
 *   not with trading.
 *
 * Never cached: writes (apply, claim, draw, bind, read marks), what pushes make stale (task
 * completions, the inbox, apply status, rewards, lottery info), the kline (live) and the
 * health probe (it measures).
 */
export const CACHED_CALLS: Readonly<Partial<Record<CallName, number | undefined>>> = {
  mainBanner: undefined,
  activityList: undefined,
  userInfo: undefined,
  isAgent: undefined,
  agentPermission: undefined,
  getAliasList: undefined,
  metaData: 0,
  areaCodeList: 0,
};

/** What the key of a cached call is made of besides its request. */
export interface CacheScope {
  /** The token: a visitor's answer is never given to a user, nor one user's to another. */
  token: () => string | undefined;
  /** The backend locale: answers carry translated text. */
  language: () => string;
}

/** A promise that rejects when `signal` aborts, without cancelling the shared one it follows. */
export function followUntilAborted<T>(shared: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The client with the request cache in front of the calls of CACHED_CALLS: two views asking
 * for the same thing at once share one request. The shared request runs without any one
 * asker's abort signal (it still has the call time-out), so a view that goes away stops
 * waiting without cancelling the call for the others.
 */
export function withRequestCache(
  client: ApiClient,
  cache: RequestCache,
  scope: CacheScope,
): ApiClient {
  return (name, request, options = {}) => {
    if (!Object.hasOwn(CACHED_CALLS, name)) return client(name, request, options);
    const key = [name, request, scope.token() ?? '', scope.language()];
    const shared = cache.cached(key, CACHED_CALLS[name], () => client(name, request));
    return options.signal ? followUntilAborted(shared, options.signal) : shared;
  };
}
