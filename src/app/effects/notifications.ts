import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications.machine.ts';
import { toastMachine } from '../../../machines/toast.machine.ts';
import type { Replies } from './feedback.ts';
import { provideOnce } from './provide-once.ts';

/** The notification queue with its real effects: a toast's confirm reaches its caller. */
export function provideNotifications(replies: Replies) {
  return provideOnce(notificationsMachine)({
    actors: {
      toast: provideOnce(toastMachine)({
        actions: { onConfirm: (_, params) => replies.settle(params.id, true) },
      }),
    },
  });
}

/**
 * The toast queue, running: made with the first notification (shell-later.ts), so a page that
 * shows none never loads its machines (issue 17).
 */
export function startNotifications(
  replies: Replies,
  inspect: Observer<InspectionEvent> | undefined,
) {
  return createActor(provideNotifications(replies), { id: 'notifications', inspect }).start();
}
