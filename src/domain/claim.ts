import type { Failure } from './codes.ts';

/**
 * The idempotency key of one reward claim (obtainReward). `claimSeq` moves on only after a
 * definitive answer (granted or refused), so a claim whose answer was lost is retried as the
 * same request and the exchange grants it at most once.
 */
export function claimIdempotencyKey(activityId: number, taskId: number, claimSeq: number): string {
  return `claim:${activityId}:${taskId}:${claimSeq}`;
}

/**
 * Whether a failed claim may still have been granted. Only an envelope code is a definitive
 * answer; a lost connection or a time-out, but also an HTTP error or a malformed answer, can
 * come after the exchange granted the reward, so the task is re-read before any retry.
 */
export function isUncertainFailure(failure: Failure): boolean {
  return failure.kind !== 'code';
}
