import { ResponseCode } from './codes.ts';
import type { LotteryInfo } from './lottery.ts';

/**
 * SPEC §8: the codes with which the exchange refuses a draw outright. The server answered,
 * so nothing was drawn and no draw chance was used.
 */
export const DRAW_REFUSED_CODES: readonly string[] = [
  ResponseCode.TipMessage,
  ResponseCode.RiskTip,
  ResponseCode.TooFrequent,
  ResponseCode.MultipleAccounts,
  ResponseCode.Airdrop,
  ResponseCode.Limit,
];

/** Whether a failure's code is one of the refusals of SPEC §8. */
export function isDrawRefusedCode(code: string | undefined): boolean {
  return code !== undefined && DRAW_REFUSED_CODES.includes(code);
}

/**
 * Whether a draw whose answer was lost went through, judged by the lottery re-read after it.
 * Every draw uses the seed it was committed to and commits to a new one, so the exchange has
 * moved on from the draw's commitment exactly when the draw was made. The chances left cannot
 * tell it alone: a prize that gives the chance back leaves them as they were. Without a
 * commitment on either side (never for a trader's draw), fewer chances left mean it was made.
 */
export function wasDrawCounted(draw: PendingDraw, after: LotteryInfo): boolean {
  if (draw.committedSeedHash !== undefined && after.nextSeedHash !== '') {
    return after.nextSeedHash !== draw.committedSeedHash;
  }
  return after.remainingDraws < draw.remainingBefore;
}

/**
 * The idempotency key of one draw: the activity, the draw's number as the exchange counts them
 * (the draws made so far plus one, from the last lottery read) and the client seed. The seed is
 * new for every draw the user asks for and kept when the same draw is sent again, so a resent
 * draw is the same request, and no key of an earlier draw can answer a later one.
 */
export function drawIdempotencyKey(
  activityId: number,
  drawNumber: number,
  clientSeed: string,
): string {
  return `draw:${activityId}:${drawNumber}:${clientSeed}`;
}

/** The number the exchange will give the next draw of a lottery it reported. */
export function nextDrawNumber(lottery: LotteryInfo | undefined): number {
  return (lottery?.drawsMade ?? 0) + 1;
}

/** What the machine knows about the draw in flight (or the last one sent). */
export interface PendingDraw {
  /** Generated outside the machine, once per draw the user asks for. */
  clientSeed: string;
  /** The commitment published before this draw: the view checks the revealed seed against it. */
  committedSeedHash: string | undefined;
  /** Draw chances left when the draw was sent, to tell whether a lost draw went through. */
  remainingBefore: number;
  /** The draw's number on the exchange's count; part of its idempotency key. */
  drawNumber: number;
}

/** What drawPrize sends: the same key for a resent draw, so one draw never becomes two. */
export interface DrawRequest {
  activityId: number;
  clientSeed: string;
  idempotencyKey: string;
}
