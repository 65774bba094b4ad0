import type { CallName, CallResponses } from './contract.ts';
import * as v from './shape.ts';

/*
 * The shape of every answer's `data`, checked at the API boundary so a wrong answer becomes an
 * `ApiError('malformed')` instead of a crash deep in a view. Objects are loose: the exchange may
 * add fields without breaking the app. Here the calls the centre, the shell and the first view
 * make; the other routes' calls are in schemas.ts, which the client loads on their first
 * answer (issue 17: the centre's start carries only what it uses).
 */

export const num = v.number();
export const str = v.string();
export const bool = v.boolean();
export const optNum = v.optional(num);
export const stage = v.picklist(['NOT_START', 'IN_PROGRESS', 'FINISHED']);
export const activityType = v.picklist([1, 2, 5, 7, 8, 9, 10, 12, 13]);
const rewardType = v.picklist([
  'GIFT_CASH',
  'DROP',
  'PLATFORM_TOKEN',
  'LOTTERY_COUNT',
  'FUTURES_COUPON',
  'PHYSICAL',
]);
const rewardCategory = v.picklist([1, 2, 3]);
export const rewardSummaryEntries = {
  rewardType,
  category: rewardCategory,
  amount: str,
  currency: str,
  expiresAt: optNum,
};
export const rewardSummary = v.looseObject(rewardSummaryEntries);
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
export const activityDetailEntries = {
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
const settings = v.record(v.unknown());

/** The calls whose schemas come with the start. */
export type FirstCallName =
  | 'health'
  | 'activityList'
  | 'mainBanner'
  | 'userInfo'
  | 'pushCount'
  | 'noLoginDetail'
  | 'metaData';

/** The schemas of `FirstCallName`'s calls. */
export const FIRST_SCHEMAS = {
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
  pushCount: v.looseObject({ total: num }),
  noLoginDetail: v.looseObject(activityDetailEntries),
  metaData: v.looseObject({
    route: str,
    locale: str,
    title: str,
    description: str,
    keywords: v.array(str),
  }),
} satisfies { [N in FirstCallName]: v.Shape<CallResponses[N]> };

/** Whether `name`'s schema comes with the start. */
export const isFirstCall = (name: CallName): name is FirstCallName =>
  Object.hasOwn(FIRST_SCHEMAS, name);

/** Where an answer first breaks its schema, e.g. `activities.0.stage: Invalid type…`. */
export interface AnswerMismatch {
  path: string;
  message: string;
}

/** Checks `data` against `schema`: the data (extra fields kept) when it fits, or the first mismatch. */
export function checkWith<T>(
  schema: v.Shape,
  data: unknown,
): { ok: true; data: T } | { ok: false; mismatch: AnswerMismatch } {
  const found = schema.run(data);
  if (!found) return { ok: true, data: data as T };
  return { ok: false, mismatch: { path: v.dotPath(found), message: found.message } };
}

/** Checks `data` of a successful answer to one of the first calls (the first view's answers). */
export const checkFirstAnswer = <N extends FirstCallName>(name: N, data: unknown) =>
  checkWith<CallResponses[N]>(FIRST_SCHEMAS[name], data);
