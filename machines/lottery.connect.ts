import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { DrawResult, LotteryPrize } from '../src/domain/lottery.ts';
import type { lotteryMachine } from './lottery.machine.ts';
import {
  type DrawVerification,
  selectDrawVerification,
  selectLotteryState,
} from './lottery.selectors.ts';

type LotterySnapshot = SnapshotFrom<typeof lotteryMachine>;
type LotterySend = ActorRefFrom<typeof lotteryMachine>['send'];

/** Everything the lottery panel shows and does, from one snapshot. */
export interface LotteryApi {
  /** The state for `data-state`, e.g. `ready`, `result.settled`, `drawUnknown.checking`. */
  dataState: string;
  isLoading: boolean;
  isFailed: boolean;
  /** A visitor's draw button leads to login. */
  isVisitor: boolean;
  isDrawing: boolean;
  /** The reel turns: while drawing, and while a lost draw is checked. */
  isSpinning: boolean;
  /** Draw chances left; undefined before the first read. */
  remaining: number | undefined;
  /** When an upcoming lottery opens its draws, while it is upcoming. */
  opensAt: number | undefined;
  /** The lottery has ended: no draw, no chances left to count, nothing to earn. */
  isEnded: boolean;
  /** Draw chances that expired unused, once the lottery has ended (0 when none or unknown). */
  expiredDraws: number;
  prizes: LotteryPrize[];
  commitment: string | undefined;
  /** The prize just won, while its result shows. */
  won: DrawResult | undefined;
  verification: DrawVerification | undefined;
  /** The seed this panel sent with the last draw, to check that the exchange used it. */
  sentSeed: string | undefined;
  /** This visit's draws, newest first. */
  history: DrawResult[];
  /** The SPEC §8 code of a refused draw, while the refusal shows. */
  refusalCode: string | undefined;
  failure: Failure | undefined;
  canDraw: boolean;
  canRetry: boolean;
  canDismiss: boolean;
  draw(clientSeed: string): void;
  retry(): void;
  dismiss(): void;
}

/** The lottery panel's API (see useConnect in src/ui/actor.tsx). */
export function connectLottery(s: LotterySnapshot, send: LotterySend): LotteryApi {
  const { context } = s;
  return {
    dataState: selectLotteryState(s),
    isLoading: s.hasTag('loading'),
    isFailed: s.hasTag('failed'),
    isVisitor: !context.loggedIn,
    isDrawing: s.hasTag('drawing'),
    isSpinning: s.hasTag('spinning'),
    remaining: context.lottery?.remainingDraws,
    opensAt: s.hasTag('upcoming') ? context.opensAt : undefined,
    isEnded: s.hasTag('ended'),
    expiredDraws: s.hasTag('ended') ? (context.lottery?.expiredDraws ?? 0) : 0,
    prizes: context.lottery?.prizes ?? [],
    commitment: context.commitment,
    won: s.hasTag('result') ? context.lastDraw : undefined,
    verification: selectDrawVerification(s),
    sentSeed: context.loggedIn ? context.draw?.clientSeed : undefined,
    history: context.history,
    refusalCode: s.hasTag('refused') ? context.refusal : undefined,
    failure: context.failure,
    canDraw: s.can({ type: 'lottery.draw', clientSeed: '' }),
    canRetry: s.can({ type: 'lottery.retry' }),
    canDismiss: s.can({ type: 'lottery.dismiss' }),
    draw: (clientSeed) => send({ type: 'lottery.draw', clientSeed }),
    retry: () => send({ type: 'lottery.retry' }),
    dismiss: () => send({ type: 'lottery.dismiss' }),
  };
}
