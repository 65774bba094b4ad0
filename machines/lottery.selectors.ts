import type { SnapshotFrom } from 'xstate';
import type { DrawResult, LotteryPrize } from '../src/domain/lottery.ts';
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
}

/** The state for `data-state`, e.g. `ready`, `result.settled`, `drawUnknown.checking`. */
export const selectLotteryState = (s: LotterySnapshot): string =>
  typeof s.value === 'string'
    ? s.value
    : Object.entries(s.value)
        .map(([parent, child]) => `${parent}.${String(child)}`)
        .join('');

/** Draw chances left, from the last read or draw; undefined before the first read. */
export const selectRemainingDraws = (s: LotterySnapshot): number | undefined =>
  s.context.lottery?.remainingDraws;
/** The prizes on offer, in the order their weights are listed. */
export const selectPrizes = (s: LotterySnapshot): LotteryPrize[] => s.context.lottery?.prizes ?? [];
/** The hash the next draw is committed to, shown before the user draws. */
export const selectCommitment = (s: LotterySnapshot): string | undefined => s.context.commitment;
/** The last draw: prize, revealed seed, its hash and the client seed. */
export const selectLastDraw = (s: LotterySnapshot): DrawResult | undefined => s.context.lastDraw;
/** When an upcoming lottery opens its draws (local clock), while it is upcoming. */
export const selectOpensAt = (s: LotterySnapshot): number | undefined =>
  s.matches('upcoming') ? s.context.opensAt : undefined;

/** Whether the draw button leads to login rather than to a draw. */
export const selectIsVisitor = (s: LotterySnapshot): boolean => !s.context.loggedIn;

/** The draw button is enabled exactly when the machine takes a draw (a visitor's goes to login). */
export const selectCanDraw = (s: LotterySnapshot): boolean =>
  s.can({ type: 'lottery.draw', clientSeed: '' });

/** Whether a draw is on its way to the exchange. */
export const selectIsDrawing = (s: LotterySnapshot): boolean => s.matches('drawing');
/** The SPEC §8 code of a refused draw, while the refusal is shown. */
export const selectRefusalCode = (s: LotterySnapshot): string | undefined =>
  s.matches('refused') ? s.context.refusal : undefined;
/** Why the last read (or a lost draw) failed, for the view to word it. */
export const selectLotteryFailure = (s: LotterySnapshot) => s.context.failure;

/** The data to verify the last draw with, while its result is shown. */
export const selectDrawVerification = (s: LotterySnapshot): DrawVerification | undefined => {
  const { lastDraw, draw } = s.context;
  if (!s.matches('result') || !lastDraw) return undefined;
  return {
    seed: lastDraw.seed,
    seedHash: lastDraw.seedHash,
    committedSeedHash: draw?.committedSeedHash,
    clientSeed: lastDraw.clientSeed,
  };
};
