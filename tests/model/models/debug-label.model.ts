import type { SnapshotFrom } from 'xstate';
import { type DebugLabelEvent, debugLabelMachine } from '../../../machines/debug-label.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

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

export const debugLabelModel = machineModel<
  SnapshotFrom<typeof debugLabelMachine>,
  DebugLabelEvent
>(debugLabelMachine, debugLabelModelEvents);

export const debugLabelSpec: MachineModelSpec = {
  name: 'debugLabel',
  machine: debugLabelMachine,
  model: debugLabelModel,
  inputs: [{ name: 'page opened', input: undefined }],
};
