import { createActor, fromCallback, type InspectionEvent, type Observer } from 'xstate';
import { type DialogEvent, dialogMachine } from '../../../machines/dialog.machine.ts';
import type { Replies } from './feedback.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** The dialog with its real effects: a one-second ticker, answers handed to their openers. */
export function provideDialog(services: Pick<AppServices, 'now'>, replies: Replies) {
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

/**
 * The page's one dialog, running: made with the first dialog asked for (shell-later.ts), so a
 * page that opens none never loads its machine (issue 17).
 */
export function startDialog(
  services: Pick<AppServices, 'now'>,
  replies: Replies,
  inspect: Observer<InspectionEvent> | undefined,
) {
  return createActor(provideDialog(services, replies), { id: 'dialog', inspect }).start();
}
