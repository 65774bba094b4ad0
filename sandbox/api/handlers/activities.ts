import { ActivityStage } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import type { UserInfo } from '../../../src/domain/user.ts';
import { listActivities, listBanners } from '../../db/activities.ts';
import {
  type ActivityRecord,
  findActivityByAlias,
  findActivityByIdentifier,
  listActivityRecords,
  requireActivity,
  stageOf,
  toAlias,
  toDetail,
} from '../../db/activity-records.ts';
import { applyStatusOf } from '../../db/apply.ts';
import { Refusal } from '../../db/refusal.ts';
import { type CallContext, type CallHandlers, userOf } from '../call-context.ts';
import { optionalInt, optionalText, requiredInt } from '../input.ts';

const DAY = 86_400_000;
/** Ended activities stay visible this long (checkShowActivity). */
const SHOW_ENDED_DAYS = 7;
/** Sandbox users all share these display settings. */
const SETTINGS = { theme: 'dark', currency: 'USD' };

const tip = (msg: string) => new Refusal(ResponseCode.TipMessage, msg);
const activityOf = (ctx: CallContext) =>
  requireActivity(ctx.store.db, requiredInt(ctx.input, 'activityId'));

/** The live campaign of a type, else the next one, else the latest ended. */
function currentOfType(records: ActivityRecord[], type: number, now: number) {
  const ofType = records.filter((a) => a.type === type);
  const byStage = (stage: ActivityStage) => ofType.filter((a) => stageOf(a, now) === stage);
  return (
    byStage(ActivityStage.InProgress)[0] ??
    byStage(ActivityStage.NotStart).sort((a, b) => a.startTime - b.startTime)[0] ??
    byStage(ActivityStage.Finished).sort((a, b) => b.endTime - a.endTime)[0]
  );
}

function findByName(ctx: CallContext, general: boolean): { activityId: number } {
  const { db } = ctx.store;
  const alias = optionalText(ctx.input, 'alias', 100);
  const identifier = general ? optionalText(ctx.input, 'identifier', 100) : undefined;
  const type = general ? undefined : optionalInt(ctx.input, 'type', { min: 1 });
  if (alias === undefined && identifier === undefined && type === undefined) {
    throw tip(general ? 'give an alias or an identifier' : 'give an alias or a type');
  }
  const found =
    (alias !== undefined ? findActivityByAlias(db, alias) : undefined) ??
    (identifier !== undefined ? findActivityByIdentifier(db, identifier) : undefined) ??
    (type !== undefined ? currentOfType(listActivityRecords(db), type, ctx.now) : undefined);
  if (!found) throw tip(`no activity for ${alias ?? identifier ?? `type ${type}`}`);
  return { activityId: found.id };
}

/** The activity list, banners, user info and the calls that describe one activity. */
export const activityHandlers = {
  health: ({ now }) => ({ status: 'ok', serverTime: now }),

  activityList: ({ store, input, now }) => ({
    activities: listActivities(store.db, now, optionalInt(input, 'type', { min: 0 })),
    serverTime: now,
  }),

  mainBanner: ({ store }) => ({ mainBannerList: listBanners(store.db) }),

  userInfo: (ctx) => {
    const user = userOf(ctx);
    const userInfo: UserInfo = {
      userId: user.id,
      loginName: user.loginName,
      isLogin: true,
      isOverseas: user.isOverseas,
      token: ctx.viewer?.token ?? '',
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

  noLoginDetail: (ctx) => ({ ...toDetail(activityOf(ctx), ctx.now), serverTime: ctx.now }),

  activityDetail: (ctx) => {
    const activity = activityOf(ctx);
    return {
      ...toDetail(activity, ctx.now),
      applyStatus: applyStatusOf(ctx.rules, userOf(ctx), activity),
      serverTime: ctx.now,
    };
  },

  nonProductizedDetail: (ctx) => {
    const activity = activityOf(ctx);
    if (activity.kind !== 'nonProductized') {
      throw tip(`activity ${activity.id} is not a non-productized activity`);
    }
    return { ...toDetail(activity, ctx.now), serverTime: ctx.now };
  },

  getActivityId: (ctx) => findByName(ctx, false),
  generalGetActivityId: (ctx) => findByName(ctx, true),

  getAliasList: ({ store, now }) => ({
    list: listActivityRecords(store.db).map((a) => toAlias(a, now)),
  }),

  getAlias: (ctx) => toAlias(activityOf(ctx), ctx.now),

  introduce: (ctx) => {
    const a = activityOf(ctx);
    return { activityId: a.id, title: a.title, introduce: a.introduce, highlights: a.highlights };
  },

  customizedBaseInfo: (ctx) => {
    const a = activityOf(ctx);
    return {
      ...toAlias(a, ctx.now),
      title: a.title,
      startTime: a.startTime,
      endTime: a.endTime,
      ...(a.featuredPair ? { featuredPair: a.featuredPair } : {}),
      theme: a.theme,
      serverTime: ctx.now,
    };
  },

  checkShowActivity: (ctx) => {
    const a = activityOf(ctx);
    const long = ctx.now >= a.endTime + SHOW_ENDED_DAYS * DAY;
    const excluded = ctx.viewer !== undefined && a.excludedRegions.includes(ctx.viewer.user.region);
    return { activityId: a.id, show: !long && !excluded };
  },
} satisfies Partial<CallHandlers>;
