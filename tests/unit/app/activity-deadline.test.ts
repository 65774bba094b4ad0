import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { selectStage } from '../../../machines/activity.selectors.ts';
import { provideActivity } from '../../../src/app/effects/activity.ts';
import { EXCHANGE_TIME_RECHECK_MS } from '../../../src/app/effects/exchange-time.ts';
import type { AppServices } from '../../../src/app/effects/services.ts';
import { createFeed } from '../../../src/app/feed.ts';
import { DETAIL } from '../../model/models/activity.model.ts';

const HOUR = 3_600_000;
/** The exchange's clock when the page opens: an hour before the activity starts. */
const OPENED = DETAIL.startTime - HOUR;

/**
 * The activity page as the composition runs it, for a visitor, against an exchange whose clock
 * the test moves. The first detail answers at once; a reload answers only if `reloads` says so.
 */
function openActivity({ reloads = true } = {}) {
  const feed = createFeed();
  let offset = 0;
  const exchangeNow = () => Date.now() + offset;
  let detailCalls = 0;
  const client = vi.fn(async (call: string) => {
    if (call !== 'noLoginDetail') return new Promise(() => {});
    detailCalls += 1;
    if (detailCalls > 1 && !reloads) return new Promise(() => {});
    const { featuredPair: _pair, ...detail } = DETAIL;
    return { ...detail, serverTime: exchangeNow() };
  });
  const services = { client, feed, now: exchangeNow } as unknown as AppServices;
  const actor = createActor(
    provideActivity(services, {
      login: () => {},
      feedback: { openDialog: () => {}, notify: () => '' },
    }),
    {
      input: {
        activityId: DETAIL.activityId,
        variant: 'standard',
        loggedIn: false,
        inApp: false,
        now: services.now(),
      },
    },
  ).start();
  const stage = () => selectStage(actor.getSnapshot());
  /** The client learns the exchange's clock is `ms` further on (an answer corrected it). */
  const learn = (ms: number) => {
    offset += ms;
  };
  /** The exchange moves its clock and tells the page so (the sandbox's time travel). */
  const jump = (ms: number) => {
    offset += ms;
    feed.emit('clock', { now: exchangeNow() });
  };
  return { actor, stage, learn, jump };
}

/** Lets the timers due within `ms` fire and the answers they start arrive. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(OPENED);
});
afterEach(() => vi.useRealTimers());

describe('the activity’s stage when the exchange’s clock moves under an open page', () => {
  it('starts within the recheck when the clock learns it is past the start, with no push', async () => {
    const page = openActivity();
    await pass(0);
    expect(page.stage()).toBe('NOT_START');

    page.learn(HOUR + 1_000);
    await pass(EXCHANGE_TIME_RECHECK_MS);
    expect(page.stage()).toBe('IN_PROGRESS');
    page.actor.stop();
  });

  it('starts at a clock push past the start even while the reload it asks for hangs', async () => {
    const page = openActivity({ reloads: false });
    await pass(0);
    expect(page.stage()).toBe('NOT_START');

    page.jump(HOUR + 1_000);
    await pass(0);
    expect(page.stage()).toBe('IN_PROGRESS');
    page.actor.stop();
  });
});
