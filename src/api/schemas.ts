import * as v from 'valibot';
import { TASK_TYPES } from '../domain/task.ts';
import type { CallName, CallResponses } from './contract.ts';

/*
 * The shape of every answer's `data`, checked at the API boundary so a wrong answer becomes an
 * `ApiError('malformed')` instead of a crash deep in a view. Objects are loose: the exchange may
 * add fields without breaking the app.
 */

const num = v.number();
const str = v.string();
const bool = v.boolean();
const optNum = v.optional(num);

const stage = v.picklist(['NOT_START', 'IN_PROGRESS', 'FINISHED']);
const activityType = v.picklist([1, 2, 5, 7, 8, 9, 10, 12, 13]);
const rewardType = v.picklist([
  'GIFT_CASH',
  'DROP',
  'PLATFORM_TOKEN',
  'LOTTERY_COUNT',
  'FUTURES_COUPON',
  'PHYSICAL',
]);
const rewardCategory = v.picklist([1, 2, 3]);
const ineligibleReason = v.picklist([
  'LOGIN_REQUIRED',
  'KYC_REQUIRED',
  'NEW_USERS_ONLY',
  'REGION_EXCLUDED',
  'DOWNLOAD_REQUIRED',
  'ACTIVITY_NOT_STARTED',
  'ACTIVITY_FINISHED',
]);

const rewardSummaryEntries = {
  rewardType,
  category: rewardCategory,
  amount: str,
  currency: str,
  expiresAt: optNum,
};
const rewardSummary = v.looseObject(rewardSummaryEntries);
const userReward = v.looseObject({
  ...rewardSummaryEntries,
  rewardId: num,
  activityId: num,
  activityTitle: str,
  status: v.picklist(['ISSUED', 'USED', 'EXPIRED']),
  grantedAt: num,
});

const page = <T extends v.GenericSchema>(item: T) =>
  v.looseObject({ items: v.array(item), total: num, pageIndex: num, pageSize: num });

const activitySummaryEntries = {
  activityId: num,
  alias: str,
  type: activityType,
  title: str,
  summary: str,
  imageUrl: str,
  startTime: num,
  endTime: num,
  stage,
  rewardPool: str,
  rewardCurrency: str,
  participants: num,
};
const activityDetailEntries = {
  ...activitySummaryEntries,
  rules: str,
  identifier: str,
  newUsersOnly: bool,
  requiresKyc: bool,
  downloadRequired: bool,
  needsRegisterCode: bool,
  needsVipCode: bool,
  needsKolBind: bool,
  featuredPair: v.optional(str),
  airdropPrizeId: optNum,
  rewardTiers: v.array(v.looseObject({ threshold: str, reward: rewardSummary })),
  reward: rewardSummary,
  serverTime: num,
};
const applyStatusEntries = {
  applied: bool,
  appliedAt: optNum,
  ineligible: v.array(ineligibleReason),
  attempts: optNum,
};
const applyStatus = v.looseObject(applyStatusEntries);
const applyResult = v.looseObject({
  activityId: num,
  appliedAt: num,
  variant: v.picklist(['standard', 'general', 'nonProductized', 'back']),
  firstTime: bool,
  participants: num,
});

const taskCompletion = v.looseObject({
  taskId: num,
  taskType: v.picklist(TASK_TYPES),
  title: str,
  period: v.picklist(['EVERYDAY', 'AFTER', 'DURING']),
  comparison: v.literal('GREATER_EQUAL'),
  target: str,
  progress: str,
  unit: str,
  status: v.picklist(['PENDING', 'COMPLETED', 'GRANTED', 'UNSATISFIED']),
  reward: rewardSummary,
  updatedAt: num,
  periodKey: str,
  action: v.optional(str),
});
const teamStanding = v.looseObject({
  name: str,
  members: num,
  totals: v.array(v.looseObject({ unit: str, amount: str })),
});
const taskCompletions = v.looseObject({
  activityId: num,
  applied: bool,
  countingFrom: optNum,
  tasks: v.array(taskCompletion),
  team: v.optional(teamStanding),
});
const obtainedReward = v.looseObject({
  activityId: num,
  taskId: num,
  reward: userReward,
  task: taskCompletion,
});

