import type { ActorRefFrom } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications.machine.ts';
import { toastMachine } from '../../../machines/toast.machine.ts';
import { randomId } from '../../platform/ids.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import type { Replies } from './dialog.ts';
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

/** The toast half of the features' Feedback, sending to the notifications system actor. */
export function notifyVia(
  notifications: ActorRefFrom<typeof notificationsMachine>,
  replies: Replies,
): Feedback['notify'] {
  return (mode, messageKey, params, options = {}) => {
    const id = options.id ?? randomId(16);
    if (options.onConfirm) replies.onConfirm(id, options.onConfirm);
    notifications.send({
      type: 'notify.show',
      id,
      mode,
      messageKey,
      params,
      durationMs: options.durationMs,
    });
    return id;
  };
}

/** Withdraws a notification by id, whether it is shown or still waiting its turn. */
export function dismissVia(
  notifications: ActorRefFrom<typeof notificationsMachine>,
): Feedback['dismiss'] {
  return (id) => notifications.send({ type: 'notify.close', id });
}
