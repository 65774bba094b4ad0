import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, dispatch } from '../../../sandbox/api/dispatch.ts';
import { IDEMPOTENCY_TTL_MS } from '../../../sandbox/db/idempotency.ts';
import { simulateShare, simulateTrade } from '../../../sandbox/db/simulations.ts';
import type { CallName, CallRequests, ObtainedReward } from '../../../src/api/contract.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import type { ApplyStatus } from '../../../src/domain/activity-detail.ts';
import { applyIdempotencyKey } from '../../../src/domain/activity-enrolment.ts';
import { claimIdempotencyKey } from '../../../src/domain/claim.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import type { DrawResult, LotteryInfo } from '../../../src/domain/lottery.ts';
import { drawIdempotencyKey } from '../../../src/domain/lottery-draw.ts';
import type { TaskCompletion } from '../../../src/domain/task.ts';
import { activityIdOf, demoUser, taskIdOf, useTempStore } from './helpers.ts';

/*
 * Issue 14, item 1: keys name their period. These call the dispatcher the API routes use, below
 * the header checks, so the sandbox clock can move days while the calls stay signed for today.
 */

const DAY = 86_400_000;
/** Noon UTC, so a day's moves stay inside one UTC day. */
const SEED_NOW = Date.UTC(2030, 0, 10, 12);