const pushMessage = v.looseObject({
  id: num,
  title: str,
  summary: str,
  content: str,
  category: v.picklist(['ACTIVITY', 'REWARD', 'SYSTEM']),
  read: bool,
  createdAt: num,
  link: v.optional(str),
});

const aliasEntries = {
  activityId: num,
  alias: str,
  title: str,
  identifier: str,
  type: activityType,
  stage,
};
const eligibility = v.looseObject({
  activityId: optNum,
  eligible: bool,
  isNewUser: bool,
  reasons: v.array(v.union([ineligibleReason, v.literal('ALREADY_DEPOSITED')])),
  newUserWindowDays: num,
});
const airdropCheck = v.looseObject({
  productCode: str,
  symbol: str,
  passed: bool,
  required: str,
  held: str,
});
const shareEntries = { title: str, content: str, sharePath: str, inviteCode: str, imageUrl: str };
const lotteryPrize = v.looseObject({ prizeId: num, name: str, reward: rewardSummary, weight: num });
const areaCode = v.looseObject({ countryCode: str, areaCode: str, name: str, enabled: bool });
const activityId = v.looseObject({ activityId: num });
const settings = v.record(str, v.unknown());

/**
 * One schema per call of `CALLS`: what `data` of a successful answer must look like. The type
 * makes a call without a schema, or a schema whose output is not the contract's answer, a
 * compile error.
 */
