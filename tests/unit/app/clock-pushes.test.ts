import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExchangeClock } from '../../../src/api/exchange-clock.ts';
import { followClockPushes } from '../../../src/app/clock-pushes.ts';
import { createFeed } from '../../../src/app/feed.ts';

const DAY = 86_400_000;

/** The composition's clock and feed at a device time of DAY; `heard` lists the clock pushes. */
function start() {
  const feed = createFeed();
  let changed = () => {};
  const clock = createExchangeClock(() => DAY, { onChange: () => changed() });
  const asked: number[] = [];
  changed = followClockPushes(feed, clock, () => asked.push(Date.now()));
  const heard: number[] = [];
  feed.on('clock', ({ now }) => heard.push(now));
  return { feed, clock, heard, asked };
}

// The device's clock is watched on a timer: each test's watch ends with its fake timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

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

  it('the device clock set 3 h on while the page is open: the exchange is asked its time', () => {
    const { asked } = start();
    vi.advanceTimersByTime(4_000);
    expect(asked).toEqual([]);
    vi.setSystemTime(Date.now() + 3 * 3_600_000);
    vi.advanceTimersByTime(2_000);
    expect(asked).toHaveLength(1);
    // Asked once for the jump, not again while the clocks go on together.
    vi.advanceTimersByTime(10_000);
    expect(asked).toHaveLength(1);
  });

  it('the device clock set back 5 h is a jump too; a second or two of drift is not', () => {
    const { asked } = start();
    vi.setSystemTime(Date.now() + 1_500);
    vi.advanceTimersByTime(2_000);
    expect(asked).toEqual([]);
    vi.setSystemTime(Date.now() - 5 * 3_600_000);
    vi.advanceTimersByTime(2_000);
    expect(asked).toHaveLength(1);
  });
});
