import type { InspectionEvent, Observer } from 'xstate';
import { type ActorLater, actorLater } from './actor-later.ts';
import type { startDebugLabel } from './debug-label.ts';
import type { startDialog } from './dialog.ts';
import type { Replies } from './feedback.ts';
import type { startNotifications } from './notifications.ts';
import type { AppServices } from './services.ts';

/** The shell's actors an idle page never uses, each made with the first event sent to it. */
export interface ShellActorsLater {
  /** The one dialog (SPEC §2): made with the first `openDialog` or `confirm`. */
  dialog: ActorLater<ReturnType<typeof startDialog>>;
  /** The toast queue (SPEC §4): made with the first `notify` or `dismiss`. */
  notifications: ActorLater<ReturnType<typeof startNotifications>>;
  /** The hidden QA label (SPEC §2): made with the header's first click. */
  debugLabel: ActorLater<ReturnType<typeof startDebugLabel>>;
}

/**
 * The dialog, the toasts and the debug label, with their machines and effects loaded with the
 * first event each is sent, as native navigation is with the first deep link (issue 17: the
 * centre's JavaScript within 120 KB gzip; an idle centre shows none of them). Each reports to
 * the composition's `inspect`, so the atlas follows it once it runs.
 */
export function shellActorsLater(
  services: Pick<AppServices, 'now'>,
  replies: Replies,
  inspect: Observer<InspectionEvent> | undefined,
): ShellActorsLater {
  return {
    dialog: actorLater(() =>
      import('./dialog.ts').then((dialog) => dialog.startDialog(services, replies, inspect)),
    ),
    notifications: actorLater(() =>
      import('./notifications.ts').then((toasts) => toasts.startNotifications(replies, inspect)),
    ),
    debugLabel: actorLater(() =>
      import('./debug-label.ts').then((label) => label.startDebugLabel(inspect)),
    ),
  };
}
