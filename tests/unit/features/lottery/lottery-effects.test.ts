import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../../../../src/api/client.ts';
import { provideLottery } from '../../../../src/app/effects/lottery.ts';
import type { AppServices } from '../../../../src/app/effects/services.ts';
import { createFeed } from '../../../../src/app/feed.ts';
import { exchangeSiteOf } from '../../../../src/domain/exchange-site.ts';
import { drawIdempotencyKey } from '../../../../src/domain/lottery-draw.ts';
import { fairLottery } from './lottery-fixtures.ts';

function services(
  client: ApiClient,
  assignLocation = vi.fn(),
  feed = createFeed(),
  site = exchangeSiteOf(),
): AppServices {
  return {
    client,
    feed,
    origin: 'http://127.0.0.1:8080',
    site,
    assignLocation,
    currentPath: () => '/activity/8',
    env: { inApp: false },
  } as unknown as AppServices;
}

describe('provideLottery', () => {
  it('reads the lottery and draws with the machine’s idempotency key', async () => {
    const lottery = fairLottery(2);
    const calls: { name: string; request: unknown; key?: string }[] = [];
    const client = (async (name: string, request: { clientSeed?: string }, options = {}) => {
      calls.push({ name, request, key: (options as { idempotencyKey?: string }).idempotencyKey });
      return name === 'lotteryInfo' ? lottery.info() : lottery.draw(request.clientSeed ?? '');
    }) as unknown as ApiClient;
    const actor = createActor(provideLottery(services(client), { notify: () => '' }), {
      input: { activityId: 8, loggedIn: true },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lottery.draw', clientSeed: 'abc123' });
    await waitFor(actor, (s) => s.matches({ result: 'settled' }));
    expect(calls.map((c) => c.name)).toEqual(['lotteryInfo', 'lotteryDraw']);
    expect(calls[1]).toEqual({
      name: 'lotteryDraw',
      request: { activityId: 8, clientSeed: 'abc123' },
      // The first draw of this trader: number 1 on the exchange's count.
      key: drawIdempotencyKey(8, 1, 'abc123'),
    });
  });

  it('sends a visitor who asks to draw to the login page, coming back here', async () => {
    const assign = vi.fn();
    const client = (async () => ({
      remainingDraws: 0,
      prizes: fairLottery(0).info().prizes,
      nextSeedHash: '',
    })) as unknown as ApiClient;
    const actor = createActor(provideLottery(services(client, assign), { notify: () => '' }), {
      input: { activityId: 8, loggedIn: false },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lottery.draw', clientSeed: 'x' });
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Factivity%2F8');
  });

  it("sends a visitor to the exchange's configured login page on its own origin (finding 3)", async () => {
    const assign = vi.fn();
    const client = (async () => ({
      remainingDraws: 0,
      prizes: fairLottery(0).info().prizes,
      nextSeedHash: '',
    })) as unknown as ApiClient;
    const site = exchangeSiteOf({ loginPage: 'https://www.exchange.example/login' });
    const actor = createActor(
      provideLottery(services(client, assign, createFeed(), site), { notify: () => '' }),
      { input: { activityId: 8, loggedIn: false } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lottery.draw', clientSeed: 'x' });
    expect(assign).toHaveBeenCalledWith(
      `https://www.exchange.example/login?redirect=${encodeURIComponent('http://127.0.0.1:8080/activity/8')}`,
    );
  });

  it('reads the draws left again when a task claim of this activity is granted, not of another', async () => {
    let remaining = 0;
    const reads: number[] = [];
    const client = (async (_name: string, request: { activityId: number }) => {
      reads.push(request.activityId);
      return { ...fairLottery(remaining).info(), remainingDraws: remaining };
    }) as unknown as ApiClient;
    const feed = createFeed();
    const actor = createActor(
      provideLottery(services(client, vi.fn(), feed), { notify: () => '' }),
      {
        input: { activityId: 8, loggedIn: true },
      },
    ).start();
    await waitFor(actor, (s) => s.matches('noneLeft'));
    // A claim on another activity's page says nothing of this lottery.
    feed.emit('task.granted', { activityId: 5, taskId: 1 });
    expect(actor.getSnapshot().value).toBe('noneLeft');
    expect(reads).toEqual([8]);
    // The claim of a task of this lottery granted two draws.
    remaining = 2;
    feed.emit('task.granted', { activityId: 8, taskId: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.lottery?.remainingDraws).toBe(2);
    expect(reads).toEqual([8, 8]);
    // Once the lottery is gone, grants go unheard.
    actor.stop();
    feed.emit('task.granted', { activityId: 8, taskId: 3 });
    expect(reads).toEqual([8, 8]);
  });
});
