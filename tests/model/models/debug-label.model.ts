import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { type DebugLabelEvent, debugLabelMachine } from '../../../machines/debug-label.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { serializeWithTransition } from './serialize.ts';

/**
 * Click times: steps of exactly 200 ms (the longest quick gap) and one of 201 ms (the shortest
 * slow one). A fixed set keeps the graph finite; only times not before the last click are
 * offered, as a real clock gives.
 */
export const CLICK_TIMES = [0, 200, 400, 600, 800, 1000, 1201, 1401];

export function debugLabelModelEvents(
  s: SnapshotFrom<typeof debugLabelMachine>,
): DebugLabelEvent[] {
  const last = s.context.lastClickAt ?? Number.NEGATIVE_INFINITY;
  const clicks: DebugLabelEvent[] = CLICK_TIMES.filter((at) => at >= last).map((at) => ({
    type: 'debug.click',
    at,
  }));
  return [...clicks, { type: 'debug.hide' as const }].filter((e) => s.can(e));
}

export const debugLabelModel = new TestModel<
  SnapshotFrom<typeof debugLabelMachine>,
  DebugLabelEvent,
  unknown
>(
  // biome-ignore lint/suspicious/noExplicitAny: TestModel takes the machine as any logic.
  debugLabelMachine as any,
  {
    events: debugLabelModelEvents,
    serializeState: serializeWithTransition,
    stateMatcher: (s, key) => s.matches(key as never),
  },
);

export const debugLabelSpec: MachineModelSpec = {
  name: 'debugLabel',
  machine: debugLabelMachine,
  model: debugLabelModel,
  inputs: [{ name: 'page opened', input: undefined }],
};
