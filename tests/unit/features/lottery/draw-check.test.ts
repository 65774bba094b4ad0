import { describe, expect, it } from 'vitest';
import { checkDraw, prizeChances } from '../../../../src/features/lottery/draw-check.ts';
import { fairLottery, PRIZES, sha256 } from './lottery-fixtures.ts';

describe('checkDraw (the verifiable draw of sandbox/RULES.md)', () => {
  const lottery = fairLottery(3);
  const committed = lottery.info().nextSeedHash;
  const result = lottery.draw('client-seed-1');
  const verification = {
    seed: result.seed,
    seedHash: result.seedHash,
    committedSeedHash: committed,
    clientSeed: result.clientSeed,
  };

  it('verifies a fair draw: the seed hashes to the commitment and picks the prize', () => {
    expect(checkDraw(verification, PRIZES, result.prize.prizeId, 'client-seed-1')).toEqual({
      verified: true,
    });
  });

  it('refuses a seed that is not the one committed to before the draw', () => {
    const swapped = { ...verification, seed: 'another', seedHash: sha256('another') };
    expect(checkDraw(swapped, PRIZES, result.prize.prizeId)).toEqual({
      verified: false,
      reason: 'hash',
    });
  });

  it('refuses a prize other than the one the seeds pick', () => {
    const other = PRIZES.find((p) => p.prizeId !== result.prize.prizeId)!;
    expect(checkDraw(verification, PRIZES, other.prizeId)).toEqual({
      verified: false,
      reason: 'prize',
    });
  });

  it('refuses a draw made with a client seed other than the one sent', () => {
    expect(checkDraw(verification, PRIZES, result.prize.prizeId, 'mine')).toEqual({
      verified: false,
      reason: 'clientSeed',
    });
  });

  it('cannot verify without a commitment', () => {
    const blind = { ...verification, committedSeedHash: undefined };
    expect(checkDraw(blind, PRIZES, result.prize.prizeId).verified).toBe(false);
  });
});

describe('prizeChances', () => {
  it('is each weight over the total, in percent', () => {
    expect(prizeChances(PRIZES)).toEqual([0.1, 0.4, 6, 5, 30, 33.5, 25]);
  });
});
