import { ACTIVITY, type CallSpec, GENERAL } from './contract-wire.ts';

/**
 * The calls the centre, the shell and the first views make (the page's start, its static shell's
 * head, the session): the client has them at once. The others are in contract-later.ts, which
 * the client loads with the first of them (issue 17: the centre's start carries only its own).
 */
export const FIRST_CALLS = {
  health: { method: 'GET', path: '/v1/if/health', access: 'public' },
  activityList: { method: 'GET', path: `${ACTIVITY}/list`, access: 'optionalUser' },
  mainBanner: { method: 'POST', path: '/v1/mix/index/mainBanner', access: 'optionalUser' },
  userInfo: { method: 'POST', path: '/v1/user/overview/userinfo', access: 'user' },
  pushCount: { method: 'POST', path: '/v1/if/push/count', access: 'user' },
  noLoginDetail: { method: 'GET', path: `${ACTIVITY}/noLoginDetail`, access: 'public' },
  activityDetail: { method: 'GET', path: `${ACTIVITY}/detail`, access: 'user' },
  checkShowActivity: {
    method: 'GET',
    path: `${GENERAL}/checkShowActivity`,
    access: 'optionalUser',
  },
  metaData: { method: 'POST', path: '/api/v1/public/meta/getMetaData', access: 'public' },
} as const satisfies Record<string, CallSpec>;
