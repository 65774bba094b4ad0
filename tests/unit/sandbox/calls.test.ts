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
import { answerErrors } from './answer-fits.ts';
import { callWith, demoUser, tokenFor, useTempStore } from './helpers.ts';

/** What the cases need to know about the seed. */
interface Fixtures {
  store: SandboxStore;
  live(type: number): number;
  agentId(email: string): number;
}

/**
 * One sample call: who makes it, with what, and what must be true first. What comes back is
 * checked against the app's own schema of the call (src/api/schemas.ts), not a copy of it.
 */
interface Case<K extends CallName> {
  as?: string;
  request: (f: Fixtures) => CallRequests[K];
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
  health: { request: none },
  activityList: {
    request: () => ({ type: Lottery }),
  },
  mainBanner: {
    request: none,
  },
  userInfo: {
    as: TRADER,
    request: none,
  },
  pushList: {
    as: TRADER,
    request: () => ({ pageIndex: 1, pageSize: 5 }),
  },
  pushCount: { as: TRADER, request: none },
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
  },
  readPushMsg: {
    as: TRADER,
    request: () => ({}),
  },
  isAgent: { as: AGENT, request: none },
  noLoginDetail: {
    request: (f) => ({ activityId: f.live(NewUser) }),
  },
  activityDetail: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(PersonalTrading) }),
  },
  beginnerTaskCompletions: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(NewUser) }),
  },
  rewardList: { as: TRADER, request: () => ({ pageIndex: 1 }) },
  apply: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(TeamTrading) }),
  },
  generalApply: {
    as: AGENT,
    request: (f) => ({ activityId: f.live(ActivityType.CompoundTrading) }),
  },
  applyStatus: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(PersonalTrading) }),
  },
  generalApplyStatus: {
    as: TRADER,
    request: (f) => ({
      activityId: f.live(PersonalTrading),
      identifier: 'evt_btc_trading_sprint_competition',
    }),
  },
  obtainReward: {
    as: TRADER,
    request: (f) => ({
      activityId: f.live(PersonalTrading),
      taskId: taskOf(f, PersonalTrading, 'TRADING_VOLUME'),
    }),
  },
  userVipCode: { as: TRADER, request: none },
  kolBind: {
    as: NEWBIE,
    request: () => ({ kolCode: 'CRYPTOKATE' }),
  },
  beginnerEligible: { as: NEWBIE, request: () => ({}) },
  beginnerNoLoginEligible: { request: none },
  getRegisterCode: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(NewUser) }),
  },
  getActivityId: {
    request: () => ({ alias: 'daily-trading-lottery' }),
  },
  generalGetActivityId: {
    request: () => ({ identifier: 'evt_daily_trading_lottery' }),
  },
  nonProductizedDetail: {
    request: (f) => ({ activityId: f.live(TradingDepositBonus) }),
  },
  nonProductizedApply: {
    as: 'partner@demo.test',
    request: (f) => ({ activityId: f.live(TradingDepositBonus) }),
  },
  nonProductizedApplyStatus: {
    as: NEWBIE,
    request: (f) => ({ activityId: f.live(TradingDepositBonus) }),
  },
  getAliasList: { request: none },
  getAlias: { request: (f) => ({ activityId: f.live(Lottery) }) },
  introduce: {
    request: (f) => ({ activityId: f.live(Lottery) }),
  },
  customizedBaseInfo: {
    request: (f) => ({ activityId: f.live(PersonalTrading) }),
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
  },
  generalTaskCompletions: {
    as: TRADER,
    request: (f) => ({
      activityId: f.live(Lottery),
      identifier: 'evt_daily_trading_lottery',
    }),
  },
  agentPermission: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) } }),
  },
  agentDetail: {
    as: AGENT,
    request: none,
  },
  agentMarquee: {
    request: () => ({ limit: 5 }),
  },
  agentRebateList: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) }, pageIndex: 2, pageSize: 50 }),
  },
  agentReferralList: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) } }),
  },
  agentPerformance: {
    as: AGENT,
    request: (f) => ({ params: { id: f.agentId(AGENT) }, days: 14 }),
  },
  userShareContent: { as: TRADER, request: none },
  beginnerShareContent: {
    request: (f) => ({ activityId: f.live(NewUser) }),
  },
  checkAirdropPosition: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(ActivityType.Deposit) }),
  },
  airdropProduct: {
    request: () => ({ prizeId: 9001 }),
  },
  checkAirdropPositionByProduct: {
    as: NEWBIE,
    request: () => ({ productCode: 'SBX-HOLDER-AIRDROP' }),
  },
  checkShowActivity: {
    request: (f) => ({ activityId: f.live(Lottery) }),
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
  },
  lotteryInfo: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(Lottery) }),
  },
  lotteryDraw: {
    as: TRADER,
    request: (f) => ({ activityId: f.live(Lottery), clientSeed: 'table-test' }),
  },
  kline: {
    request: () => ({ symbol: 'BTC_USDT', interval: '1m', limit: 300 }),
  },
  metaData: {
    request: (f) => ({ route: `/ko/activity/${f.live(Lottery)}`, locale: 'ko' }),
  },
  areaCodeList: {
    request: () => ({ status: 'enable', pageIndex: 0, pageSize: 999 }),
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
    expect(answerErrors(name, envelope.data)).toEqual([]);
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

describe("answers checked with the app's schemas", () => {
  it('refuse a field the contract does not name, at any depth, and a field of the wrong type', () => {
    expect(answerErrors('health', { status: 'ok', serverTime: 1, leaked: 'x' })).toEqual([
      'data.leaked: not in the contract',
    ]);
    expect(
      answerErrors('getAliasList', {
        list: [
          {
            activityId: 1,
            alias: 'a',
            title: 't',
            identifier: 'i',
            type: 1,
            stage: 'NOT_START',
            pin: '1',
          },
        ],
      }),
    ).toEqual(['data.list[0].pin: not in the contract']);
    expect(answerErrors('health', { status: 'ok', serverTime: 'noon' })[0]).toMatch(/^serverTime:/);
  });
});
