/**
 * The one description of the exchange's calls (SPEC §7). The app's client and the sandbox
 * exchange both read it, so the two cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST';

/** Who may make a call: anyone, anyone (with more data for a user), or only a logged-in user. */
export type CallAccess = 'public' | 'optionalUser' | 'user';

export interface CallSpec {
  method: HttpMethod;
  /** The path; a `:name` segment is a path parameter, filled from the request's `params`. */
  path: string;
  access: CallAccess;
  /**
   * POST calls whose SPEC §7 row says "query …": these request fields travel in the query
   * string, the rest in the JSON body. (GET calls send every field in the query.)
   */
  query?: readonly string[];
  /** The call honours `HEADERS.idempotencyKey`: a repeat with the same key gets the first answer. */
  idempotent?: boolean;
}

const ACTIVITY = '/v1/activity';
const GENERAL = '/v1/activity/general';
const AGENT = '/v1/activity/general/agent';

export const CALLS = {
  health: { method: 'GET', path: '/v1/if/health', access: 'public' },
  activityList: { method: 'GET', path: `${ACTIVITY}/list`, access: 'optionalUser' },
  mainBanner: { method: 'POST', path: '/v1/mix/index/mainBanner', access: 'optionalUser' },
  userInfo: { method: 'POST', path: '/v1/user/overview/userinfo', access: 'user' },

  pushList: { method: 'POST', path: '/v1/if/push/pushList', access: 'user' },
  pushCount: { method: 'POST', path: '/v1/if/push/count', access: 'user' },
  pushDetail: { method: 'GET', path: '/v1/if/push/detail', access: 'user' },
  readPushMsg: { method: 'POST', path: '/v1/if/push/readPushMsg', access: 'user' },
  isAgent: { method: 'GET', path: '/v1/mix/agent/is_agent', access: 'user' },

  noLoginDetail: { method: 'GET', path: `${ACTIVITY}/noLoginDetail`, access: 'public' },
  activityDetail: { method: 'GET', path: `${ACTIVITY}/detail`, access: 'user' },
  beginnerTaskCompletions: {
    method: 'POST',
    path: `${ACTIVITY}/beginnerTask/taskCompletions`,
    access: 'user',
    query: ['activityId'],
  },
  rewardList: { method: 'GET', path: `${ACTIVITY}/getRewardList`, access: 'user' },
  apply: {
    method: 'POST',
    path: `${ACTIVITY}/apply`,
    access: 'user',
    query: ['activityId'],
    idempotent: true,
  },
  generalApply: {
    method: 'POST',
    path: `${GENERAL}/apply`,
    access: 'user',
    query: ['activityId'],
    idempotent: true,
  },
  applyStatus: {
    method: 'POST',
    path: `${ACTIVITY}/applyStatus`,
    access: 'user',
    query: ['activityId'],
  },
  generalApplyStatus: {
    method: 'POST',
    path: `${GENERAL}/applyStatus`,
    access: 'user',
    query: ['identifier', 'activityId'],
  },
  obtainReward: {
    method: 'POST',
    path: `${ACTIVITY}/obtainReward`,
    access: 'user',
    query: ['activityId', 'taskId'],
    idempotent: true,
  },
  userVipCode: { method: 'POST', path: '/v1/user/overview/userVipCode', access: 'user' },
  kolBind: { method: 'POST', path: `${ACTIVITY}/beginner/kol/bind`, access: 'user' },
  beginnerEligible: { method: 'GET', path: `${GENERAL}/beginner/eligible`, access: 'user' },
  beginnerNoLoginEligible: {
    method: 'GET',
    path: `${GENERAL}/beginner/noLoginEligible`,
    access: 'public',
  },
  getRegisterCode: { method: 'GET', path: `${ACTIVITY}/getRegisterCode`, access: 'user' },
  getActivityId: { method: 'GET', path: `${ACTIVITY}/getActivityId`, access: 'public' },
  generalGetActivityId: { method: 'GET', path: `${GENERAL}/getActivityId`, access: 'public' },

  nonProductizedDetail: {
    method: 'GET',
    path: `${ACTIVITY}/nonProductized/detail`,
    access: 'optionalUser',
  },
  nonProductizedApply: {
    method: 'POST',
    path: `${ACTIVITY}/nonProductized/apply`,
    access: 'user',
    query: ['activityId'],
    idempotent: true,
  },
  nonProductizedApplyStatus: {
    method: 'POST',
    path: `${ACTIVITY}/nonProductized/applyStatus`,
    access: 'user',
    query: ['activityId'],
  },

  getAliasList: { method: 'GET', path: `${GENERAL}/getAliasList`, access: 'public' },
  getAlias: { method: 'GET', path: `${GENERAL}/getAlias`, access: 'public' },
  introduce: { method: 'GET', path: `${GENERAL}/introduce`, access: 'public' },
  customizedBaseInfo: {
    method: 'GET',
    path: `${GENERAL}/customized/baseInfo`,
    access: 'optionalUser',
  },
  backApply: { method: 'POST', path: `${GENERAL}/backApply`, access: 'user', idempotent: true },
  generalTaskCompletions: {
    method: 'POST',
    path: `${GENERAL}/taskCompletions`,
    access: 'user',
    query: ['activityId', 'identifier'],
  },

  agentPermission: { method: 'GET', path: `${AGENT}/permission/:id`, access: 'user' },
  agentDetail: { method: 'GET', path: `${AGENT}/detail/getActivityDetailInfo`, access: 'user' },
  agentMarquee: { method: 'GET', path: `${AGENT}/marquee/record`, access: 'optionalUser' },
  agentRebateList: { method: 'GET', path: `${AGENT}/rebate/list/:id`, access: 'user' },
  agentReferralList: { method: 'GET', path: `${AGENT}/referral/list/:id`, access: 'user' },
  agentPerformance: { method: 'GET', path: `${AGENT}/performance/:id`, access: 'user' },

  userShareContent: {
    method: 'POST',
    path: '/v1/user/public/getUserShareContent',
    access: 'optionalUser',
  },
  beginnerShareContent: {
    method: 'POST',
    path: `${GENERAL}/beginner/activity/share/content_info`,
    access: 'optionalUser',
  },

  checkAirdropPosition: {
    method: 'GET',
    path: `${GENERAL}/checkAirdropPositionAccount`,
    access: 'user',
  },
  airdropProduct: { method: 'GET', path: `${GENERAL}/getProductItemByPrizeId`, access: 'public' },
  checkAirdropPositionByProduct: {
    method: 'GET',
    path: `${GENERAL}/checkAirdropPositionAccountByProductCode`,
    access: 'user',
  },
  checkShowActivity: {
    method: 'GET',
    path: `${GENERAL}/checkShowActivity`,
    access: 'optionalUser',
  },

  rechargeTransObtainReward: {
    method: 'POST',
    path: `${GENERAL}/recharge_trans_task/obtainReward`,
    access: 'user',
    idempotent: true,
  },
  lotteryInfo: { method: 'POST', path: `${GENERAL}/lottery/info`, access: 'optionalUser' },
  lotteryDraw: {
    method: 'POST',
    path: `${GENERAL}/lottery/draw`,
    access: 'user',
    idempotent: true,
  },

  kline: { method: 'GET', path: '/v1/public/quote/kline', access: 'public' },
  metaData: { method: 'POST', path: '/api/v1/public/meta/getMetaData', access: 'public' },
  areaCodeList: { method: 'GET', path: '/v1/msg/areaCode/app/v2/list', access: 'public' },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

export type {
  CallRequests,
  CallResponses,
  ObtainedReward,
  PageQuery,
  TaskCompletions,
  WithServerTime,
} from './contract-messages.ts';

/** Header names the exchange reads on every call (SPEC §7). */
export const HEADERS = {
  token: 'x-exchange-token',
  signature: 'x-exchange-sign',
  timestamp: 'x-exchange-timestamp',
  language: 'x-exchange-language',
  terminal: 'x-exchange-terminal',
  version: 'x-exchange-version',
  traceId: 'x-exchange-trace-id',
  /**
   * Sent by the calls marked `idempotent`, and signed. A resend after a time-out keeps the key
   * and gets a new trace id, timestamp and signature.
   */
  idempotencyKey: 'x-exchange-idempotency-key',
} as const;

/**
 * Response headers of every API answer, refusals and errors included, readable cross-origin:
 * the exchange's clock in epoch ms, which the client signs and counts down with.
 */
export const ANSWER_HEADERS = {
  exchangeTime: 'x-exchange-time',
  /** HTTP's own clock, to the second: read when an answer lacks `exchangeTime`. */
  date: 'date',
} as const;

/** SPEC §9: terminal type 1 and client version 1.1.0. */
export const TERMINAL_CODE = '1';
export const CLIENT_VERSION = '1.1.0';
/** GET calls also carry the language as this query parameter (SPEC §7). */
export const LANGUAGE_QUERY = 'languageType';
/** SPEC §9: one call gives up after 10 s. */
export const CALL_TIMEOUT_MS = 10_000;

/** Path parameters of a call, by the `:name` segments of its path. */
export type PathParams = Record<string, string | number>;

/**
 * The path of a call with its `:name` segments filled in (URI-encoded). Throws when a
 * parameter is missing, so a call never goes out with a literal `:id`.
 */
export function callPath(spec: Pick<CallSpec, 'path'>, params: PathParams = {}): string {
  return spec.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`missing path parameter ${name} of ${spec.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Where each part of a request goes on the wire. */
export interface RequestParts {
  path: string;
  /** Without `languageType`, which the client adds to GET calls. */
  query: Record<string, string>;
  /** The JSON body of a POST ('{}' when empty), or '' for a GET. */
  body: string;
}

/**
 * Splits a request into path, query and body the way the contract says: `params` fill the
 * path, GET fields and the POST fields named in `spec.query` go to the query, the rest of a
 * POST to its JSON body. Undefined and null fields are left out.
 */
export function requestParts(spec: CallSpec, request: object): RequestParts {
  const { params, ...fields } = request as { params?: PathParams } & Record<string, unknown>;
  const inQuery = (key: string) => spec.method === 'GET' || (spec.query ?? []).includes(key);
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (inQuery(key)) query[key] = String(value);
    else body[key] = value;
  }
  return {
    path: callPath(spec, params),
    query,
    body: spec.method === 'POST' ? JSON.stringify(body) : '',
  };
}
