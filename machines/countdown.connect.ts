import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from './countdown.machine.ts';
import { selectRemainingMs } from './countdown.selectors.ts';
import { stateFromTags } from './tag-state.ts';

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

/** Where a countdown stands; `checking` only passes through, so a view never draws it. */
export type CountdownState = 'running' | 'ended';

/** Everything a countdown's view needs. */
export interface CountdownApi {
  state: CountdownState;
  /** Milliseconds to the deadline; 0 once it has passed. */
  remaining: number;
}

/** A countdown's view API: it only shows time, so it has no handlers. */
export function connectCountdown(s: CountdownSnapshot): CountdownApi {
  return {
    state: stateFromTags(s, ['running', 'ended'] as const, 'running'),
    remaining: selectRemainingMs(s),
  };
}
