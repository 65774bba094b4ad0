import { TASK_TYPES } from '../domain/task.ts';
import type { CallName, CallResponses } from './contract.ts';
import {
  type AnswerMismatch,
  activityDetailEntries,
  activityType,
  bool,
  checkWith,
  FIRST_SCHEMAS,
  type FirstCallName,
  num,
  optNum,
  rewardSummary,
  rewardSummaryEntries,
  stage,
  str,
} from './schemas-first.ts';
import * as v from './shape.ts';

/*
 * Every call's schema: the first ones (schemas-first.ts) come with the start, the rest of this
 * module loads with the first answer to another call (the client, src/api/client.ts), so the
 * centre carries only the schemas of the calls it makes (issue 17).
 */

const ineligibleReason = v.picklist([
  'LOGIN_REQUIRED',
  'KYC_REQUIRED',
  'NEW_USERS_ONLY',
  'REGION_EXCLUDED',
  'DOWNLOAD_REQUIRED',
  'ACTIVITY_NOT_STARTED',
  'ACTIVITY_FINISHED',
]);
const userReward = v.looseObject({
  ...rewardSummaryEntries,
  rewardId: num,
  activityId: num,
  activityTitle: str,
  status: v.picklist(['ISSUED', 'USED', 'EXPIRED']),
  grantedAt: num,
  // Ours (SPEC §7 leaves the list's fields open): how much of a reward used in parts is used.
  usedAmount: v.optional(str),
});
const page = <T>(item: v.Shape<T>) =>
  v.looseObject({ items: v.array(item), total: num, pageIndex: num, pageSize: num });
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

/** The schemas of every call but the first ones. */
export const LATER_SCHEMAS = {
  pushList: page(pushMessage),
  pushDetail: pushMessage,
  readPushMsg: v.looseObject({ updated: num, unread: num }),
  isAgent: v.looseObject({ isAgent: bool, agentId: optNum }),
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
    expiredDraws: optNum,
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
  areaCodeList: v.looseObject({ commonlyList: v.array(areaCode), list: v.array(areaCode) }),
} satisfies { [N in Exclude<CallName, FirstCallName>]: v.Shape<CallResponses[N]> };

export type { AnswerMismatch };

/**
 * One schema per call of `CALLS`: what `data` of a successful answer must look like. The type
 * makes a call without a schema, or a schema whose output is not the contract's answer, a
 * compile error.
 */
export const RESPONSE_SCHEMAS = { ...FIRST_SCHEMAS, ...LATER_SCHEMAS } satisfies {
  [N in CallName]: v.Shape<CallResponses[N]>;
};

/**
 * Checks `data` of a successful answer to `name`. Returns the data (extra fields kept) when it
 * fits, or the first mismatch.
 */
export function checkAnswer<N extends CallName>(
  name: N,
  data: unknown,
): { ok: true; data: CallResponses[N] } | { ok: false; mismatch: AnswerMismatch } {
  return checkWith<CallResponses[N]>(RESPONSE_SCHEMAS[name], data);
}
