import type { ActivitySummary, Banner } from '../domain/activity.ts';
import type { ActivityDetail, ApplyStatus } from '../domain/activity-detail.ts';
import type {
  AgentDetail,
  AgentPermission,
  AgentStatus,
  MarqueeRecord,
  Page,
  PerformancePoint,
  RebateRow,
  ReferralRow,
} from '../domain/agent.ts';
import type { AirdropCheck, AirdropProduct } from '../domain/airdrop.ts';
import type { AreaCode } from '../domain/area-code.ts';
import type {
  ActivityAlias,
  ActivityTheme,
  ApplyResult,
  BeginnerEligibility,
  WithdrawResult,
} from '../domain/enrolment-answers.ts';
import type { DrawResult, LotteryInfo } from '../domain/lottery.ts';
import type { Candle } from '../domain/market.ts';
import type { PushMessage } from '../domain/message.ts';
import type { PageMeta } from '../domain/page-meta.ts';
import type { RewardCategory, RewardType, UserReward, UserRewardStatus } from '../domain/reward.ts';
import type { BeginnerShareContent, ShareContent } from '../domain/share-content.ts';
import type { TaskCompletion } from '../domain/task.ts';
import type { TeamStanding } from '../domain/team.ts';
import type { UserInfo } from '../domain/user.ts';
import type { KolBinding, RegisterCode, VipCode } from '../domain/user-codes.ts';

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

/** Paging of long lists: `pageIndex` is 1-based (SPEC §9) unless a call says otherwise. */
export interface PageQuery {
  pageIndex?: number;
  pageSize?: number;
}

/** A request naming one activity. */
interface ForActivity {
  activityId: number;
}

/** What each call takes: query parameters for GET, a JSON body for POST (see CallSpec.query). */
export interface CallRequests {
  health: Record<string, never>;
  activityList: { type?: number };
  mainBanner: Record<string, never>;
  userInfo: Record<string, never>;

  pushList: PageQuery & { category?: PushMessage['category']; unreadOnly?: boolean };
  pushCount: Record<string, never>;
  pushDetail: { id: number };
  /** No ids: mark every message read. */
  readPushMsg: { ids?: number[] };
  isAgent: Record<string, never>;

  noLoginDetail: ForActivity;
  activityDetail: ForActivity;
  beginnerTaskCompletions: ForActivity;
  rewardList: PageQuery & {
    rewardType?: RewardType;
    category?: RewardCategory;
    status?: UserRewardStatus;
    activityId?: number;
  };
  /** Codes are needed only by activities that ask for them (ActivityDetail.needs…). */
  apply: ForActivity & { registerCode?: string; vipCode?: string };
  generalApply: ForActivity & { registerCode?: string; vipCode?: string };
  applyStatus: ForActivity;
  generalApplyStatus: ForActivity & { identifier: string };
  obtainReward: ForActivity & { taskId: number };
  userVipCode: Record<string, never>;
  /** The inviting KOL by their code, or by their phone number (area code and national number). */
  kolBind: { kolCode?: string; areaCode?: string; mobile?: string };
  beginnerEligible: { activityId?: number };
  /** The visitor's country (ISO alpha-2) when known, e.g. from the exchange's geolocation. */
  beginnerNoLoginEligible: { activityId?: number; countryCode?: string };
  getRegisterCode: ForActivity;
  /** By alias, or else the current activity of a type. */
  getActivityId: { alias?: string; type?: number };
  generalGetActivityId: { alias?: string; identifier?: string };

  nonProductizedDetail: ForActivity;
  nonProductizedApply: ForActivity;
  nonProductizedApplyStatus: ForActivity;

  getAliasList: Record<string, never>;
  getAlias: ForActivity;
  introduce: ForActivity;
  customizedBaseInfo: ForActivity;
  /** Withdraws the user's enrolment where the rules allow (src/domain/beginner.ts). */
  backApply: ForActivity;
  generalTaskCompletions: ForActivity & { identifier: string };

  agentPermission: { params: { id: number } };
  agentDetail: Record<string, never>;
  agentMarquee: { limit?: number };
  agentRebateList: PageQuery & { params: { id: number } };
  agentReferralList: PageQuery & { params: { id: number } };
  agentPerformance: { params: { id: number }; days?: number };

  userShareContent: Record<string, never>;
  beginnerShareContent: ForActivity;

  checkAirdropPosition: ForActivity;
  airdropProduct: { prizeId: number };
  checkAirdropPositionByProduct: { productCode: string };
  checkShowActivity: ForActivity;

