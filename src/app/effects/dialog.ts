import { type ActorRefFrom, fromCallback } from 'xstate';
import { type DialogEvent, dialogMachine } from '../../../machines/dialog.machine.ts';
import { randomId } from '../../platform/ids.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

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

/** The dialog with its real effects: a one-second ticker, answers handed to their openers. */
export function provideDialog(services: AppServices, replies: Replies) {
  return provideOnce(dialogMachine)({
    actors: {
      ticker: fromCallback<DialogEvent, { until: number }>(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'dialog.tick', now: services.now() }), 1000);
        return () => clearInterval(id);
      }),
    },
    actions: {
      onConfirm: (_, params) => replies.settle(params.requestId, true),
      onCancel: (_, params) => replies.settle(params.requestId, false),
    },
  });
}

/** The dialog half of the features' Feedback, sending to the dialog system actor. */
export function dialogFeedback(
  dialog: ActorRefFrom<typeof dialogMachine>,
  replies: Replies,
  services: AppServices,
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
      const answer = replies.wait(requestId);
      dialog.send({ type: 'dialog.open', kind: 'confirm', requestId, ...question });
      return answer;
    },
  };
}
