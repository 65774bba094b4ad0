import type { ActivitySummary, Banner } from '../domain/activity.ts';
import type { UserInfo } from '../domain/user.ts';

/**
 * The one description of the exchange's calls (SPEC §7). The app's client and the sandbox
 * exchange both read it, so the two cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST';

/** Who may make a call: anyone, anyone (with more data for a user), or only a logged-in user. */
export type CallAccess = 'public' | 'optionalUser' | 'user';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  access: CallAccess;
}

export const CALLS = {
  health: { method: 'GET', path: '/v1/if/health', access: 'public' },
  activityList: { method: 'GET', path: '/v1/activity/list', access: 'optionalUser' },
  mainBanner: { method: 'POST', path: '/v1/mix/index/mainBanner', access: 'optionalUser' },
  userInfo: { method: 'POST', path: '/v1/user/overview/userinfo', access: 'user' },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

/** What each call's envelope carries in `data`. */
export interface CallResponses {
  health: { status: 'ok'; serverTime: number };
  activityList: { activities: ActivitySummary[]; serverTime: number };
  mainBanner: { mainBannerList: Banner[] };
  userInfo: { userInfo: UserInfo; loginName: string; settings: Record<string, unknown> };
}

/** What each call takes: query parameters for GET, a JSON body for POST. */
export interface CallRequests {
  health: Record<string, never>;
  activityList: { type?: number };
  mainBanner: Record<string, never>;
  userInfo: Record<string, never>;
}

/** Header names the exchange reads on every call (SPEC §7). */
export const HEADERS = {
  token: 'x-exchange-token',
  signature: 'x-exchange-sign',
  timestamp: 'x-exchange-timestamp',
  language: 'x-exchange-language',
  terminal: 'x-exchange-terminal',
  version: 'x-exchange-version',
  traceId: 'x-exchange-trace-id',
} as const;

/** SPEC §9: terminal type 1 and client version 1.1.0. */
export const TERMINAL_CODE = '1';
export const CLIENT_VERSION = '1.1.0';
/** GET calls also carry the language as this query parameter (SPEC §7). */
export const LANGUAGE_QUERY = 'languageType';
/** SPEC §9: one call gives up after 10 s. */
export const CALL_TIMEOUT_MS = 10_000;
