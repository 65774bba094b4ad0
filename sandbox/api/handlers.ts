import type { CallName, CallResponses } from '../../src/api/contract.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import type { UserInfo } from '../../src/domain/user.ts';
import { listActivities, listBanners } from '../db/activities.ts';
import type { SandboxStore } from '../db/store.ts';
import type { Viewer } from './access.ts';
import { ApiError, BAD_REQUEST } from './envelope.ts';

/** What a handler gets once the call's headers and access have been checked. */
export interface CallContext {
  store: SandboxStore;
  viewer: Viewer | undefined;
  query: Record<string, string>;
}

/** One handler per call of the contract; the compiler insists none is missing. */
export type CallHandlers = { [K in CallName]: (ctx: CallContext) => CallResponses[K] };

/** Sandbox users all share these display settings. */
const SETTINGS = { theme: 'dark', currency: 'USD' };

export const HANDLERS: CallHandlers = {
  health: ({ store }) => ({ status: 'ok', serverTime: store.clock.now() }),

  activityList: ({ store, query }) => {
    const now = store.clock.now();
    return { activities: listActivities(store.db, now, parseType(query.type)), serverTime: now };
  },

  mainBanner: ({ store }) => ({ mainBannerList: listBanners(store.db) }),

  userInfo: ({ viewer }) => {
    // Access has already refused a call without a viewer; this guards a mis-wired route.
    if (!viewer) throw new ApiError(ResponseCode.LoginRequired, 'login required');
    const { user, token } = viewer;
    const userInfo: UserInfo = {
      userId: user.id,
      loginName: user.loginName,
      isLogin: true,
      isOverseas: user.isOverseas,
      token,
      languageType: user.languageType,
      inviteCode: user.inviteCode,
      inviteType: user.inviteType,
      agent: user.isAgent,
      email: user.email,
      mobile: user.mobile,
      settings: SETTINGS,
    };
    return { userInfo, loginName: user.loginName, settings: SETTINGS };
  },
};

function parseType(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) {
    throw new ApiError(BAD_REQUEST, `bad query parameter type: ${raw}`, 400);
  }
  return Number(raw);
}