describe('idempotency keys over days', () => {
  const ctx = useTempStore('each', { seedNow: SEED_NOW });
  const lotteryId = () => activityIdOf(ctx.store, ActivityType.Lottery, ActivityStage.InProgress);
  const ada = () => demoUser(ctx.store, 'trader@demo.test');
  let caller = 'trader@demo.test';
  beforeEach(() => {
    caller = 'trader@demo.test';
  });
  const call = <K extends CallName>(
    name: K,
    input: CallRequests[K],
    idempotencyKey?: string,
  ): Answer =>
    dispatch(ctx.store, {
      name,
      viewer: { user: demoUser(ctx.store, caller), token: 'test' },
      input: input as Record<string, unknown>,
      idempotencyKey,
    });
  const nextDay = () => ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + DAY);
  const taskRewards = (taskId: number) =>
    ctx.store.db
      .prepare('SELECT period_key FROM user_rewards WHERE task_id = ? ORDER BY id')
      .pluck()
      .all(taskId);
  const completion = (activityId: number, taskId: number): TaskCompletion => {
    const data = call('beginnerTaskCompletions', { activityId }).envelope.data as {
      tasks: TaskCompletion[];
    };
    const task = data.tasks.find((t) => t.taskId === taskId);
    if (!task) throw new Error(`no task ${taskId}`);
    return task;
  };

  it('grants a daily task on day 1 and day 2 under keys naming each day', () => {
    const activityId = lotteryId();
    const taskId = taskIdOf(ctx.store, activityId, 'SHARE_LINK');
    for (const day of ['2030-01-10', '2030-01-11']) {
      simulateShare(ctx.store, ada().id);
      const task = completion(activityId, taskId);
      expect(task).toMatchObject({ status: 'COMPLETED', periodKey: day });
      const key = claimIdempotencyKey(activityId, taskId, task.periodKey, 0);
      const answer = call('obtainReward', { activityId, taskId }, key);
      expect(answer.envelope.code).toBe(ResponseCode.Success);
      expect((answer.envelope.data as ObtainedReward).task).toMatchObject({
        status: 'GRANTED',
        periodKey: day,
      });
      nextDay();
    }
    expect(taskRewards(taskId)).toEqual(['2030-01-10', '2030-01-11']);
  });

  it('forgets a claim key when its day ends: the same key is then a new request', () => {
    const activityId = lotteryId();
    const taskId = taskIdOf(ctx.store, activityId, 'SHARE_LINK');
    // Nico has not shared the lucky draw yet.
    caller = 'newbie@demo.test';
    const nico = demoUser(ctx.store, caller).id;
    const key = 'claim:reused-across-days';
    const refused = call('obtainReward', { activityId, taskId }, key);
    expect(refused.envelope.msg).toBe('task not completed yet');
    simulateShare(ctx.store, nico);
    // Within the day the first answer stands, though the task is now completed.
    expect(call('obtainReward', { activityId, taskId }, key).envelope).toEqual(refused.envelope);
    nextDay();
    simulateShare(ctx.store, nico);
    const fresh = call('obtainReward', { activityId, taskId }, key);
    expect(fresh.envelope.code).toBe(ResponseCode.Success);
    expect(taskRewards(taskId)).toEqual(['2030-01-11']);
  });

  it('stores a claim key until its period ends, any other key for a day, and prunes them', () => {
    const activityId = lotteryId();
    const taskId = taskIdOf(ctx.store, activityId, 'SHARE_LINK');
    const before = ctx.store.clock.now();
    call('obtainReward', { activityId, taskId }, 'claim:today');
    call('lotteryInfo', { activityId });
    call('lotteryDraw', { activityId, clientSeed: 'a' }, 'draw:one');
    const after = ctx.store.clock.now();
    const expiry = (key: string) =>
      ctx.store.db
        .prepare('SELECT expires_at FROM idempotent_answers WHERE key = ?')
        .pluck()
        .get(key);
    expect(expiry('claim:today')).toBe(Date.UTC(2030, 0, 11));
    expect(expiry('draw:one')).toBeGreaterThanOrEqual(before + IDEMPOTENCY_TTL_MS);
    expect(expiry('draw:one')).toBeLessThanOrEqual(after + IDEMPOTENCY_TTL_MS);
    nextDay();
    ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + 1000);
    call('lotteryDraw', { activityId, clientSeed: 'b' }, 'draw:two');
    const keys = ctx.store.db.prepare('SELECT key FROM idempotent_answers').pluck().all();
    expect(keys).toEqual(['draw:two']);
  });

  it('refuses a key reused for another request with 409 and 51024, and changes nothing', () => {
    const activityId = lotteryId();
    const taskId = taskIdOf(ctx.store, activityId, 'SHARE_LINK');
    simulateShare(ctx.store, ada().id);
    const key = 'one-key';
    expect(call('lotteryDraw', { activityId, clientSeed: 'first' }, key).envelope.code).toBe(
      ResponseCode.Success,
    );
    const before = ctx.store.db.prepare('SELECT count(*) FROM user_rewards').pluck().get();
    const reused = call('obtainReward', { activityId, taskId }, key);
    expect(reused).toEqual({
      status: 409,
      envelope: {
        code: ResponseCode.KeyReused,
        msg: 'idempotency key already used for a different request',
        data: null,
      },
    });
    expect(call('lotteryDraw', { activityId, clientSeed: 'second' }, key).status).toBe(409);
    expect(ctx.store.db.prepare('SELECT count(*) FROM user_rewards').pluck().get()).toBe(before);
  });

  it('stores a fixed-size digest of the request, however large its body', () => {
    const activityId = lotteryId();
    const taskId = taskIdOf(ctx.store, activityId, 'SHARE_LINK');
    simulateShare(ctx.store, ada().id);
    const claim = { activityId, taskId, note: 'x'.repeat(60_000) } as CallRequests['obtainReward'];
    expect(call('obtainReward', claim, 'big-body').envelope.code).toBe(ResponseCode.Success);
    const stored = ctx.store.db
      .prepare("SELECT fingerprint FROM idempotent_answers WHERE key = 'big-body'")
      .pluck()
      .get() as string;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(call('obtainReward', claim, 'big-body').status).toBe(200);
    expect(call('obtainReward', { activityId, taskId }, 'big-body').status).toBe(409);
  });

  it('counts answered applies, so a refusal is not replayed to the next attempt', () => {
    const activityId = activityIdOf(ctx.store, ActivityType.NewUser, ActivityStage.InProgress);
    const status = () => call('applyStatus', { activityId }).envelope.data as ApplyStatus;
    expect(status().attempts).toBe(0);
    const first = call('apply', { activityId }, applyIdempotencyKey(activityId, 0));
    expect(first.envelope.code).toBe(ResponseCode.TipMessage);
    // A replay of the same attempt is not another answer.
    call('apply', { activityId }, applyIdempotencyKey(activityId, 0));
    expect(status().attempts).toBe(1);
    // After a reload the client starts from the exchange's count: a new key, a new answer.
    const next = applyIdempotencyKey(activityId, status().attempts ?? 0);
    expect(next).not.toBe(applyIdempotencyKey(activityId, 0));
    call('apply', { activityId }, next);
    expect(status().attempts).toBe(2);
  });

  it('numbers draws as the exchange counts them', () => {
    const activityId = lotteryId();
    const info = () => call('lotteryInfo', { activityId }).envelope.data as LotteryInfo;
    expect(info().drawsMade).toBe(0);
    const key = drawIdempotencyKey(activityId, info().drawsMade + 1, 'seed-1');
    const draw = call('lotteryDraw', { activityId, clientSeed: 'seed-1' }, key).envelope
      .data as DrawResult;
    expect(draw.drawsMade).toBe(1);
    expect(info().drawsMade).toBe(1);
    // A draw chance earned later does not renumber the draws made.
    simulateTrade(ctx.store, ada().id, '10', 'spot');
    const taskId = taskIdOf(ctx.store, activityId, 'ANY_TRADING_VOLUME');
    call('obtainReward', { activityId, taskId });
    expect(info().drawsMade).toBe(1);
  });
});
