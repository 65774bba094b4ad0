import type { PushMessage } from '../src/domain/message.ts';
import type { InboxContext } from './inbox.types.ts';

/** Back to no open message, from any state of the detail. */
const close = { target: 'closed', actions: 'closeDetail' } as const;

/** Keeps why the message was not loaded. */
const storeFailure = {
  type: 'storeDetailFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * The inbox's `detail` region: the open message, named by the address, loaded and shown; "not
 * found" when the exchange says there is no such message, a retry when the load failed. The
 * inbox machine names `loadDetail`, the actions and `isMissingAnswer` in its setup().
 */
export const inboxDetailRegion = {
  description: 'The open message, named by the address: loaded, then marked read.',
  initial: 'closed',
  on: {
    'inbox.open': {
      target: '.loading',
      actions: {
        type: 'openMessage',
        params: ({ event }: { event: { id: number } }) => ({ id: event.id }),
      },
    },
  },
  states: {
    closed: { description: 'No message is open.' },
    loading: {
      description: 'Loads the message with its full content.',
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }: { context: InboxContext }) => ({ id: context.openId ?? 0 }),
        onDone: {
          target: 'shown',
          actions: {
            type: 'showDetail',
            params: ({ event }: { event: { output: PushMessage } }) => ({ message: event.output }),
          },
        },
        onError: [
          {
            guard: {
              type: 'isMissingAnswer',
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
            target: 'notFound',
            actions: storeFailure,
          },
          { target: 'failed', actions: storeFailure },
        ],
      },
      on: { 'inbox.close': close },
    },
    shown: {
      description: 'The message is shown.',
      on: { 'inbox.close': close },
    },
    notFound: {
      description:
        'The exchange says there is no such message for this user (51020): no retry, a way back to the list.',
      on: { 'inbox.close': close },
    },
    failed: {
      description:
        'The message could not be loaded (network, time-out, server error); a retry is offered.',
      on: { 'inbox.retryDetail': 'loading', 'inbox.close': close },
    },
  },
} as const;
