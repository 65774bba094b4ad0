import type { SnapshotFrom } from 'xstate';
import {
  type NotificationsEvent,
  notificationsMachine,
  toastActorId,
} from '../../../machines/notifications.machine.ts';
import type { ToastRequest } from '../../../machines/toast.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

/** Four notifications: one more than fit at once, so one must wait. */
export const TOASTS: ToastRequest[] = [
  { id: 'a', mode: 'success', messageKey: 'notify.applied' },
  {
    id: 'b',
    mode: 'error',
    messageKey: 'notify.failed',
    params: { code: '51023' },
    durationMs: 5000,
  },
  { id: 'c', mode: 'timeDown', messageKey: 'notify.startsSoon', params: { time: '00:05:00' } },
  { id: 'd', mode: 'cancel', messageKey: 'notify.cancelled' },
];

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/**
 * The events a user and the toasts can cause, trimmed to keep the graph small: the next
 * notification not yet asked for (in the order above), the oldest visible one asked for
 * again, close for the oldest visible one and for a waiting one, confirm for the newest
 * visible one, and the end of any visible toast.
 */
export function notificationsModelEvents(s: NotificationsSnapshot): NotificationsEvent[] {
  const { visible, queued } = s.context;
  const known = [...visible, ...queued];
  const next = TOASTS.find((t) => !known.some((k) => k.id === t.id));
  const events: NotificationsEvent[] = [];
  if (next) events.push({ type: 'notify.show', ...next });
  if (visible[0]) events.push({ type: 'notify.show', ...visible[0] });
  if (visible[0]) events.push({ type: 'notify.close', id: visible[0].id });
  if (queued[0]) events.push({ type: 'notify.close', id: queued[0].id });
  const newest = visible.at(-1);
  if (newest) events.push({ type: 'notify.confirm', id: newest.id });
  for (const t of visible) {
    events.push({ type: `xstate.done.actor.${toastActorId(t.id)}`, output: { id: t.id } });
  }
  return events;
}

export const notificationsModel = machineModel<NotificationsSnapshot, NotificationsEvent>(
  notificationsMachine,
  notificationsModelEvents,
);

export const notificationsSpec: MachineModelSpec = {
  name: 'notifications',
  machine: notificationsMachine,
  model: notificationsModel,
  inputs: [{ name: 'page opened', input: undefined }],
};
