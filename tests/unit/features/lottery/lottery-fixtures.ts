import { createHash, createHmac } from 'node:crypto';
import { pickPrizeIndex } from '../../../../src/domain/draw-verify.ts';
import type { DrawResult, LotteryInfo, LotteryPrize } from '../../../../src/domain/lottery.ts';

/** The sandbox's wheel (sandbox/db/catalog-prizes.ts), weights out of 1,000. */
export const PRIZES: LotteryPrize[] = [
  ['Hardware wallet', 1],
  ['1,000 USDT futures coupon', 4],
  ['100 SBX airdrop', 60],
  ['Extra draw', 50],
  ['20 SBX', 300],
  ['5 USDT futures coupon', 335],
  ['1 USDT trial bonus', 250],
].map(([name, weight], i) => ({
  prizeId: 101 + i,
  name: name as string,
  weight: weight as number,
  reward: { rewardType: 'GIFT_CASH', category: 1, amount: '1', currency: 'USDT' },
}));

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fair exchange in miniature: commits to a seed, reveals it, picks the prize by the rules. */
export function fairLottery(remaining: number) {
  let seedNo = 1;
  const seedOf = (n: number) => `seed-${n}-${'ab'.repeat(16)}`;
  let left = remaining;
  let drawId = 0;
  return {
    info: (): LotteryInfo => ({
      remainingDraws: left,
      prizes: PRIZES,
      nextSeedHash: sha256(seedOf(seedNo)),
      drawsMade: drawId,
    }),
    draw: (clientSeed: string): DrawResult => {
      const seed = seedOf(seedNo);
      seedNo += 1;
      left -= 1;
      drawId += 1;
      const digest = createHmac('sha256', seed).update(clientSeed, 'utf8').digest('hex');
      const prize =
        PRIZES[
          pickPrizeIndex(
            digest,
            PRIZES.map((p) => p.weight),
          )
        ]!;
      return {
        drawId,
        prize,
        seed,
        seedHash: sha256(seed),
        clientSeed,
        remainingDraws: left,
        drawsMade: drawId,
        drawnAt: Date.UTC(2030, 0, 1, 12, 0, drawId),
        nextSeedHash: sha256(seedOf(seedNo)),
      };
    },
  };
}
