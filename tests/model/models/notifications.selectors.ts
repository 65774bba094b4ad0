import type { AnyActorRef, SnapshotFrom } from 'xstate';
import {
  type notificationsMachine,
  toastActorId,
} from '../../../machines/notifications.machine.ts';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** SPEC §9: under 768 px the product is in its mobile layout. */
export const MOBILE_MAX_WIDTH = 767;

/** idle or showing, for `data-state`. */
export const selectNotificationsState = (s: NotificationsSnapshot) => String(s.value);
/** The notifications shown now, oldest first. */
export const selectVisibleToasts = (s: NotificationsSnapshot) => s.context.visible;
/** How many notifications wait for a free place. */
export const selectQueuedCount = (s: NotificationsSnapshot) => s.context.queued.length;
/** The toast actor of a visible notification, for its view to follow (shown, hiding). */
export const selectToastActor = (s: NotificationsSnapshot, id: string): AnyActorRef | undefined =>
  (s.children as Record<string, AnyActorRef | undefined>)[toastActorId(id)];

/** SPEC §4: notifications sit bottom-right on desktop and at the top on mobile. */
export const toastPlacement = (viewportWidth: number): 'top' | 'bottomRight' =>
  viewportWidth <= MOBILE_MAX_WIDTH ? 'top' : 'bottomRight';
