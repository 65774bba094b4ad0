// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://app.test/en/activity/8"}
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../../../../src/api/client.ts';
import { provideLottery } from '../../../../src/app/effects/lottery.ts';
import type { AppServices } from '../../../../src/app/effects/services.ts';
import { createFeed, type Feed } from '../../../../src/app/feed.ts';
import { fairLottery } from './lottery-fixtures.ts';

/** One tab of the browser: its own feed and its own calls, one exchange behind all tabs. */
function tab(exchange: ReturnType<typeof fairLottery>) {
  const reads = { count: 0 };
  const client = (async (name: string, request: { clientSeed?: string }) => {
    if (name === 'lotteryInfo') {
      reads.count += 1;
      return exchange.info();
    }
    return exchange.draw(request.clientSeed ?? '');
  }) as unknown as ApiClient;
  const feed: Feed = createFeed();
  const services = { client, feed, env: { inApp: false } } as unknown as AppServices;
  const actor = createActor(provideLottery(services, { notify: () => '' }), {
    input: { activityId: 8, loggedIn: true },
  }).start();
  return { actor, feed, reads };
}

/** BroadcastChannel delivers in a later task. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the lottery open in two tabs', () => {
  it("follows the other tab's claim and draw, and reads nothing more for its own", async () => {
    const exchange = fairLottery(1);
    const a = tab(exchange);
    const b = tab(exchange);
    await waitFor(a.actor, (s) => s.matches('ready'));
    await waitFor(b.actor, (s) => s.matches('ready'));
    expect([a.reads.count, b.reads.count]).toEqual([1, 1]);

    // Tab A draws its last chance: tab B reads the lottery again and offers no draw.
    a.actor.send({ type: 'lottery.draw', clientSeed: 'seed-a' });
    await waitFor(a.actor, (s) => s.matches({ result: 'settled' }));
    await waitFor(b.actor, (s) => s.matches('noneLeft'), { timeout: 1000 });
    expect(b.actor.getSnapshot().context.lottery?.remainingDraws).toBe(0);
    expect([a.reads.count, b.reads.count]).toEqual([1, 2]);

    // Tab A claims a task that grants draws: both read once.
    vi.spyOn(exchange, 'info').mockImplementation(() => ({
      ...fairLottery(2).info(),
      drawsMade: 1,
    }));
    a.feed.emit('task.granted', { activityId: 8, taskId: 3 });
    await waitFor(b.actor, (s) => s.matches('ready'), { timeout: 1000 });
    await waitFor(
      a.actor,
      (s) => s.matches({ result: 'settled' }) && s.context.lottery?.remainingDraws === 2,
    );
    await delivered();
    expect([a.reads.count, b.reads.count]).toEqual([2, 3]);
    a.actor.stop();
    b.actor.stop();
  });
});
