import { type ExchangeClock, isMissedJump } from '../api/exchange-clock.ts';
import type { Feed } from './feed.ts';

/**
 * Keeps the exchange clock on the time the sockets announce. A `clock` push (time travel) is
 * followed before the next call, so that call is not refused first; a push has no round trip to
 * halve. A jump announced while no socket was open (the page's sockets still connecting, or
 * reconnecting after a drop) shows in the next socket's welcome: it is announced then as a
 * `clock` push, so the clock, the stages and the pages follow it as they follow one they heard.
 */
export function followClockPushes(feed: Feed, clock: ExchangeClock): void {
  feed.on('clock', ({ now }) => {
    const at = clock.deviceNow();
    clock.learn({ exchangeTime: now, sentAt: at, receivedAt: at });
  });
  feed.on('welcome', ({ serverTime }) => {
    if (isMissedJump(clock, serverTime)) feed.emit('clock', { now: serverTime });
  });
}
