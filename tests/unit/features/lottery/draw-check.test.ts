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
    expectedNumber: 1,
    number: result.drawsMade,
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

describe('checkDraw with two tabs drawing from one commitment', () => {
  // Both tabs read the same commitment; tab B draws first and uses it, so tab A's draw is held
  // to the next one, which only tab B's answer published.
  const lottery = fairLottery(3);
  const seenByBoth = lottery.info();
  lottery.draw('tab-b-seed');
  const tabA = lottery.draw('tab-a-seed');
  const verification = {
    seed: tabA.seed,
    seedHash: tabA.seedHash,
    committedSeedHash: seenByBoth.nextSeedHash,
    clientSeed: tabA.clientSeed,
    expectedNumber: seenByBoth.drawsMade + 1,
    number: tabA.drawsMade,
  };

  it('does not call a fair draw a mismatch when another draw took the commitment shown', () => {
    expect(checkDraw(verification, PRIZES, tabA.prize.prizeId, 'tab-a-seed')).toEqual({
      verified: false,
      reason: 'superseded',
    });
  });

  it('still refuses a prize other than the one the seeds pick', () => {
    const other = PRIZES.find((p) => p.prizeId !== tabA.prize.prizeId)!;
    expect(checkDraw(verification, PRIZES, other.prizeId, 'tab-a-seed')).toEqual({
      verified: false,
      reason: 'prize',
    });
  });

  it('still refuses another seed when the exchange counted no other draw', () => {
    const alone = { ...verification, number: verification.expectedNumber };
    expect(checkDraw(alone, PRIZES, tabA.prize.prizeId, 'tab-a-seed')).toEqual({
      verified: false,
      reason: 'hash',
    });
  });

  it('still refuses a seed that does not hash to the fingerprint the exchange gives it', () => {
    const forged = { ...verification, seedHash: seenByBoth.nextSeedHash };
    expect(checkDraw(forged, PRIZES, tabA.prize.prizeId, 'tab-a-seed')).toEqual({
      verified: false,
      reason: 'hash',
    });
  });
});
