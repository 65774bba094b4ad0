import type { SnapshotFrom } from 'xstate';
import {
  type CountdownEvent,
  type CountdownInput,
  countdownMachine,
} from '../../../machines/countdown.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

export const T0 = 1_800_000_000_000;

/** A reset that starts a new 3 s countdown, and one to a deadline already behind the clock. */
export const RESETS: CountdownEvent[] = [
  { type: 'countdown.reset', until: T0 + 5000, now: T0 + 2000 },
  { type: 'countdown.reset', until: T0 + 1000, now: T0 + 2000 },
];

/** One tick a second after the last one: bounded, because a running countdown has now < until. */
export function countdownModelEvents(s: SnapshotFrom<typeof countdownMachine>): CountdownEvent[] {
  const ticks: CountdownEvent[] = s.matches('running')
    ? [{ type: 'countdown.tick', now: s.context.now + 1000 }]
    : [];
  // The clock set back to T0, before every deadline here: an ended countdown runs again.
  return [...ticks, ...RESETS, { type: 'countdown.clockJumped', now: T0 }];
}

export const countdownModel = machineModel<SnapshotFrom<typeof countdownMachine>, CountdownEvent>(
  countdownMachine,
  countdownModelEvents,
);

export const COUNTDOWN_INPUTS: ReadonlyArray<{ name: string; input: CountdownInput }> = [
  { name: '2 s to go', input: { until: T0 + 2000, now: T0 } },
  { name: 'deadline already passed', input: { until: T0, now: T0 } },
];

export const countdownSpec: MachineModelSpec = {
  name: 'countdown',
  machine: countdownMachine,
  model: countdownModel,
  inputs: COUNTDOWN_INPUTS,
};
