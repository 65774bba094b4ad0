import type { SnapshotFrom } from 'xstate';
import {
  type ToastEvent,
  type ToastRequest,
  toastMachine,
} from '../../../machines/toast.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

export const AUTO_HIDE = 'xstate.after.notificationAutoHide.toast.shown';
export const LEAVE_DONE = 'xstate.after.toastLeave.toast.hiding';

export type ToastModelEvent = ToastEvent | { type: typeof AUTO_HIDE } | { type: typeof LEAVE_DONE };

export const toastModel = machineModel<SnapshotFrom<typeof toastMachine>, ToastModelEvent>(
  toastMachine,
  (s) => {
    if (s.matches('shown')) {
      return [
        { type: 'notify.close', id: s.context.id },
        { type: 'notify.confirm', id: s.context.id },
        { type: AUTO_HIDE },
      ];
    }
    return s.matches('hiding') ? [{ type: LEAVE_DONE }] : [];
  },
);

export const TOAST_INPUTS: ReadonlyArray<{ name: string; input: ToastRequest }> = [
  { name: 'default time', input: { id: 't1', mode: 'success', messageKey: 'notify.applied' } },
  {
    name: 'its own time',
    input: { id: 't2', mode: 'timeDown', messageKey: 'notify.soon', durationMs: 8000 },
  },
  {
    name: 'a time that is not positive',
    input: { id: 't3', mode: 'error', messageKey: 'notify.failed', durationMs: 0 },
  },
];

export const toastSpec: MachineModelSpec = {
  name: 'toast',
  machine: toastMachine,
  model: toastModel,
  inputs: TOAST_INPUTS,
};
