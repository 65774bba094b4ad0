import type { SnapshotFrom } from 'xstate';
import {
  type DialogEvent,
  type DialogRequest,
  dialogMachine,
} from '../../../machines/dialog.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

export const T0 = 1_800_000_000_000;

const text = { titleKey: 'dialog.title', messageKey: 'dialog.message', params: { amount: '5' } };

/** One request of each kind, and a countdown whose deadline has already passed. */
export const DIALOG_REQUESTS: DialogRequest[] = [
  { requestId: 'r-success', kind: 'success', ...text },
  { requestId: 'r-error', kind: 'error', ...text },
  { requestId: 'r-dangerous', kind: 'dangerous', ...text },
  { requestId: 'r-confirm', kind: 'confirm', ...text },
  { requestId: 'r-countdown', kind: 'countdown', ...text, until: T0 + 2000, now: T0 },
  { requestId: 'r-late', kind: 'countdown', ...text, until: T0, now: T0 },
];

export const SUCCESS_TICK = 'xstate.after.successTick.dialog.open.success';

export type DialogModelEvent = DialogEvent | { type: typeof SUCCESS_TICK };

export function dialogModelEvents(s: SnapshotFrom<typeof dialogMachine>): DialogModelEvent[] {
  const events: DialogModelEvent[] = [
    ...DIALOG_REQUESTS.map((r) => ({ type: 'dialog.open' as const, ...r })),
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    { type: 'dialog.close' },
    // A tick one second after the last: bounded, since a running countdown is before its deadline.
    { type: 'dialog.tick', now: s.context.now + 1000 },
  ];
  const enabled = events.filter((e) => s.can(e as DialogEvent));
  return s.matches({ open: 'success' }) ? [...enabled, { type: SUCCESS_TICK }] : enabled;
}

export const dialogModel = machineModel<SnapshotFrom<typeof dialogMachine>, DialogModelEvent>(
  dialogMachine,
  dialogModelEvents,
);

export const dialogSpec: MachineModelSpec = {
  name: 'dialog',
  machine: dialogMachine,
  model: dialogModel,
  inputs: [{ name: 'page opened', input: undefined }],
};
