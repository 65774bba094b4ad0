import hmacSHA256 from 'crypto-js/hmac-sha256';
import sha256 from 'crypto-js/sha256';
import type { DrawVerification } from '../../../machines/lottery.selectors.ts';
import { pickPrizeIndex } from '../../domain/draw-verify.ts';
import type { LotteryPrize } from '../../domain/lottery.ts';

/**
 * Why a draw does not check out, most basic reason first. `superseded` is no fault of the
 * exchange's: another draw of the same user (another tab, another device) was made after this
 * page read the commitment and used it, so this draw was held to a newer commitment, published
 * in that draw's answer, which this page never saw.
 */
export type DrawMismatch = 'hash' | 'clientSeed' | 'prize' | 'unknown' | 'superseded';

/** The verdict on one draw, as the panel words it. */
export type DrawCheck = { verified: true } | { verified: false; reason: DrawMismatch };

/**
 * Re-derives a draw the way anyone can (sandbox/RULES.md, "Verification"): the revealed seed
 * must hash to the commitment published before the draw, and HMAC-SHA256(seed, clientSeed)
 * must pick, over the prizes' weights, the prize the exchange gave. Synchronous (crypto-js),
 * so a view can compute it in render without an effect.
 */
export function checkDraw(
  draw: DrawVerification,
  prizes: readonly LotteryPrize[],
  prizeId: number,
  sentClientSeed?: string,
): DrawCheck {
  const hash = sha256(draw.seed).toString();
  if (hash !== draw.seedHash.toLowerCase()) return { verified: false, reason: 'hash' };
  const committed =
    draw.committedSeedHash !== undefined && hash === draw.committedSeedHash.toLowerCase();
  // The exchange counted more draws than this page knew of: one made elsewhere took the
  // commitment shown here. Saying the seed "does not match" would accuse a fair exchange.
  const superseded =
    !committed && draw.expectedNumber !== undefined && draw.number > draw.expectedNumber;
  if (!committed && !superseded) return { verified: false, reason: 'hash' };
  if (sentClientSeed !== undefined && sentClientSeed !== draw.clientSeed) {
    return { verified: false, reason: 'clientSeed' };
  }
  let index: number;
  try {
    index = pickPrizeIndex(
      hmacSHA256(draw.clientSeed, draw.seed).toString(),
      prizes.map((p) => p.weight),
    );
  } catch {
    return { verified: false, reason: 'unknown' };
  }
  if (prizes[index]?.prizeId !== prizeId) return { verified: false, reason: 'prize' };
  return committed ? { verified: true } : { verified: false, reason: 'superseded' };
}

/** Each prize's chance in percent (its weight over the sum), to at most two decimals. */
export function prizeChances(prizes: readonly LotteryPrize[]): number[] {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  return prizes.map((p) => (total > 0 ? Math.round((p.weight / total) * 10_000) / 100 : 0));
}
