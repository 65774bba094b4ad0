import type { RewardSummary } from './reward.ts';

export interface LotteryPrize {
  prizeId: number;
  name: string;
  reward: RewardSummary;
  /** Relative weight: the chance of a prize is its weight over the sum of weights. */
  weight: number;
}

/** The user's lottery: draw chances left and the commitment to the next draw's seed. */
export interface LotteryInfo {
  remainingDraws: number;
  prizes: LotteryPrize[];
  /** SHA-256 of the server seed of the next draw, published before it (verifiable draw). */
  nextSeedHash: string;
  /** How many draws the user has made in this lottery: the next draw is number `drawsMade + 1`. */
  drawsMade: number;
  /**
   * Draw chances the user earned here and never used before they expired (at the lottery's end,
   * or their reward's own expiry): what an ended lottery tells the user it did not keep.
   */
  expiredDraws?: number;
}

/** One draw, with what is needed to verify it: the revealed seed hashes to the committed one. */
export interface DrawResult {
  drawId: number;
  prize: LotteryPrize;
  seed: string;
  seedHash: string;
  /** The client's part of the randomness. */
  clientSeed: string;
  remainingDraws: number;
  /** Draws made by the user in this lottery, this one included. */
  drawsMade: number;
  drawnAt: number;
  /** The commitment to the following draw's seed, so the next draw needs no extra call. */
  nextSeedHash?: string;
}
