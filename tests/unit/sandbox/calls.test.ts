import { beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { listActivities } from '../../../sandbox/db/activities.ts';
import { findAgentOfUser } from '../../../sandbox/db/agents.ts';
import { insertEnrolment } from '../../../sandbox/db/enrolments.ts';
import { simulateDeposit } from '../../../sandbox/db/simulations.ts';
import type { SandboxStore } from '../../../sandbox/db/store.ts';
import { CALLS, type CallName, type CallRequests } from '../../../src/api/contract.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { callWith, demoUser, tokenFor, useTempStore } from './helpers.ts';
import {
  ACTIVITY_ALIAS,
  ACTIVITY_DETAIL,
  ACTIVITY_SUMMARY,
  AIRDROP_CHECK,
  APPLY_RESULT,
  APPLY_STATUS,
  AREA_CODE,
  arr,
  ELIGIBILITY,
  extend,
  LOTTERY_PRIZE,
  OBTAINED_REWARD,
  obj,
  oneOf,
  opt,
  PUSH_MESSAGE,
  page,
  SHARE_CONTENT,
  type Shape,
  shapeErrors,
  TASK_COMPLETIONS,
  USER_REWARD,
} from './helpers-shapes.ts';

/** What the cases need to know about the seed. */
interface Fixtures {
  store: SandboxStore;
  live(type: number): number;
  agentId(email: string): number;
}

/** One sample call: who makes it, with what, what comes back, and what must be true first. */
interface Case<K extends CallName> {
  as?: string;
  request: (f: Fixtures) => CallRequests[K];
  shape: Shape;
  prepare?: (f: Fixtures) => void;
}

const none = () => ({}) as Record<string, never>;
const TRADER = 'trader@demo.test';
const NEWBIE = 'newbie@demo.test';
const AGENT = 'agent@demo.test';
const { NewUser, PersonalTrading, Lottery, TeamTrading, TradingDepositBonus } = ActivityType;

/**
 * A successful sample of every call. The mapped type makes a call without a case a compile
 * error; the runtime check below catches one added while types are ignored.
 */
const CASES: { [K in CallName]: Case<K> } = {
  health: { request: none, shape: obj({ status: oneOf(['ok']), serverTime: 'number' }) },
  activityList: {
    request: () => ({ type: Lottery }),
    shape: obj({ activities: arr(ACTIVITY_SUMMARY), serverTime: 'number' }),
  },
  mainBanner: {
    request: none,
    shape: obj({
      mainBannerList: arr(
        obj({ id: 'number', title: 'string', imageUrl: 'string', link: 'string', sort: 'number' }),
      ),
    }),
  },
  userInfo: {
    as: TRADER,
    request: none,
    shape: obj({
      userInfo: obj({
        userId: 'number',
        loginName: 'string',
        isLogin: 'boolean',
        isOverseas: 'boolean',
        token: 'string',
        languageType: 'string',
        inviteCode: 'string',
        inviteType: 'number',
        agent: 'boolean',
        email: 'string',
        mobile: 'string',
        settings: 'record',
      }),
      loginName: 'string',
      settings: 'record',
    }),
  },
  pushList: {
    as: TRADER,
    request: () => ({ pageIndex: 1, pageSize: 5 }),
    shape: page(PUSH_MESSAGE),
  },
  pushCount: { as: TRADER, request: none, shape: obj({ total: 'number' }) },
  pushDetail: {
    as: TRADER,
    request: (f) => ({
      id: Number(
        f.store.db
          .prepare('SELECT min(id) FROM push_messages WHERE user_id = ?')
          .pluck()
          .get(demoUser(f.store, TRADER).id),
      ),
    }),
    shape: PUSH_MESSAGE,
  },
  readPushMsg: {
    as: TRADER,
    request: () => ({}),
    shape: obj({ updated: 'number', unread: 'number' }),
  },
  isAgent: { as: AGENT, request: none, shape: obj({ isAgent: 'boolean', agentId: opt('number') }) },
  noLoginDetail: {
    request: (f) => ({ activityId: f.live(NewUser) }),
    shape: extend(ACTIVITY_DETAIL, { serverTime: 'number' }),
  },
  activityDetail: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(PersonalTrading) }),
    shape: extend(ACTIVITY_DETAIL, { applyStatus: APPLY_STATUS, serverTime: 'number' }),
  },
  beginnerTaskCompletions: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(NewUser) }),
    shape: TASK_COMPLETIONS,
  },
  rewardList: { as: TRADER, request: () => ({ pageIndex: 1 }), shape: page(USER_REWARD) },
  apply: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(TeamTrading) }),
    shape: APPLY_RESULT,
  },
  generalApply: {
    as: AGENT,
    request: (f) => ({ activityId: f.live(ActivityType.CompoundTrading) }),
    shape: APPLY_RESULT,
  },
  applyStatus: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(PersonalTrading) }),
    shape: APPLY_STATUS,
  },
  generalApplyStatus: {
    as: TRADER,
    request: (f) => ({
      activityId: f.live(PersonalTrading),
      identifier: 'evt_btc_trading_sprint_competition',
    }),
    shape: APPLY_STATUS,
  },
  obtainReward: {
    as: TRADER,
    request: (f) => ({
      activityId: f.live(PersonalTrading),
      taskId: taskOf(f, PersonalTrading, 'TRADING_VOLUME'),
    }),
    shape: OBTAINED_REWARD,
  },
  userVipCode: { as: TRADER, request: none, shape: obj({ vipCode: 'string', vipLevel: 'number' }) },
  kolBind: {
    as: NEWBIE,
    request: () => ({ kolCode: 'CRYPTOKATE' }),
    shape: obj({ kolCode: 'string', kolName: 'string', boundAt: 'number' }),
  },
  beginnerEligible: { as: NEWBIE, request: () => ({}), shape: ELIGIBILITY },
  beginnerNoLoginEligible: { request: none, shape: ELIGIBILITY },
  getRegisterCode: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(NewUser) }),
    shape: obj({
      activityId: 'number',
      registerCode: 'string',
      issuedAt: 'number',
      usedAt: opt('number'),
    }),
  },
  getActivityId: {
    request: () => ({ alias: 'daily-trading-lottery' }),
    shape: obj({ activityId: 'number' }),
  },
  generalGetActivityId: {
    request: () => ({ identifier: 'evt_daily_trading_lottery' }),
    shape: obj({ activityId: 'number' }),
  },
  nonProductizedDetail: {
    request: (f) => ({ activityId: f.live(TradingDepositBonus) }),
    shape: extend(ACTIVITY_DETAIL, { serverTime: 'number' }),
  },
  nonProductizedApply: {
    as: 'partner@demo.test',
    request: (f) => ({ activityId: f.live(TradingDepositBonus) }),
    shape: APPLY_RESULT,
  },
  nonProductizedApplyStatus: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(TradingDepositBonus) }),
    shape: APPLY_STATUS,
  },
  getAliasList: { request: none, shape: obj({ list: arr(ACTIVITY_ALIAS) }) },
  getAlias: { request: (f) => ({ activityId: f.live(Lottery) }), shape: ACTIVITY_ALIAS },
  introduce: {
    request: (f) => ({ activityId: f.live(Lottery) }),
    shape: obj({
      activityId: 'number',
      title: 'string',
      introduce: 'string',
      highlights: arr('string'),
    }),
  },
  customizedBaseInfo: {
    request: (f) => ({ activityId: f.live(PersonalTrading) }),
    shape: extend(ACTIVITY_ALIAS, {
      title: 'string',
      startTime: 'number',
      endTime: 'number',
      featuredPair: opt('string'),
      theme: obj({ primaryColor: 'string', accentColor: 'string', backgroundImageUrl: 'string' }),
      serverTime: 'number',
    }),
  },
  backApply: {
    as: 'affiliate@demo.test',
    // A fresh enrolment, with nothing completed yet, can be withdrawn.
    prepare: (f) => {
      const affiliate = demoUser(f.store, 'affiliate@demo.test').id;
      const activityId = f.live(ActivityType.TeamChallenge);
      insertEnrolment(f.store.db, affiliate, activityId, 'standard', f.store.clock.now());
    },
    request: (f) => ({ activityId: f.live(ActivityType.TeamChallenge) }),
    shape: obj({ activityId: 'number', withdrawnAt: 'number', participants: 'number' }),
  },
  generalTaskCompletions: {
    as: TRADER,
    request: (f) => ({
      activityId: f.live(Lottery),
      identifier: 'evt_daily_trading_lottery',
    }),
    shape: TASK_COMPLETIONS,
  },
  agentPermission: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) } }),
    shape: obj({
      dashboard: 'boolean',
      rebates: 'boolean',
      referrals: 'boolean',
      performance: 'boolean',
    }),
  },
  agentDetail: {
    as: AGENT,
    request: none,
    shape: obj({
      agentId: 'number',
      name: 'string',
      level: 'string',
      rebateRate: 'string',
      inviteCode: 'string',
      totalReferrals: 'number',
      totalRebate: 'string',
      currency: 'string',
    }),
  },
  agentMarquee: {
    request: () => ({ limit: 5 }),
    shape: obj({ list: arr(obj({ id: 'number', text: 'string', createdAt: 'number' })) }),
  },
  agentRebateList: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) }, pageIndex: 2, pageSize: 50 }),
    shape: page(
      obj({
        id: 'number',
        referralUid: 'string',
        tradeVolume: 'string',
        rebate: 'string',
        currency: 'string',
        createdAt: 'number',
      }),
    ),
  },
  agentReferralList: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) } }),
    shape: page(
      obj({
        id: 'number',
        uid: 'string',
        maskedName: 'string',
        registeredAt: 'number',
        kycPassed: 'boolean',
        firstDepositAt: opt('number'),
        tradeVolume: 'string',
      }),
    ),
  },
  agentPerformance: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) }, days: 14 }),
    shape: obj({
      agentId: 'number',
      days: 'number',
      series: arr(
        obj({ day: 'string', newReferrals: 'number', tradeVolume: 'string', rebate: 'string' }),
      ),
    }),
  },
  userShareContent: { as: TRADER, request: none, shape: SHARE_CONTENT },
  beginnerShareContent: {
    request: (f) => ({ activityId: f.live(NewUser) }),
    shape: extend(SHARE_CONTENT, { activityId: 'number', rewardText: 'string' }),
  },
  checkAirdropPosition: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(ActivityType.Deposit) }),
    shape: AIRDROP_CHECK,
  },
  airdropProduct: {
    request: () => ({ prizeId: 9001 }),
    shape: obj({
      prizeId: 'number',
      productCode: 'string',
      name: 'string',
      symbol: 'string',
      minHold: 'string',
      rewardAmount: 'string',
      rewardCurrency: 'string',
    }),
  },
  checkAirdropPositionByProduct: {
    as: NEWBIE,
    request: () => ({ productCode: 'SBX-HOLDER-AIRDROP' }),
    shape: AIRDROP_CHECK,
  },
  checkShowActivity: {
    request: (f) => ({ activityId: f.live(Lottery) }),
    shape: obj({ activityId: 'number', show: 'boolean' }),
  },
  rechargeTransObtainReward: {
    as: TRADER,
    prepare: (f) => {
      const trader = demoUser(f.store, TRADER).id;
      const now = f.store.clock.now();
      insertEnrolment(
        f.store.db,
        trader,
        f.live(TradingDepositBonus),
        'nonProductized',
        now - 1000,
      );
      simulateDeposit(f.store, trader, '1000');
    },
    request: (f) => ({
      activityId: f.live(TradingDepositBonus),
      taskId: taskOf(f, TradingDepositBonus, 'RECHARGE'),
    }),
    shape: OBTAINED_REWARD,
  },
  lotteryInfo: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(Lottery) }),
    shape: obj({
      remainingDraws: 'number',
      prizes: arr(LOTTERY_PRIZE),
      nextSeedHash: 'string',
      drawsMade: 'number',
    }),
  },
  lotteryDraw: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(Lottery), clientSeed: 'table-test' }),
    shape: obj({
      drawId: 'number',
      prize: LOTTERY_PRIZE,
      seed: 'string',
      seedHash: 'string',
      clientSeed: 'string',
      remainingDraws: 'number',
      drawsMade: 'number',
      drawnAt: 'number',
      nextSeedHash: opt('string'),
    }),
  },
  kline: {
    request: () => ({ symbol: 'BTC_USDT', interval: '1m', limit: 300 }),
    shape: obj({
      symbol: 'string',
      interval: oneOf(['1m']),
      list: arr(
        obj({
          time: 'number',
          open: 'string',
          high: 'string',
          low: 'string',
          close: 'string',
          volume: 'string',
        }),
      ),
    }),
  },
  metaData: {
    request: (f) => ({ route: `/ko/activity/${f.live(Lottery)}`, locale: 'ko' }),
    shape: obj({
      route: 'string',
      locale: 'string',
      title: 'string',
      description: 'string',
      keywords: arr('string'),
    }),
  },
  areaCodeList: {
    request: () => ({ status: 'enable', pageIndex: 0, pageSize: 999 }),
    shape: obj({ commonlyList: arr(AREA_CODE), list: arr(AREA_CODE) }),
  },
};

