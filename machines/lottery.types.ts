import type { Failure } from '../src/domain/codes.ts';
import type { DrawResult, LotteryInfo } from '../src/domain/lottery.ts';
import type { DrawRequest, PendingDraw } from '../src/domain/lottery-draw.ts';

export type { DrawRequest, PendingDraw };

/** What the lottery of one activity starts from. */
export interface LotteryInput {
  activityId: number;
  /** A visitor sees the prizes; drawing sends them to log in. */
  loggedIn: boolean;
  /**
   * When an upcoming lottery (stage NOT_START) opens its draws, on the local clock; undefined
   * once it runs. The page draws the lottery again when its stage changes.
   */
  opensAt?: number;
  /**
   * The lottery has ended (stage FINISHED): no draws, and chances left unused have expired. The
   * page draws the lottery again when its stage changes.
   */
  ended?: boolean;
}

/** What the lottery machine keeps between states. */
export interface LotteryContext {
  activityId: number;
  loggedIn: boolean;
  opensAt: number | undefined;
  ended: boolean;
  /** The last lottery read: prizes and draw chances left. */
  lottery: LotteryInfo | undefined;
  /** The hash the next draw is committed to; undefined once a draw has used it, until re-read. */
  commitment: string | undefined;
  draw: PendingDraw | undefined;
  lastDraw: DrawResult | undefined;
  /** This visit's draws, newest first. */
  history: DrawResult[];
  /** The SPEC §8 code of a refused draw. */
  refusal: string | undefined;
  failure: Failure | undefined;
}

/** What views send to the lottery. */
export type LotteryEvent =
  | { type: 'lottery.draw'; clientSeed: string }
  | { type: 'lottery.dismiss' }
  | { type: 'lottery.retry' }
  /**
   * Re-reads the lottery: its draws left changed elsewhere (a task claim of this activity was
   * granted on the page, or another tab of the browser claimed or drew).
   */
  | { type: 'lottery.refresh' };
