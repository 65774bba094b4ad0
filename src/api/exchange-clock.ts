import { ANSWER_HEADERS } from './contract-wire.ts';

/**
 * One reading of the exchange's time: what an answer said, and when (device clock) its call
 * left and its answer came back. The exchange read its clock somewhere in between; the
 * midpoint is the best guess, wrong by at most half the round trip.
 */
export interface ClockSample {
  exchangeTime: number;
  sentAt: number;
  receivedAt: number;
}

/**
 * The exchange's time as this device can know it: the device clock plus the offset learnt from
 * the latest answer. Signing, countdowns, stages and "expires" all read this one clock, so a
 * phone whose clock is a day off still signs calls the exchange accepts and counts down right.
 */
export interface ExchangeClock {
  /** The exchange's time now, in epoch ms. */
  now(): number;
  /** Exchange time minus device time; 0 until an answer has told the clock anything. */
  offsetMs(): number;
  /** The device's own clock, for measuring a round trip. */
  deviceNow(): number;
  /**
   * Takes a reading. The latest wins rather than the one with the shortest round trip: the
   * exchange's clock can jump (a sandbox clock moved, a server corrected), and a few hundred
   * ms of error matter nothing against the minutes of skew a signature allows.
   */
  learn(sample: ClockSample): void;
}

/** Beyond any clock a device or the exchange could read (year 2255); a garbled header. */
const LATEST_PLAUSIBLE_MS = 9e12;

/** Where a clock starts, and who hears when it changes (to keep it for the next page). */
export interface ExchangeClockOptions {
  /** The offset an earlier page learnt, if any. */
  offsetMs?: number;
  /** Told of each change of a second or more: smaller ones are round-trip noise. */
  onChange?: (offsetMs: number) => void;
}

/** A clock following the device's until an answer (or an earlier page) says otherwise. */
export function createExchangeClock(
  deviceNow: () => number = Date.now,
  options: ExchangeClockOptions = {},
): ExchangeClock {
  let offset = Number.isSafeInteger(options.offsetMs) ? (options.offsetMs as number) : 0;
  let told = offset;
  return {
    now: () => deviceNow() + offset,
    offsetMs: () => offset,
    deviceNow,
    learn({ exchangeTime, sentAt, receivedAt }) {
      if (!Number.isFinite(exchangeTime) || exchangeTime <= 0) return;
      if (exchangeTime > LATEST_PLAUSIBLE_MS) return;
      // A device clock set back during the call leaves no round trip to halve.
      const midpoint = receivedAt >= sentAt ? sentAt + (receivedAt - sentAt) / 2 : receivedAt;
      offset = Math.round(exchangeTime - midpoint);
      if (Math.abs(offset - told) >= 1_000) {
        told = offset;
        options.onChange?.(offset);
      }
    },
  };
}

/**
 * A change of the clock's offset this large is a jump of the exchange's clock (time travel, a
 * server corrected), in ms, not round-trip noise: a reading is off by half a round trip at most.
 */
export const CLOCK_JUMP_MS = 5_000;

/**
 * The exchange's time an answer carries: `X-Exchange-Time` (epoch ms), or else the HTTP `Date`
 * header, which names the second the answer was made in (so its middle is the best guess).
 * Undefined when the answer carries neither in a readable form.
 */
export function exchangeTimeOf(
  headers: Readonly<Record<string, string>> | undefined,
): number | undefined {
  if (!headers) return undefined;
  const exact = headers[ANSWER_HEADERS.exchangeTime];
  if (exact !== undefined && /^\d{1,16}$/.test(exact.trim())) return Number(exact.trim());
  const date = headers[ANSWER_HEADERS.date];
  if (date === undefined) return undefined;
  const parsed = Date.parse(date);
  return Number.isNaN(parsed) ? undefined : parsed + 500;
}

/**
 * Teaches the clock from an answer's headers, if they carry the exchange's time. Answers whether
 * they did, so a caller knows a retry would be signed with a corrected clock.
 */
export function learnFromAnswer(
  clock: ExchangeClock,
  headers: Readonly<Record<string, string>> | undefined,
  sentAt: number,
  receivedAt: number,
): boolean {
  const exchangeTime = exchangeTimeOf(headers);
  if (exchangeTime === undefined || exchangeTime > LATEST_PLAUSIBLE_MS) return false;
  clock.learn({ exchangeTime, sentAt, receivedAt });
  return true;
}
