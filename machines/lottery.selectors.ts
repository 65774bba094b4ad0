import type { SnapshotFrom } from 'xstate';
import type { lotteryMachine } from './lottery.machine.ts';

type LotterySnapshot = SnapshotFrom<typeof lotteryMachine>;

/** What a view needs to let the user verify the last draw; the hashing itself is the view's. */
export interface DrawVerification {
  /** The seed the server revealed after the draw. */
  seed: string;
  /** The hash the server says the seed has. */
  seedHash: string;
  /** The commitment published before the draw; a fair draw's seedHash equals it. */
  committedSeedHash: string | undefined;
  clientSeed: string;
  /** The draw's number as this page counted it (its last read's draws made, plus one). */
  expectedNumber: number | undefined;
  /** The draw's number on the exchange's count (the draws made, this one included). */
  number: number;
}

/** The state for `data-state`, e.g. `ready`, `result.settled`, `drawUnknown.checking`. */
export const selectLotteryState = (s: LotterySnapshot): string =>
  typeof s.value === 'string'
    ? s.value
    : Object.entries(s.value)
        .map(([parent, child]) => `${parent}.${String(child)}`)
        .join('');

/** The data to verify the last draw with, while its result is shown. */
export const selectDrawVerification = (s: LotterySnapshot): DrawVerification | undefined => {
  const { lastDraw, draw } = s.context;
  if (!s.matches('result') || !lastDraw) return undefined;
  return {
    seed: lastDraw.seed,
    seedHash: lastDraw.seedHash,
    committedSeedHash: draw?.committedSeedHash,
    clientSeed: lastDraw.clientSeed,
    expectedNumber: draw?.drawNumber,
    number: lastDraw.drawsMade,
  };
};
