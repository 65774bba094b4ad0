import { setup } from 'xstate';

/** SPEC §3: the notification modes. */
export type NotificationMode = 'success' | 'error' | 'normal' | 'dangerous' | 'timeDown' | 'cancel';

/** SPEC §4, §9: a notification hides itself after 3000 ms unless it asks for another time. */
export const NOTIFICATION_AUTO_HIDE_MS = 3000;
/** How long a hiding toast stays for its leave animation (ours). */
export const TOAST_LEAVE_MS = 300;

/** Values put into the translated message. */
export type ToastParams = Readonly<Record<string, string | number>>;

/** One notification as a screen asks for it. */
export interface ToastRequest {
  /** Chosen by the caller; the same id again is the same notification. */
  id: string;
  mode: NotificationMode;
  messageKey: string;
  params?: ToastParams;
  /** How long it stays before hiding itself; 3000 ms when absent or not a positive number. */
  durationMs?: number;
}

/** The toast's close and confirm buttons (the id is the queue's, for routing). */
export type ToastEvent =
  | { type: 'notify.close'; id: string }
  | { type: 'notify.confirm'; id: string };

/** The request with its auto-hide time settled. */
export interface ToastContext extends ToastRequest {
  durationMs: number;
}

/** What a toast reports to its queue when it is gone. */
export interface ToastOutput {
  id: string;
}

/**
 * One notification's life (SPEC §4): shown, then hidden by close, confirm or its auto-hide
 * time, then gone once its leave animation has played.
 */
export const toastMachine = setup({
  types: {
    input: {} as ToastRequest,
    context: {} as ToastContext,
    events: {} as ToastEvent,
    output: {} as ToastOutput,
  },
  actions: {
    /** Tells the caller its notification was confirmed (the timeDown and cancel modes ask). */
    onConfirm: (_, _params: { id: string }) => {},
  },
  delays: {
    notificationAutoHide: ({ context }) => context.durationMs,
    toastLeave: TOAST_LEAVE_MS,
  },
}).createMachine({
  id: 'toast',
  description: 'One notification, from shown to gone.',
  context: ({ input }) => ({
    ...input,
    durationMs:
      input.durationMs !== undefined && Number.isFinite(input.durationMs) && input.durationMs > 0
        ? input.durationMs
        : NOTIFICATION_AUTO_HIDE_MS,
  }),
  initial: 'shown',
  states: {
    shown: {
      description: 'Visible; hides itself after its time (3000 ms by default).',
      after: { notificationAutoHide: 'hiding' },
      on: {
        'notify.close': 'hiding',
        'notify.confirm': {
          target: 'hiding',
          actions: { type: 'onConfirm', params: ({ context }) => ({ id: context.id }) },
        },
      },
    },
    hiding: {
      description: 'Playing its leave animation.',
      after: { toastLeave: 'gone' },
    },
    gone: {
      type: 'final',
      description: 'Gone; its place in the queue is free.',
    },
  },
  output: ({ context }) => ({ id: context.id }),
});
