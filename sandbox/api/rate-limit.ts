import { ResponseCode } from '../../src/domain/codes.ts';
import { Refusal } from '../db/refusal.ts';
import type { SandboxStore } from '../db/store.ts';

/**
 * SPEC §8 51023: a user may make at most 5 apply, claim and draw attempts within any 10 s
 * (sandbox clock); the 6th is refused and not counted. Replays of an idempotency key and
 * repeats of an already granted claim are answered without counting.
 */
export const RATE_LIMIT = { attempts: 5, windowMs: 10_000 } as const;

/** Counts attempts per user. Kept in memory, like an exchange's rate-limit cache. */
export interface RateLimiter {
  /** Counts one attempt at `now`, or throws the 51023 refusal. */
  count(userId: number, now: number): void;
}

const limiters = new WeakMap<SandboxStore, RateLimiter>();

/** The limiter of a store, shared by every API host serving it. */
export function rateLimiterOf(store: SandboxStore): RateLimiter {
  let limiter = limiters.get(store);
  if (!limiter) {
    limiter = createRateLimiter();
    limiters.set(store, limiter);
  }
  return limiter;
}

/**
 * Forgets every attempt counted against a store: a data reset starts a fresh exchange, whose
 * users have made no attempts yet (tests that reset between cases must not inherit 51023s).
 */
export function forgetAttempts(store: SandboxStore): void {
  limiters.delete(store);
}

function createRateLimiter(limit: typeof RATE_LIMIT = RATE_LIMIT): RateLimiter {
  const attempts = new Map<number, number[]>();
  return {
    count(userId, now) {
      // A clock moved back leaves attempts "in the future": they no longer count either.
      const recent = (attempts.get(userId) ?? []).filter(
        (at) => at > now - limit.windowMs && at <= now,
      );
      if (recent.length >= limit.attempts) {
        attempts.set(userId, recent);
        throw new Refusal(
          ResponseCode.TooFrequent,
          `requests too frequent: at most ${limit.attempts} in ${limit.windowMs / 1000} s`,
        );
      }
      recent.push(now);
      attempts.set(userId, recent);
    },
  };
}
