import type { SnapshotFrom } from 'xstate';
import { formatHms } from '../src/domain/time.ts';
import type { countdownMachine } from './countdown.machine.ts';

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

/** Milliseconds to the deadline; 0 once it has passed. */
export const selectRemainingMs = (s: CountdownSnapshot) =>
  Math.max(0, s.context.until - s.context.now);
/** The time left as hh:mm:ss (SPEC §2). */
export const selectRemainingHms = (s: CountdownSnapshot) => formatHms(selectRemainingMs(s));
/** SPEC §4: the end is flagged once the time has passed. */
export const selectHasEnded = (s: CountdownSnapshot) => s.hasTag('ended');
