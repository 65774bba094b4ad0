import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { insertEnrolment } from '../../../sandbox/db/enrolments.ts';
import { simulateDeposit, simulateTrade } from '../../../sandbox/db/simulations.ts';
import type { SandboxEvent } from '../../../sandbox/events.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { activityIdOf, callWith, demoUser, taskIdOf, tokenFor, useTempStore } from './helpers.ts';

const CONCURRENT = 50;

describe('obtainReward grants exactly once', () => {
  const ctx = useTempStore('each');
  const api = () => createApiApp({ store: ctx.store });
  const live = (type: number) => activityIdOf(ctx.store, type, ActivityStage.InProgress);
  /** Ada's completed "Trade 10,000 USDT of futures" task of the live BTC sprint. */
  const sprintTask = () => {
    const activityId = live(ActivityType.PersonalTrading);
    return { activityId, taskId: taskIdOf(ctx.store, activityId, 'TRADING_VOLUME') };
  };
  const rewardRows = (taskId: number) =>
    Number(
      ctx.store.db
        .prepare('SELECT count(*) FROM user_rewards WHERE task_id = ?')
        .pluck()
        .get(taskId),
    );

  it.each([
    ['one idempotency key', (_: number) => 'claim:sprint:1'],
    ['no idempotency key', (_: number) => undefined],
    ['a different key each', (i: number) => `claim:sprint:${i}`],
  ])(`${CONCURRENT} concurrent claims with %s grant one reward`, async (_, keyOf) => {
    const request = sprintTask();
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const granted: SandboxEvent[] = [];
    const off = ctx.store.events.on((e) => {
      if (e.type === 'rewardGranted') granted.push(e);
    });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (__, i) => {
        const key = keyOf(i);
        return callWith(api(), 'obtainReward', request, {
          token,
          ...(key ? { idempotencyKey: key } : {}),
        });
      }),
    );
    off();
    expect(rewardRows(request.taskId)).toBe(1);
    expect(granted).toHaveLength(1);
    const [first] = answers;
    expect(first?.envelope.code).toBe(ResponseCode.Success);
    for (const answer of answers) expect(answer.envelope).toEqual(first?.envelope);
    expect(first?.envelope.data).toMatchObject({
      ...request,
      reward: { rewardType: 'FUTURES_COUPON', amount: '20', currency: 'USDT', status: 'ISSUED' },
      task: { status: 'GRANTED', progress: '11500' },
    });
  });

  it('answers a claim repeated later with the same reward, and lists it once', async () => {
    const request = sprintTask();
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const first = await callWith(api(), 'obtainReward', request, { token });
    simulateTrade(ctx.store, demoUser(ctx.store, 'trader@demo.test').id, '100', 'futures');
    const later = await callWith(api(), 'obtainReward', request, { token });
    expect(later.envelope.data.reward).toEqual(first.envelope.data.reward);
    const list = await callWith(
      api(),
      'rewardList',
      { rewardType: 'FUTURES_COUPON', status: 'ISSUED' },
      { token },
    );
    expect(
      list.envelope.data.items.filter((r) => r.rewardId === first.envelope.data.reward.rewardId),
    ).toHaveLength(1);
    const tasks = await callWith(
      api(),
      'beginnerTaskCompletions',
      { activityId: request.activityId },
      { token },
    );
    expect(tasks.envelope.data.tasks.find((t) => t.taskId === request.taskId)?.status).toBe(
      'GRANTED',
    );
  });

  it('refuses a task that is not complete, or not in the activity', async () => {
    const activityId = live(ActivityType.PersonalTrading);
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const pending = taskIdOf(ctx.store, activityId, 'TOTAL_TRADING_VOLUME');
    const notYet = await callWith(
      api(),
      'obtainReward',
      { activityId, taskId: pending },
      { token },
    );
    expect(notYet.envelope).toMatchObject({ code: '51020', msg: 'task not completed yet' });
    const elsewhere = taskIdOf(ctx.store, live(ActivityType.Lottery), 'SHARE_LINK');
    const wrong = await callWith(
      api(),
      'obtainReward',
      { activityId, taskId: elsewhere },
      { token },
    );
    expect(wrong.envelope.msg).toBe(`no task ${elsewhere} in activity ${activityId}`);
    expect(rewardRows(pending) + rewardRows(elsewhere)).toBe(0);
  });

  it('pays deposit and transfer tasks through recharge_trans_task, once', async () => {
    const activityId = live(ActivityType.TradingDepositBonus);
    const trader = demoUser(ctx.store, 'trader@demo.test').id;
    insertEnrolment(ctx.store.db, trader, activityId, 'nonProductized', ctx.store.clock.now() - 1);
    simulateDeposit(ctx.store, trader, '1000');
    simulateTrade(ctx.store, trader, '10000', 'futures');
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const recharge = taskIdOf(ctx.store, activityId, 'RECHARGE');
    const volume = taskIdOf(ctx.store, activityId, 'TRADING_VOLUME');
    const notDeposit = await callWith(
      api(),
      'rechargeTransObtainReward',
      { activityId, taskId: volume },
      { token },
    );
    expect(notDeposit.envelope.msg).toBe(`task ${volume} is not a deposit or transfer task`);
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        callWith(api(), 'rechargeTransObtainReward', { activityId, taskId: recharge }, { token }),
      ),
    );
    expect(new Set(answers.map((a) => a.envelope.data.reward.rewardId)).size).toBe(1);
    expect(answers[0]?.envelope.data.reward).toMatchObject({
      rewardType: 'GIFT_CASH',
      amount: '50',
    });
    expect(rewardRows(recharge)).toBe(1);
    // The plain obtainReward of the same task answers the same grant.
    const plain = await callWith(
      api(),
      'obtainReward',
      { activityId, taskId: recharge },
      { token },
    );
    expect(plain.envelope.data.reward).toEqual(answers[0]?.envelope.data.reward);
  });

  it('holds back rewards of flagged and linked accounts', async () => {
    const activityId = live(ActivityType.Lottery);
    const taskId = taskIdOf(ctx.store, activityId, 'ANY_TRADING_VOLUME');
    for (const [email, code] of [
      ['risky@demo.test', ResponseCode.RiskTip],
      ['twin@demo.test', ResponseCode.MultipleAccounts],
    ] as const) {
      simulateTrade(ctx.store, demoUser(ctx.store, email).id, '10', 'spot');
      const token = tokenFor(ctx.store, email);
      const { envelope } = await callWith(api(), 'obtainReward', { activityId, taskId }, { token });
      expect(envelope.code).toBe(code);
    }
    expect(rewardRows(taskId)).toBe(0);
  });
});
