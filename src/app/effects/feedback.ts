import type { DialogEvent } from '../../../machines/dialog.machine.ts';
import type { NotificationsEvent } from '../../../machines/notifications.machine.ts';
import { randomId } from '../../platform/ids.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import type { AppServices } from './services.ts';

// The features' Feedback sends events only: its dialog and toasts may be actors made with the
// first event (actor-later.ts), so this module names their machines' types, never the machines.

/** Where the dialog's events go: the dialog actor, or the dialog made with its first event. */
export interface DialogTarget {
  send(event: DialogEvent): void;
}

/** Where notifications go: the notifications actor, or the one made with its first event. */
export interface NotificationsTarget {
  send(event: NotificationsEvent): void;
}

/** Answers waited for by id: a question's confirm or cancel, a toast's confirm. */
export interface Replies {
  /** Resolves with the answer given to `id`. */
  wait(id: string): Promise<boolean>;
  /** Registers a callback for a confirm of `id` (toasts), kept until answered. */
  onConfirm(id: string, run: () => void): void;
  settle(id: string, confirmed: boolean): void;
}

/** The openers waiting for an answer, by request id. */
export function createReplies(): Replies {
  const waiting = new Map<string, (confirmed: boolean) => void>();
  return {
    wait: (id) => new Promise<boolean>((resolve) => waiting.set(id, resolve)),
    onConfirm: (id, run) =>
      waiting.set(id, (confirmed) => {
        if (confirmed) run();
      }),
    settle: (id, confirmed) => {
      const reply = waiting.get(id);
      waiting.delete(id);
      reply?.(confirmed);
    },
  };
}

/** The dialog half of the features' Feedback, sending to the dialog. */
export function dialogFeedback(
  dialog: DialogTarget,
  replies: Replies,
  services: Pick<AppServices, 'now'>,
): Pick<Feedback, 'openDialog' | 'confirm'> {
  return {
    openDialog: (request) => {
      const requestId = randomId(16);
      if (request.kind === 'success') {
        dialog.send({
          type: 'dialog.open',
          kind: 'success',
          requestId,
          // SPEC §8: the default success message is the activity apply success text.
          titleKey: request.titleKey ?? 'dialog.successTitle',
          messageKey: request.messageKey ?? 'dialog.applySuccess',
          params: request.params,
        });
      } else if (request.kind === 'countdown') {
        dialog.send({ type: 'dialog.open', ...request, requestId, now: services.now() });
      } else {
        dialog.send({ type: 'dialog.open', ...request, requestId });
      }
    },
    confirm: (question) => {
      const requestId = randomId(16);
      // Waited for before the dialog is asked: its answer may come once its actor runs.
      const answer = replies.wait(requestId);
      dialog.send({ type: 'dialog.open', kind: 'confirm', requestId, ...question });
      return answer;
    },
  };
}

/** The toast half of the features' Feedback: the id is the caller's at once, shown or not. */
export function notifyVia(
  notifications: NotificationsTarget,
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
export function dismissVia(notifications: NotificationsTarget): Feedback['dismiss'] {
  return (id) => notifications.send({ type: 'notify.close', id });
}