export const RESPONSE_SCHEMAS = {
  health: v.looseObject({ status: v.literal('ok'), serverTime: num }),
  activityList: v.looseObject({
    activities: v.array(v.looseObject(activitySummaryEntries)),
    serverTime: num,
  }),
  mainBanner: v.looseObject({
    mainBannerList: v.array(
      v.looseObject({ id: num, title: str, imageUrl: str, link: str, sort: num }),
    ),
  }),
  userInfo: v.looseObject({
    userInfo: v.looseObject({
      userId: num,
      loginName: str,
      isLogin: bool,
      isOverseas: bool,
      token: str,
      languageType: str,
      inviteCode: str,
      inviteType: num,
      agent: bool,
      email: str,
      mobile: str,
      settings,
    }),
    loginName: str,
    settings,
  }),

  pushList: page(pushMessage),
  pushCount: v.looseObject({ total: num }),
  pushDetail: pushMessage,
  readPushMsg: v.looseObject({ updated: num, unread: num }),
  isAgent: v.looseObject({ isAgent: bool, agentId: optNum }),

  noLoginDetail: v.looseObject(activityDetailEntries),
  activityDetail: v.looseObject({ ...activityDetailEntries, applyStatus }),
  beginnerTaskCompletions: taskCompletions,
  rewardList: page(userReward),
  apply: applyResult,
  generalApply: applyResult,
  applyStatus,
  generalApplyStatus: applyStatus,
  obtainReward: obtainedReward,
  userVipCode: v.looseObject({ vipCode: str, vipLevel: num }),
  kolBind: v.looseObject({ kolCode: str, kolName: str, boundAt: num }),
  beginnerEligible: eligibility,
  beginnerNoLoginEligible: eligibility,
  getRegisterCode: v.looseObject({
    activityId: num,
    registerCode: str,
    issuedAt: num,
    usedAt: optNum,
  }),
  getActivityId: activityId,
  generalGetActivityId: activityId,

  nonProductizedDetail: v.looseObject(activityDetailEntries),
  nonProductizedApply: applyResult,
  nonProductizedApplyStatus: applyStatus,

  getAliasList: v.looseObject({ list: v.array(v.looseObject(aliasEntries)) }),
  getAlias: v.looseObject(aliasEntries),
  introduce: v.looseObject({
    activityId: num,
    title: str,
    introduce: str,
    highlights: v.array(str),
  }),
  customizedBaseInfo: v.looseObject({
    ...aliasEntries,
    title: str,
    startTime: num,
    endTime: num,
    featuredPair: v.optional(str),
    theme: v.looseObject({ primaryColor: str, accentColor: str, backgroundImageUrl: str }),
    serverTime: num,
  }),
  backApply: v.looseObject({ activityId: num, withdrawnAt: num, participants: num }),
  generalTaskCompletions: taskCompletions,

  agentPermission: v.looseObject({
    dashboard: bool,
    rebates: bool,
    referrals: bool,
    performance: bool,
  }),
  agentDetail: v.looseObject({
    agentId: num,
    name: str,
    level: str,
    rebateRate: str,
    inviteCode: str,
    totalReferrals: num,
    totalRebate: str,
    currency: str,
  }),
  agentMarquee: v.looseObject({
    list: v.array(v.looseObject({ id: num, text: str, createdAt: num })),
  }),
  agentRebateList: page(
    v.looseObject({
      id: num,
      referralUid: str,
      tradeVolume: str,
      rebate: str,
      currency: str,
      createdAt: num,
    }),
  ),
  agentReferralList: page(
    v.looseObject({
      id: num,
      uid: str,
      maskedName: str,
      registeredAt: num,
      kycPassed: bool,
      firstDepositAt: optNum,
      tradeVolume: str,
    }),
  ),
  agentPerformance: v.looseObject({
    agentId: num,
    days: num,
    series: v.array(v.looseObject({ day: str, newReferrals: num, tradeVolume: str, rebate: str })),
  }),

  userShareContent: v.looseObject(shareEntries),
  beginnerShareContent: v.looseObject({ ...shareEntries, activityId: num, rewardText: str }),

  checkAirdropPosition: airdropCheck,
  airdropProduct: v.looseObject({
    prizeId: num,
    productCode: str,
    name: str,
    symbol: str,
    minHold: str,
    rewardAmount: str,
    rewardCurrency: str,
  }),
  checkAirdropPositionByProduct: airdropCheck,
  checkShowActivity: v.looseObject({ activityId: num, show: bool }),

  rechargeTransObtainReward: obtainedReward,
  lotteryInfo: v.looseObject({
    remainingDraws: num,
    prizes: v.array(lotteryPrize),
    nextSeedHash: str,
    drawsMade: num,
  }),
  lotteryDraw: v.looseObject({
    drawId: num,
    prize: lotteryPrize,
    seed: str,
    seedHash: str,
    clientSeed: str,
    remainingDraws: num,
    drawsMade: num,
    drawnAt: num,
    nextSeedHash: v.optional(str),
  }),

  kline: v.looseObject({
    symbol: str,
    interval: v.literal('1m'),
    list: v.array(
      v.looseObject({ time: num, open: str, high: str, low: str, close: str, volume: str }),
    ),
  }),
  metaData: v.looseObject({
    route: str,
    locale: str,
    title: str,
    description: str,
    keywords: v.array(str),
  }),
  areaCodeList: v.looseObject({ commonlyList: v.array(areaCode), list: v.array(areaCode) }),
} satisfies { [N in CallName]: v.GenericSchema<unknown, CallResponses[N]> };

/** Where an answer first breaks its schema, e.g. `activities.0.stage: Invalid type…`. */
export interface AnswerMismatch {
  path: string;
  message: string;
}

/**
 * Checks `data` of a successful answer to `name`. Returns the data (extra fields kept) when it
 * fits, or the first mismatch.
 */
export function checkAnswer<N extends CallName>(
  name: N,
  data: unknown,
): { ok: true; data: CallResponses[N] } | { ok: false; mismatch: AnswerMismatch } {
  const schema: v.GenericSchema = RESPONSE_SCHEMAS[name];
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, data: result.output as CallResponses[N] };
  const issue = result.issues[0];
  return {
    ok: false,
    mismatch: { path: v.getDotPath(issue) ?? '(root)', message: issue.message },
  };
}