  rechargeTransObtainReward: ForActivity & { taskId: number };
  lotteryInfo: ForActivity;
  /** `clientSeed`: the client's part of the draw's randomness (1-64 characters). */
  lotteryDraw: ForActivity & { clientSeed: string };

  kline: { symbol: string; interval: '1m'; limit?: number };
  metaData: { route: string; locale: string };
  /** SPEC §7: status=enable, pageIndex=0 (this call's pages are 0-based), pageSize=999. */
  areaCodeList: { status?: 'enable' | 'disable'; pageIndex?: number; pageSize?: number };
}

/** The user's tasks of one activity, with whether progress counts yet. */
export interface TaskCompletions {
  activityId: number;
  applied: boolean;
  /**
   * Epoch ms from which the user's activity counts: the enrolment for activities that need
   * one, the start otherwise; undefined while nothing counts (not enrolled).
   */
  countingFrom?: number;
  tasks: TaskCompletion[];
  /**
   * Ours (SPEC §7 is silent): in a team activity, the user's team once they joined, with
   * its members' totals per task unit.
   */
  team?: TeamStanding;
}

/** A granted reward and the task it was for; repeats of one claim get the same answer. */
export interface ObtainedReward {
  activityId: number;
  taskId: number;
  reward: UserReward;
  task: TaskCompletion;
}

/** The exchange's clock when it answered, so stages and countdowns follow it (not the device's). */
export type WithServerTime<T> = T & { serverTime: number };

/** What each call's envelope carries in `data`. */
export interface CallResponses {
  health: { status: 'ok'; serverTime: number };
  activityList: { activities: ActivitySummary[]; serverTime: number };
  mainBanner: { mainBannerList: Banner[] };
  userInfo: { userInfo: UserInfo; loginName: string; settings: Record<string, unknown> };

  pushList: Page<PushMessage>;
  /** `total`: the unread messages (the inbox badge). */
  pushCount: { total: number };
  pushDetail: PushMessage;
  readPushMsg: { updated: number; unread: number };
  isAgent: AgentStatus;

  noLoginDetail: WithServerTime<ActivityDetail>;
  activityDetail: WithServerTime<ActivityDetail & { applyStatus: ApplyStatus }>;
  beginnerTaskCompletions: TaskCompletions;
  rewardList: Page<UserReward>;
  apply: ApplyResult;
  generalApply: ApplyResult;
  applyStatus: ApplyStatus;
  generalApplyStatus: ApplyStatus;
  obtainReward: ObtainedReward;
  userVipCode: VipCode;
  kolBind: KolBinding;
  beginnerEligible: BeginnerEligibility;
  beginnerNoLoginEligible: BeginnerEligibility;
  getRegisterCode: RegisterCode;
  getActivityId: { activityId: number };
  generalGetActivityId: { activityId: number };

  nonProductizedDetail: WithServerTime<ActivityDetail>;
  nonProductizedApply: ApplyResult;
  nonProductizedApplyStatus: ApplyStatus;

  getAliasList: { list: ActivityAlias[] };
  getAlias: ActivityAlias;
  introduce: { activityId: number; title: string; introduce: string; highlights: string[] };
  customizedBaseInfo: ActivityAlias & {
    title: string;
    startTime: number;
    endTime: number;
    featuredPair?: string;
    theme: ActivityTheme;
    serverTime: number;
  };
  backApply: WithdrawResult;
  generalTaskCompletions: TaskCompletions;

  agentPermission: AgentPermission;
  agentDetail: AgentDetail;
  agentMarquee: { list: MarqueeRecord[] };
  agentRebateList: Page<RebateRow>;
  agentReferralList: Page<ReferralRow>;
  agentPerformance: { agentId: number; days: number; series: PerformancePoint[] };

  userShareContent: ShareContent;
  beginnerShareContent: BeginnerShareContent;

  checkAirdropPosition: AirdropCheck;
  airdropProduct: AirdropProduct;
  checkAirdropPositionByProduct: AirdropCheck;
  checkShowActivity: { activityId: number; show: boolean };

  rechargeTransObtainReward: ObtainedReward;
  /** For a visitor: the prizes, no draws and an empty `nextSeedHash`. */
  lotteryInfo: LotteryInfo;
  lotteryDraw: DrawResult;

  kline: { symbol: string; interval: '1m'; list: Candle[] };
  metaData: PageMeta;
  areaCodeList: { commonlyList: AreaCode[]; list: AreaCode[] };
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
