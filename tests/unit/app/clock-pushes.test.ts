import { describe, expect, it } from 'vitest';
import { createExchangeClock } from '../../../src/api/exchange-clock.ts';
import { followClockPushes } from '../../../src/app/clock-pushes.ts';
import { createFeed } from '../../../src/app/feed.ts';

const DAY = 86_400_000;

/** The composition's clock and feed at a device time of DAY; `heard` lists the clock pushes. */
function start() {
  const feed = createFeed();
  let changed = () => {};
  const clock = createExchangeClock(() => DAY, { onChange: () => changed() });
  changed = followClockPushes(feed, clock);
  const heard: number[] = [];
  feed.on('clock', ({ now }) => heard.push(now));
  return { feed, clock, heard };
}

describe('the clock pushes the page hears', () => {
  it('a push is followed by the clock and heard once', () => {
    const { feed, clock, heard } = start();
    feed.publish(JSON.stringify({ channel: 'clock', data: { now: DAY + 60_000 } }));
    expect(clock.now()).toBe(DAY + 60_000);
    expect(heard).toEqual([DAY + 60_000]);
  });

  it('a welcome naming a time seconds on announces the jump its socket did not hear', () => {
    const { feed, clock, heard } = start();
    feed.emit('welcome', { serverTime: DAY + 60_000 });
    expect(clock.now()).toBe(DAY + 60_000);
    expect(heard).toEqual([DAY + 60_000]);
    // The next socket's welcome agrees: nothing more to announce.
    feed.emit('welcome', { serverTime: DAY + 60_200 });
    expect(heard).toEqual([DAY + 60_000]);
  });

  it('a welcome within a round trip of the clock announces nothing', () => {
    const { feed, heard } = start();
    feed.emit('welcome', { serverTime: DAY + 800 });
    feed.emit('welcome', { serverTime: Number.NaN });
    expect(heard).toEqual([]);
  });

  it('a jump learnt first from an answer is announced, so a later welcome that agrees is not needed', () => {
    const { clock, heard } = start();
    clock.learn({ exchangeTime: DAY + 2 * DAY, sentAt: DAY, receivedAt: DAY });
    expect(heard).toEqual([3 * DAY]);
  });
});
