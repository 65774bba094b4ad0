/**
 * The verifiable lottery draw. Before a draw the exchange publishes `sha256(seed)` (the
 * commitment); after it, it reveals `seed`. The prize is chosen from
 * `HMAC-SHA256(key = seed, message = clientSeed)`, so neither side alone picks the outcome,
 * and anyone can recompute it. This module holds the pure last step; hashing stays with the
 * caller (the sandbox uses node:crypto, the app crypto-js).
 */

/** How many leading hex digits of the HMAC make the draw's random number: 64 bits. */
export const DRAW_HEX_DIGITS = 16;

/**
 * The prize index that an HMAC (hex) picks over positive integer weights, in prize order.
 * The first 16 hex digits are read as an unsigned 64-bit number r; the ticket is
 * floor(r × total / 2^64), which lies in 0…total-1 without modulo bias, and the prize is the
 * first whose running weight sum exceeds the ticket.
 */
export function pickPrizeIndex(hashHex: string, weights: readonly number[]): number {
  if (!new RegExp(`^[0-9a-fA-F]{${DRAW_HEX_DIGITS},}$`).test(hashHex)) {
    throw new RangeError(`hash must be at least ${DRAW_HEX_DIGITS} hex digits`);
  }
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w <= 0)) {
    throw new RangeError('weights must be positive integers, at least one');
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  const r = BigInt(`0x${hashHex.slice(0, DRAW_HEX_DIGITS)}`);
  const ticket = Number((r * BigInt(total)) >> 64n);
  let running = 0;
  for (const [i, w] of weights.entries()) {
    running += w;
    if (ticket < running) return i;
  }
  return weights.length - 1;
}
