import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import {
  simulateDeposit,
  simulateFollow,
  simulateInvite,
  simulateShare,
  simulateTrade,
} from '../../../sandbox/db/simulations.ts';
import type { SandboxEvent } from '../../../sandbox/events.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import type { TaskCompletion } from '../../../src/domain/task.ts';
import {
  activityIdOf,
  callWith,
  demoUser,
  taskCompletionsOf,
  taskIdOf,
  tokenFor,
  useTempStore,
} from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Noon UTC, so "today" holds the seeded trades of 09:00 and 10:00. */
const SEED_NOW = Date.parse('2030-01-15T12:00:00Z');

describe('task progress', () => {
  const ctx = useTempStore('each', { seedNow: SEED_NOW });
  const api = () => createApiApp({ store: ctx.store });
  const live = (type: number) => activityIdOf(ctx.store, type, ActivityStage.InProgress);
  const userId = (email: string) => demoUser(ctx.store, email).id;
  const advance = (ms: number) => ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + ms);
  async function tasks(email: string, activityId: number) {
    const data = await taskCompletionsOf(api(), ctx.store, email, activityId);
    const byType = new Map<string, TaskCompletion>(data.tasks.map((t) => [t.taskType, t]));
    return { ...data, byType };
  }

  it('counts nothing before enrolment, then the activity after it', async () => {
    const activityId = live(ActivityType.TradingDepositBonus);
    const trader = userId('trader@demo.test');
    simulateDeposit(ctx.store, trader, '600');
    const before = await tasks('trader@demo.test', activityId);
    expect(before.applied).toBe(false);
    expect(before.countingFrom).toBeUndefined();
    expect(before.byType.get('RECHARGE')).toMatchObject({ progress: '0', status: 'PENDING' });

    const token = tokenFor(ctx.store, 'trader@demo.test');
    const applied = await callWith(api(), 'apply', { activityId }, { token });
    advance(60_000);
    simulateDeposit(ctx.store, trader, '500');
    const half = await tasks('trader@demo.test', activityId);
    expect(half.countingFrom).toBe(applied.envelope.data.appliedAt);
    expect(half.byType.get('RECHARGE')).toMatchObject({ progress: '500', status: 'PENDING' });

    advance(60_000);
    const depositedAt = ctx.store.clock.now();
    simulateDeposit(ctx.store, trader, '0.01', 'BTC');
    const done = await tasks('trader@demo.test', activityId);
    expect(done.byType.get('RECHARGE')).toMatchObject({ progress: '1150', status: 'COMPLETED' });
    expect(done.byType.get('RECHARGE')!.updatedAt).toBeGreaterThanOrEqual(depositedAt);
  });

  it('shows the seeded trader what counted since joining the BTC sprint', async () => {
    const { byType, applied } = await tasks('trader@demo.test', live(ActivityType.PersonalTrading));
    expect(applied).toBe(true);
    // 3,000 USDT traded an hour before joining does not count: 4,000 + 7,500 after it do.
    expect(byType.get('TRADING_VOLUME')).toMatchObject({ progress: '11500', status: 'COMPLETED' });
    expect(byType.get('TOTAL_TRADING_VOLUME')).toMatchObject({
      progress: '12300',
      target: '50000',
    });
    expect(byType.get('ORDER_VOLUME')).toMatchObject({ progress: '2', period: 'EVERYDAY' });
  });

  it('resets EVERYDAY tasks each sandbox day and grants once per day', async () => {
    const activityId = live(ActivityType.PersonalTrading);
    const taskId = taskIdOf(ctx.store, activityId, 'ORDER_VOLUME');
    const token = tokenFor(ctx.store, 'trader@demo.test');
    simulateTrade(ctx.store, userId('trader@demo.test'), '50', 'spot');
    const claim = () => callWith(api(), 'obtainReward', { activityId, taskId }, { token });
    const first = await claim();
    expect(first.envelope.data.task).toMatchObject({ progress: '3', status: 'GRANTED' });

    advance(13 * HOUR);
    const nextDay = await tasks('trader@demo.test', activityId);
    expect(nextDay.byType.get('ORDER_VOLUME')).toMatchObject({ progress: '0', status: 'PENDING' });
    expect((await claim()).envelope.msg).toBe('task not completed yet');
    for (let i = 0; i < 3; i++)
      simulateTrade(ctx.store, userId('trader@demo.test'), '10', 'futures');
    const second = await claim();
    expect(second.envelope.data.reward.rewardId).not.toBe(first.envelope.data.reward.rewardId);
    const rows = ctx.store.db
      .prepare('SELECT period_key FROM user_rewards WHERE task_id = ? ORDER BY id')
      .pluck()
      .all(taskId);
    expect(rows).toEqual(['2030-01-15', '2030-01-16']);
  });

  it('takes the last day’s daily claim until the campaign ends, not until midnight', async () => {
    const activityId = live(ActivityType.PersonalTrading);
    // The campaign ends at 18:00 UTC today: the day's period, and its claim, end then.
    ctx.store.db
      .prepare('UPDATE activities SET end_time = ? WHERE id = ?')
      .run(SEED_NOW + 6 * HOUR, activityId);
    const taskId = taskIdOf(ctx.store, activityId, 'ORDER_VOLUME');
    const token = tokenFor(ctx.store, 'trader@demo.test');
    simulateTrade(ctx.store, userId('trader@demo.test'), '50', 'spot');
    const before = await tasks('trader@demo.test', activityId);
    expect(before.byType.get('ORDER_VOLUME')).toMatchObject({ progress: '3', status: 'COMPLETED' });

    advance(7 * HOUR);
    const after = await tasks('trader@demo.test', activityId);
    expect(after.byType.get('ORDER_VOLUME')).toMatchObject({
      periodKey: '2030-01-15',
      progress: '3',
      status: 'UNSATISFIED',
    });
    const late = await callWith(api(), 'obtainReward', { activityId, taskId }, { token });
    expect(late.envelope.code).toBe('51020');
    // A task of the whole campaign reached in time keeps its reward to claim.
    expect(after.byType.get('TRADING_VOLUME')?.status).toBe('COMPLETED');
  });

  it.each([
    { days: 1, progress: '60', status: 'COMPLETED' },
    { days: 8, progress: '0', status: 'UNSATISFIED' },
  ])(
    'counts an AFTER task only within its window ($days days after joining)',
    async ({ days, progress, status }) => {
      const activityId = live(ActivityType.NewUser);
      ctx.store.db
        .prepare('UPDATE activities SET end_time = ? WHERE id = ?')
        .run(SEED_NOW + 30 * DAY, activityId);
      const token = tokenFor(ctx.store, 'newbie@demo.test');
      const code = await callWith(api(), 'getRegisterCode', { activityId }, { token });
      const registerCode = code.envelope.data.registerCode;
      await callWith(api(), 'apply', { activityId, registerCode }, { token });
      advance(days * DAY);
      simulateDeposit(ctx.store, userId('newbie@demo.test'), '60');
      const { byType } = await tasks('newbie@demo.test', activityId);
      expect(byType.get('SPOT_FIRST_RECHARGE')).toMatchObject({
        progress,
        status,
        period: 'AFTER',
      });
    },
  );

  it('marks what can no longer be reached UNSATISFIED, keeping what was reached', async () => {
    const activityId = live(ActivityType.PersonalTrading);
    advance(3 * DAY);
    const { byType } = await tasks('trader@demo.test', activityId);
    expect(byType.get('TOTAL_TRADING_VOLUME')?.status).toBe('UNSATISFIED');
    expect(byType.get('TRADING_VOLUME')?.status).toBe('COMPLETED');
    const veteran = await tasks('trader@demo.test', live(ActivityType.NewUser));
    expect([...veteran.byType.values()].every((t) => t.status === 'UNSATISFIED')).toBe(true);
  });

  it('counts lottery tasks without enrolment and emits what moved', async () => {
    const activityId = live(ActivityType.Lottery);
    const agent = userId('agent@demo.test');
    const events: SandboxEvent[] = [];
    const off = ctx.store.events.on((e) => events.push(e));
    const outcomes = [
      simulateShare(ctx.store, agent),
      simulateFollow(ctx.store, agent),
      simulateInvite(ctx.store, agent),
    ];
    off();
    const expected = [
      { activityId, taskId: taskIdOf(ctx.store, activityId, 'SHARE_LINK') },
      { activityId, taskId: taskIdOf(ctx.store, activityId, 'SOCIAL_MEDIA_SUBSCRIPTION') },
      { activityId, taskId: taskIdOf(ctx.store, activityId, 'INVITE_FRIEND') },
    ];
    expect(outcomes.map((o) => o.changedTasks)).toEqual([
      [expected[0]],
      [expected[1]],
      expect.arrayContaining([expected[2]]),
    ]);
    const progressEvents = events.filter((e) => e.type === 'taskProgressChanged');
    expect(progressEvents).toEqual(
      outcomes
        .flatMap((o) => o.changedTasks)
        .map((t) => ({ type: 'taskProgressChanged', userId: agent, ...t })),
    );
    // Each task became claimable, so the user was told.
    expect(events.filter((e) => e.type === 'messageCreated')).toHaveLength(progressEvents.length);
    const { byType } = await tasks('agent@demo.test', activityId);
    for (const type of ['SHARE_LINK', 'SOCIAL_MEDIA_SUBSCRIPTION', 'INVITE_FRIEND']) {
      expect(byType.get(type)?.status).toBe('COMPLETED');
    }
  });

  it('refuses amounts that are not positive decimals', () => {
    const trader = userId('trader@demo.test');
    expect(() => simulateDeposit(ctx.store, trader, '-5')).toThrow(RangeError);
    expect(() => simulateTrade(ctx.store, trader, '0', 'spot')).toThrow(RangeError);
    expect(() => simulateShare(ctx.store, 999_999)).toThrow('no user with id 999999');
  });
});
