import type { SnapshotFrom } from 'xstate';
import { type LotteryEvent, lotteryMachine } from '../../../machines/lottery.machine.ts';
import type { DrawResult, LotteryInfo, LotteryPrize } from '../../../src/domain/lottery.ts';
import { DRAW_REFUSED_CODES } from '../../../src/domain/lottery-draw.ts';
import { RewardCategory, RewardType } from '../../../src/domain/reward.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const ACTIVITY_ID = 501;
/** The client seed generated for the draw made with `remaining` chances left (new per draw). */
export const clientSeedFor = (remaining: number) => `client-seed-${remaining}`;

export const PRIZES: LotteryPrize[] = [
  {
    prizeId: 1,
    name: '5 USDT',
    reward: {
      rewardType: RewardType.GiftCash,
      category: RewardCategory.ExperienceUSDT,
      amount: '5',
      currency: 'USDT',
    },
    weight: 90,
  },
  {
    prizeId: 2,
    name: 'Hardware wallet',
    reward: {
      rewardType: RewardType.Physical,
      category: RewardCategory.InKind,
      amount: '1',
      currency: 'PCS',
    },
    weight: 10,
  },
];

/** The server commits to a new seed per draw chance; its hash names the chances left. */
export const seedHashFor = (remaining: number) => `sha256-of-seed-${remaining}`;

/** The draw chances the trader had before any draw; each draw made uses one. */
export const CHANCES = 2;

/** The lottery as the server reads it with `remaining` chances left. */
export const lotteryWith = (remaining: number): LotteryInfo => ({
  remainingDraws: remaining,
  prizes: PRIZES,
  nextSeedHash: seedHashFor(remaining),
  drawsMade: CHANCES - remaining,
});

/**
 * The lottery after a draw made with `before` chances that won an extra draw: the chance came
 * back, so as many are left, but the draw used its seed and the exchange committed to a new one.
 */
export const extraDrawWon = (before: number): LotteryInfo => ({
  remainingDraws: before,
  prizes: PRIZES,
  nextSeedHash: `${seedHashFor(before)}${AFTER_AN_EXTRA_DRAW}`,
  drawsMade: CHANCES - before + 1,
});
const AFTER_AN_EXTRA_DRAW = '-after-an-extra-draw';

/** Whether a read of the lottery is the one after a lost draw that won an extra draw. */
export const isReadAfterExtraDraw = (lottery: LotteryInfo): boolean =>
  lottery.nextSeedHash.endsWith(AFTER_AN_EXTRA_DRAW);

/** What lotteryInfo answers a visitor: the prizes, no draws, no commitment. */
export const VISITOR_LOTTERY: LotteryInfo = {
  remainingDraws: 0,
  prizes: PRIZES,
  nextSeedHash: '',
  drawsMade: 0,
};

/** A fair draw made with `before` chances left: its seed hashes to the commitment shown before. */
export const drawWith = (before: number): DrawResult => ({
  drawId: 900 + before,
  prize: PRIZES[0]!,
  seed: `seed-${before}`,
  seedHash: seedHashFor(before),
  clientSeed: clientSeedFor(before),
  remainingDraws: before - 1,
  drawsMade: CHANCES - before + 1,
  drawnAt: 1_800_000_000_000,
});

export const timeoutError = () =>
  Object.assign(new Error('timeout of 10000ms exceeded'), { kind: 'timeout' });

export type LotteryModelEvent =
  | LotteryEvent
  | InvokeSettled<'loadLottery', LotteryInfo>
  | InvokeSettled<'drawPrize', DrawResult>;

type LotterySnapshot = SnapshotFrom<typeof lotteryMachine>;

/**
 * The events worth trying in a snapshot. Answers follow the server's rules: a draw uses one
 * chance, the re-read after a draw shows one chance fewer, and a lost draw either went
 * through (one fewer, or as many with a new commitment when it won an extra draw) or did not
 * (as many as before, under the same commitment). The re-read after a refused draw shows as
 * many chances as before, or one fewer when another tab drew meanwhile.
 */
function candidateEvents(s: LotterySnapshot): LotteryModelEvent[] {
  const before = s.context.draw?.remainingBefore ?? 0;
  const loadOutputs = s.matches({ drawUnknown: 'checking' })
    ? [lotteryWith(before - 1), lotteryWith(before), extraDrawWon(before)]
    : s.matches('refused')
      ? [lotteryWith(before), lotteryWith(before - 1)]
      : s.matches('result')
        ? [lotteryWith(s.context.lastDraw?.remainingDraws ?? 0)]
        : s.context.ended
          ? // After the end the exchange counts no chance left; unused ones expired, or none.
            [{ ...lotteryWith(0), expiredDraws: CHANCES }, lotteryWith(0)]
          : s.context.loggedIn
            ? [lotteryWith(2), lotteryWith(0)]
            : [VISITOR_LOTTERY];
  // A fair draw reveals the seed the draw was committed to (after an extra draw, a new one).
  const fairDraw = {
    ...drawWith(before),
    seedHash: s.context.draw?.committedSeedHash ?? seedHashFor(before),
  };
  return [
    { type: 'lottery.draw', clientSeed: clientSeedFor(s.context.lottery?.remainingDraws ?? 0) },
    { type: 'lottery.dismiss' },
    { type: 'lottery.retry' },
    // A grant is tried before any draw (ready, none left, a read on its way) and while a draw's
    // outcome shows; after a draw it would only repeat those paths with more chances.
    ...(s.context.draw === undefined ||
    s.matches({ result: 'settled' }) ||
    s.matches({ refused: 'settled' })
      ? [{ type: 'lottery.refresh' as const }]
      : []),
    ...loadOutputs.map((output) => ({ type: 'xstate.done.actor.loadLottery' as const, output })),
    { type: 'xstate.error.actor.loadLottery', error: networkError() },
    { type: 'xstate.done.actor.drawPrize', output: fairDraw },
    {
      type: 'xstate.done.actor.drawPrize',
      output: { ...fairDraw, nextSeedHash: seedHashFor(before - 1) },
    },
    ...DRAW_REFUSED_CODES.map((code) => ({
      type: 'xstate.error.actor.drawPrize' as const,
      error: codeError(code),
    })),
    { type: 'xstate.error.actor.drawPrize', error: networkError() },
    { type: 'xstate.error.actor.drawPrize', error: timeoutError() },
  ];
}

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const lotteryModel = machineModel<LotterySnapshot, LotteryModelEvent>(lotteryMachine, (s) =>
  candidateEvents(s).filter((e) => s.can(e as LotteryEvent)),
);

export const lotterySpec: MachineModelSpec = {
  name: 'lottery',
  machine: lotteryMachine,
  model: lotteryModel,
  inputs: [
    { name: 'trader', input: { activityId: ACTIVITY_ID, loggedIn: true } },
    { name: 'visitor', input: { activityId: ACTIVITY_ID, loggedIn: false } },
    {
      name: 'upcoming',
      input: { activityId: ACTIVITY_ID, loggedIn: true, opensAt: 1_800_000_000_000 },
    },
    // Use pass 2, finding 8: an ended lottery asked the trader to trade for more draws.
    { name: 'ended', input: { activityId: ACTIVITY_ID, loggedIn: true, ended: true } },
    { name: 'ended, visitor', input: { activityId: ACTIVITY_ID, loggedIn: false, ended: true } },
  ],
};
