import { CLOCK_JUMP_MS, type ExchangeClock } from '../api/exchange-clock.ts';
import { watchDeviceClock } from '../platform/device-clock.ts';
import type { Feed } from './feed.ts';

/**
 * Keeps the exchange clock on the time the sockets tell, and tells the page of every jump of it
 * as a `clock` push, however the clock learnt it. A push (time travel) is followed before the
 * next call, so that call is not refused first; it has no round trip to halve. A jump the page
 * did not hear, announced while none of its sockets was open (still connecting, or reconnecting)
 * or learnt first from an answer (a call in flight refused with the moved time), shows in a
 * socket's welcome or in the clock's change: it is announced then, so the stages and the pages
 * follow it at once, as they follow a push they heard. Answers what the clock's `onChange` calls.
 * The device's clock set while the page is open moves the page's reckoning of the exchange's
 * time with it: the exchange is asked its time again (`askTime`), and the correction announced.
 */
export function followClockPushes(
  feed: Feed,
  clock: ExchangeClock,
  askTime: () => void,
): () => void {
  watchDeviceClock(askTime);
  // The offset the page's listeners last heard of: a jump beyond it is announced to them.
  let heard = clock.offsetMs();
  const learn = (exchangeTime: number) => {
    const at = clock.deviceNow();
    clock.learn({ exchangeTime, sentAt: at, receivedAt: at });
  };
  const announce = () => {
    if (Math.abs(clock.offsetMs() - heard) < CLOCK_JUMP_MS) return;
    heard = clock.offsetMs();
    feed.emit('clock', { now: clock.now() });
  };
  feed.on('clock', ({ now }) => {
    // The listeners hear this push itself: learning it announces nothing more.
    heard = Math.round(now - clock.deviceNow());
    learn(now);
    heard = clock.offsetMs();
  });
  feed.on('welcome', ({ serverTime }) => {
    learn(serverTime);
    announce();
  });
  return announce;
}