function taskOf(f: Fixtures, type: number, taskType: string): number {
  return Number(
    f.store.db
      .prepare('SELECT id FROM tasks WHERE activity_id = ? AND task_type = ?')
      .pluck()
      .get(f.live(type), taskType),
  );
}

describe('every call of the contract', () => {
  const ctx = useTempStore('all');
  const app = () => createApiApp({ store: ctx.store });
  let fixtures: Fixtures;
  beforeAll(() => {
    const live = listActivities(ctx.store.db, ctx.store.clock.now()).filter(
      (a) => a.stage === ActivityStage.InProgress,
    );
    fixtures = {
      store: ctx.store,
      live: (type) => live.find((a) => a.type === type)!.activityId,
      agentId: (email) => findAgentOfUser(ctx.store.db, demoUser(ctx.store, email).id)!.id,
    };
  });

  it('has a sample case for every call', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS) as CallName[])('%s answers in its contract shape', async (name) => {
    const sample = CASES[name] as Case<CallName>;
    sample.prepare?.(fixtures);
    const token = sample.as ? tokenFor(ctx.store, sample.as) : undefined;
    const { status, envelope } = await callWith(app(), name, sample.request(fixtures) as never, {
      ...(token ? { token } : {}),
    });
    expect({ status, code: envelope.code, msg: envelope.msg }).toEqual({
      status: 200,
      code: ResponseCode.Success,
      msg: 'success',
    });
    expect(shapeErrors(envelope.data, sample.shape)).toEqual([]);
  });

  it.each((Object.keys(CALLS) as CallName[]).filter((name) => CALLS[name].access === 'user'))(
    '%s sends a visitor to login (600)',
    async (name) => {
      const sample = CASES[name] as Case<CallName>;
      const { status, envelope } = await callWith(app(), name, sample.request(fixtures) as never);
      expect(status).toBe(200);
      expect(envelope).toEqual({
        code: ResponseCode.LoginRequired,
        msg: 'login required',
        data: null,
      });
    },
  );
});
