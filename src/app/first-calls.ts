import type { ApiClient, CallOptions } from '../api/client.ts';
import type { CallName, CallRequests, CallResponses } from '../api/contract.ts';
import { requestCacheKey } from '../platform/request-cache.ts';
import { followUntilAborted } from './cached-client.ts';

/** How long a started first call waits to be taken (ms): the request cache's 3 s (SPEC §9). */
export const FIRST_CALL_KEEP_MS = 3000;

/** The client, and a way to make a page's first call before the machine that needs it exists. */
export interface FirstCalls {
  /** Every call goes through it: the first one asking for a started call takes that call. */
  client: ApiClient;
  /**
   * Makes the call now (issue 17 item 6: as plain static files a page's first call would wait
   * for every module and the view's mount), for the first caller asking the same within `keepMs`.
   */
  start: <N extends CallName>(name: N, request: CallRequests[N]) => Promise<CallResponses[N]>;
}

interface Started {
  key: string;
  token: string | undefined;
  at: number;
  answer: Promise<unknown>;
}

/**
 * A page's first calls, started early and handed once to the caller that asks for the same call
 * with the same request in the same session: a second caller (a refresh after an enrolment) makes
 * its own call, so nothing is reused past the page's first drawing. The taker gets the call's
 * failure too, as it would have got its own: a page whose first call fails says so (even for
 * calls of the request cache, which drops a failed call at once).
 */
export function withFirstCalls(
  client: ApiClient,
  deps: { now: () => number; token: () => string | undefined; keepMs: number },
): FirstCalls {
  const started = new Map<CallName, Started>();
  const take = (name: CallName, request: unknown): Promise<unknown> | undefined => {
    const call = started.get(name);
    if (!call) return undefined;
    started.delete(name);
    const fits =
      call.key === requestCacheKey(request) &&
      call.token === deps.token() &&
      deps.now() - call.at < deps.keepMs;
    return fits ? call.answer : undefined;
  };
  return {
    client: (name, request, options?: CallOptions) => {
      const answer = take(name, request) as ReturnType<typeof client<typeof name>> | undefined;
      if (!answer) return client(name, request, options);
      return options?.signal ? followUntilAborted(answer, options.signal) : answer;
    },
    start: (name, request) => {
      const answer = client(name, request);
      // A failure is the taker's to handle; until taken, it is nobody's error.
      answer.catch(() => undefined);
      started.set(name, {
        key: requestCacheKey(request),
        token: deps.token(),
        at: deps.now(),
        answer,
      });
      return answer;
    },
  };
}
