import type { SnapshotFrom } from 'xstate';
import type { NotificationsEvent, notificationsMachine } from './notifications.machine.ts';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** Everything the toasts' view needs from the notifications. */
export interface NotificationsApi {
  /** idle or showing, for `data-state`. */
  state: 'idle' | 'showing';
  /** The notifications shown now, oldest first. */
  visible: NotificationsSnapshot['context']['visible'];
  close: (id: string) => void;
  confirm: (id: string) => void;
}

/** The notifications' view API. */
export function connectNotifications(
  snapshot: NotificationsSnapshot,
  send: (event: NotificationsEvent) => void,
): NotificationsApi {
  return {
    state: snapshot.matches('showing') ? 'showing' : 'idle',
    visible: snapshot.context.visible,
    close: (id) => send({ type: 'notify.close', id }),
    confirm: (id) => send({ type: 'notify.confirm', id }),
  };
}
