import { assign, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { type ToastOutput, type ToastRequest, toastMachine } from './toast.machine.ts';

/** At most this many notifications are visible at once; the rest wait in order (ours). */
export const MAX_VISIBLE_TOASTS = 3;

/** The id of the toast actor that shows notification `id`. */
export const toastActorId = (id: string) => `toast:${id}`;

/** The notifications shown and those waiting. */
export interface NotificationsContext {
  /** Shown now, oldest first; each has a toast actor. */
  visible: ToastRequest[];
  /** Waiting for a free place, in the order they were asked for. */
  queued: ToastRequest[];
}

/** Requests from screens, buttons on toasts, and toasts ending. */
export type NotificationsEvent =
  | ({ type: 'notify.show' } & ToastRequest)
  | { type: 'notify.close'; id: string }
  | { type: 'notify.confirm'; id: string }
  /** A toast actor finished: its notification is gone. */
  | { type: `xstate.done.actor.${string}`; output: ToastOutput };

const requestOf = (event: { type: 'notify.show' } & ToastRequest): ToastRequest => {
  const { type: _type, ...request } = event;
  return request;
};

const isKnown = (context: NotificationsContext, id: string) =>
  context.visible.some((t) => t.id === id) || context.queued.some((t) => t.id === id);

/**
 * The notification queue of SPEC §4: every notification is a toast actor of its own
 * (shown → hiding → gone); at most three are visible, the others wait their turn.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: { toast: toastMachine },
  actions: {
    showToast: enqueueActions(({ enqueue }, request: ToastRequest) => {
      enqueue.spawnChild('toast', { id: toastActorId(request.id), input: request });
      enqueue.assign(({ context }) => ({ visible: [...context.visible, request] }));
    }),
    queueToast: assign(({ context }, request: ToastRequest) => ({
      queued: [...context.queued, request],
    })),
    dropQueued: assign(({ context }, params: { id: string }) => ({
      queued: context.queued.filter((t) => t.id !== params.id),
    })),
    forgetToast: enqueueActions(({ enqueue }, params: { id: string }) => {
      enqueue(stopChild(toastActorId(params.id)));
      enqueue.assign(({ context }) => ({
        visible: context.visible.filter((t) => t.id !== params.id),
      }));
    }),
    showNextQueued: enqueueActions(({ context, enqueue }) => {
      const [next, ...rest] = context.queued;
      if (next === undefined) return;
      enqueue.spawnChild('toast', { id: toastActorId(next.id), input: next });
      enqueue.assign({ visible: [...context.visible, next], queued: rest });
    }),
    forwardToToast: sendTo(
      (_, params: { id: string; event: { type: 'notify.close' | 'notify.confirm'; id: string } }) =>
        toastActorId(params.id),
      (_, params) => params.event,
    ),
  },
  guards: {
    isKnownToast: ({ context }, params: { id: string }) => isKnown(context, params.id),
    hasRoom: ({ context }) => context.visible.length < MAX_VISIBLE_TOASTS,
    isVisible: ({ context }, params: { id: string }) =>
      context.visible.some((t) => t.id === params.id),
    isQueued: ({ context }, params: { id: string }) =>
      context.queued.some((t) => t.id === params.id),
    isLastToast: ({ context }, params: { id: string }) =>
      context.queued.length === 0 && context.visible.every((t) => t.id === params.id),
  },
}).createMachine({
  id: 'notifications',
  description: 'Notifications (toasts): shown one after another, three at most at a time.',
  context: { visible: [], queued: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'No notification is shown.',
      on: {
        'notify.show': {
          target: 'showing',
          actions: { type: 'showToast', params: ({ event }) => requestOf(event) },
        },
      },
    },
    showing: {
      description: 'Up to three toasts are shown (bottom-right on desktop, top on mobile).',
      on: {
        'notify.show': [
          // The same id again is the same notification: it is not shown twice.
          { guard: { type: 'isKnownToast', params: ({ event }) => ({ id: event.id }) } },
          {
            guard: 'hasRoom',
            actions: { type: 'showToast', params: ({ event }) => requestOf(event) },
          },
          { actions: { type: 'queueToast', params: ({ event }) => requestOf(event) } },
        ],
        'notify.close': [
          {
            guard: { type: 'isVisible', params: ({ event }) => ({ id: event.id }) },
            actions: {
              type: 'forwardToToast',
              params: ({ event }) => ({ id: event.id, event }),
            },
          },
          {
            guard: { type: 'isQueued', params: ({ event }) => ({ id: event.id }) },
            actions: { type: 'dropQueued', params: ({ event }) => ({ id: event.id }) },
          },
        ],
        'notify.confirm': {
          guard: { type: 'isVisible', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'forwardToToast', params: ({ event }) => ({ id: event.id, event }) },
        },
        'xstate.done.actor.*': [
          {
            guard: { type: 'isLastToast', params: ({ event }) => ({ id: event.output.id }) },
            target: 'idle',
            actions: { type: 'forgetToast', params: ({ event }) => ({ id: event.output.id }) },
          },
          {
            actions: [
              { type: 'forgetToast', params: ({ event }) => ({ id: event.output.id }) },
              'showNextQueued',
            ],
          },
        ],
      },
    },
  },
});
