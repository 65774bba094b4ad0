import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PERIOD_RECHECK_MS } from '../../../machines/task-list.machine.ts';
import { selectTaskRefs } from '../../../machines/task-list.selectors.ts';
import type { AppServices } from '../../../src/app/effects/services.ts';
import { provideTaskList } from '../../../src/app/effects/tasks.ts';
import { createFeed } from '../../../src/app/feed.ts';
import type { TaskCompletion } from '../../../src/domain/task.ts';

const DAY_MS = 86_400_000;
/** The exchange's midnight between 2026-11-27 and 2026-11-28 (UTC). */
const MIDNIGHT = Date.UTC(2026, 10, 28);
/** The device's clock runs three hours behind the exchange's. */
const DEVICE_LAG_MS = 3 * 3_600_000;

/** "Place 3 orders today" of the BTC sprint on the exchange's day `day`. */
const ordersToday = (day: string, status: 'GRANTED' | 'PENDING', progress: string) =>
  ({
    taskId: 51,
    taskType: 'ORDER_VOLUME',
    title: 'Place 3 orders today',
    period: 'EVERYDAY',
    comparison: 'GREATER_EQUAL',
    target: '3',
    progress,
    unit: 'orders',
    status,
    reward: { rewardType: 'FUTURES_COUPON', category: 1, amount: '5', currency: 'USDT' },
    updatedAt: MIDNIGHT - 30_000,
    periodKey: day,
  }) satisfies TaskCompletion;

/**
 * The BTC sprint's task list as the page runs it (the composition's effects), against an
 * exchange whose answer follows its own clock: yesterday's task granted, then today's at 0.
 */
function openTaskList(exchangeLead = 0) {
  const feed = createFeed();
  let offset = DEVICE_LAG_MS;
  // What the exchange's clock reads; the client's estimate may lead it by `exchangeLead`.
  const exchangeNow = () => Date.now() + offset;
  const reads: number[] = [];
  const client = vi.fn(async () => {
    reads.push(exchangeNow());
    const today = exchangeNow() >= MIDNIGHT;
    return {
      activityId: 5,
      applied: true,
      tasks: [
        today
          ? ordersToday('2026-11-28', 'PENDING', '0')
          : ordersToday('2026-11-27', 'GRANTED', '3'),
      ],
    };
  });
  const services = {
    client,
    feed,
    now: () => exchangeNow() + exchangeLead,
  } as unknown as AppServices;
  const actor = createActor(provideTaskList(services, { feedback: { notify: () => '' } }), {
    input: { activityId: 5, kind: 'beginner', now: services.now() },
  }).start();
  const task = () => {
    const ref = selectTaskRefs(actor.getSnapshot())[0];
    if (!ref) throw new Error('no task shown');
    return ref.getSnapshot();
  };
  /** The exchange moves its clock and tells the page so (the sandbox's time travel). */
  const jump = (ms: number) => {
    offset += ms;
    feed.emit('clock', { now: exchangeNow() });
  };
  return { actor, task, reads, jump };
}

/** Lets the timers due within `ms` fire and the answers they start arrive. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  // 40 s before the exchange's midnight, on a device three hours behind.
  vi.setSystemTime(MIDNIGHT - 40_000 - DEVICE_LAG_MS);
});
afterEach(() => vi.useRealTimers());

describe('a daily task when the exchange’s day ends with the page left open', () => {
  it('moves to the new day at midnight on the exchange’s clock, without a reload', async () => {
    const list = openTaskList();
    await pass(0);
    expect(list.task().context.completion).toMatchObject({ periodKey: '2026-11-27' });
    expect(list.task().hasTag('granted')).toBe(true);

    await pass(60_000);
    expect(list.reads).toHaveLength(2);
    expect(list.reads[1]).toBeGreaterThanOrEqual(MIDNIGHT);
    expect(list.task().context.completion).toMatchObject({
      periodKey: '2026-11-28',
      status: 'PENDING',
      progress: '0',
    });
    expect(list.task().hasTag('pending')).toBe(true);
  });

  it('moves on as soon as the exchange’s clock jumps a day ahead', async () => {
    // Five hours before the exchange's midnight; then the exchange moves on by a day.
    vi.setSystemTime(Date.now() - 5 * 3_600_000);
    const list = openTaskList();
    await pass(0);
    expect(list.reads).toHaveLength(1);
    list.jump(DAY_MS);
    await pass(0);
    expect(list.reads).toHaveLength(2);
    expect(list.task().context.completion).toMatchObject({ periodKey: '2026-11-28' });
  });

  it('asks an exchange still in the old day again, never in a loop', async () => {
    // The client's estimate leads the exchange's clock by 25 s: it looks at midnight too early.
    const list = openTaskList(25_000);
    await pass(15_000 + 100);
    expect(list.reads).toHaveLength(2);
    expect(list.task().context.completion).toMatchObject({ periodKey: '2026-11-27' });

    await pass(PERIOD_RECHECK_MS);
    expect(list.reads).toHaveLength(3);
    // Still before midnight on the exchange: the third read still names yesterday.
    expect(list.task().context.completion).toMatchObject({ periodKey: '2026-11-27' });

    await pass(3 * PERIOD_RECHECK_MS);
    expect(list.task().context.completion).toMatchObject({ periodKey: '2026-11-28' });
    // One read every recheck at most, then none until the next day's end.
    expect(list.reads.length).toBeLessThanOrEqual(5);
    const settled = list.reads.length;
    await pass(60_000);
    expect(list.reads).toHaveLength(settled);
  });
});
