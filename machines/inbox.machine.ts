import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import {
  appendMessages,
  type InboxPage,
  type InboxPageRequest,
  withPendingReads,
  withReadFlag,
} from '../src/domain/inbox.ts';
import type { PushMessage } from '../src/domain/message.ts';

export type { InboxPage, InboxPageRequest };

/** What the inbox starts from. */
export interface InboxInput {
  /** Messages per page of pushList. */
  pageSize: number;
}

/** What the inbox machine keeps between states. */
export interface InboxContext {
  pageSize: number;
  /** The last page loaded, 1-based; 0 before the first. */
  pageIndex: number;
  messages: PushMessage[];
  total: number;
  /** The unread badge; undefined while it is not known. */
  unreadCount: number | undefined;
  /** The message whose detail is open. */
  openId: number | undefined;
  detail: PushMessage | undefined;
  /** Messages already shown as read whose readPushMsg is still to be confirmed, oldest first. */
  readQueue: number[];
  listFailure: Failure | undefined;
  detailFailure: Failure | undefined;
}

/** What views (and the websocket push) send to the inbox. */
export type InboxEvent =
  | { type: 'inbox.loadMore' }
  /** Retries the list (first page, or the next page after a failed load-more). */
  | { type: 'inbox.retry' }
  /** A websocket "new message" push, or the user pulling to refresh. */
  | { type: 'inbox.refresh' }
  | { type: 'inbox.open'; id: number }
  | { type: 'inbox.close' }
  | { type: 'inbox.retryDetail' };

/** Whether pages remain: fewer messages shown than the total, and pages left to ask for. */
export const hasMorePages = (context: InboxContext): boolean =>
  context.pageIndex * context.pageSize < context.total && context.messages.length < context.total;

/**
 * The inbox of push messages: a paged list, the unread badge, the open message's detail, and
 * read marks shown at once and confirmed (or undone) by readPushMsg.
 */
export const inboxMachine = setup({
  types: {
    input: {} as InboxInput,
    context: {} as InboxContext,
    events: {} as InboxEvent,
  },
  actors: {
    loadPage: fromPromise<InboxPage, InboxPageRequest>(async () => {
      throw new Error('loadPage is provided by the composition root');
    }),
    loadUnreadCount: fromPromise<number>(async () => {
      throw new Error('loadUnreadCount is provided by the composition root');
    }),
    loadDetail: fromPromise<PushMessage, { id: number }>(async () => {
      throw new Error('loadDetail is provided by the composition root');
    }),
    markRead: fromPromise<void, { id: number }>(async () => {
      throw new Error('markRead is provided by the composition root');
    }),
    /**
     * Sends `inbox.refresh` when a new message is pushed to the user (the private websocket).
     * Without the composition root nothing pushes, so it listens to nothing.
     */
    listenForMessages: fromCallback<InboxEvent>(() => () => {}),
  },
  actions: {
    /** The list item and the badge show the message as read before the server confirms it. */
    markReadOptimistically: assign(({ context }, params: { id: number }) => ({
      messages: withReadFlag(context.messages, params.id, true),
      unreadCount:
        context.unreadCount === undefined ? undefined : Math.max(0, context.unreadCount - 1),
      readQueue: [...context.readQueue, params.id],
    })),
    /** readPushMsg failed: the message is unread again, and so is the badge. */
    revertRead: assign(({ context }) => {
      const id = context.readQueue[0];
      if (id === undefined) return {};
      return {
        messages: withReadFlag(context.messages, id, false),
        unreadCount: context.unreadCount === undefined ? undefined : context.unreadCount + 1,
      };
    }),
    closeDetail: assign({ openId: undefined, detail: undefined, detailFailure: undefined }),
    dequeueRead: assign({ readQueue: ({ context }) => context.readQueue.slice(1) }),
  },
  guards: {
    hasMore: ({ context }) => hasMorePages(context),
    isEmptyPage: (_, params: { page: InboxPage }) => params.page.items.length === 0,
    isUnreadInList: ({ context }, params: { id: number }) =>
      context.messages.some((m) => m.id === params.id && !m.read),
    hasQueuedReads: ({ context }) => context.readQueue.length > 0,
  },
}).createMachine({
  id: 'inbox',
  description: 'Push messages: the list, the unread badge, a message detail and read marks.',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    pageIndex: 0,
    messages: [],
    total: 0,
    unreadCount: undefined,
    openId: undefined,
    detail: undefined,
    readQueue: [],
    listFailure: undefined,
    detailFailure: undefined,
  }),
  type: 'parallel',
  // New messages are listened for as long as the inbox is open.
  invoke: { id: 'listenForMessages', src: 'listenForMessages' },
  states: {
    list: {
      description: 'The paged list of messages, newest first.',
      initial: 'loading',
      // A new message may land anywhere in the pages: start again from the first.
      on: { 'inbox.refresh': '.loading' },
      states: {
        loading: {
          description: 'Loads the first page; a refresh keeps the old list shown meanwhile.',
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ pageIndex: 1, pageSize: context.pageSize }),
            onDone: [
              {
                guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
                actions: assign({ messages: [], total: 0, pageIndex: 1, listFailure: undefined }),
              },
              {
                target: 'ready',
                actions: assign({
                  messages: ({ context, event }) =>
                    withPendingReads(event.output.items, context.readQueue),
                  total: ({ event }) => event.output.total,
                  pageIndex: 1,
                  listFailure: undefined,
                }),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ listFailure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        ready: {
          description: 'The messages are shown; more load while the list has fewer than total.',
          on: { 'inbox.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
        },
        empty: { description: 'The user has no messages.' },
        failed: {
          description: 'The first page could not be loaded; a retry is offered.',
          on: { 'inbox.retry': 'loading' },
        },
        loadingMore: {
          description: 'Loads the next page below the messages already shown.',
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              pageIndex: context.pageIndex + 1,
              pageSize: context.pageSize,
            }),
            onDone: {
              target: 'ready',
              actions: assign({
                messages: ({ context, event }) =>
                  appendMessages(
                    context.messages,
                    withPendingReads(event.output.items, context.readQueue),
                  ),
                total: ({ event }) => event.output.total,
                pageIndex: ({ context }) => context.pageIndex + 1,
                listFailure: undefined,
              }),
            },
            onError: {
              target: 'moreFailed',
              actions: assign({ listFailure: ({ event }) => toFailure(event.error) }),
            },
          },
        },
        moreFailed: {
          description: 'The next page could not be loaded; the shown messages stay, with a retry.',
          on: { 'inbox.retry': 'loadingMore' },
        },
      },
    },
    unread: {
      description: 'The unread badge.',
      initial: 'counting',
      on: { 'inbox.refresh': '.counting' },
      states: {
        counting: {
          description: 'Loads the number of unread messages.',
          invoke: {
            id: 'loadUnreadCount',
            src: 'loadUnreadCount',
            onDone: {
              target: 'counted',
              actions: assign({ unreadCount: ({ event }) => event.output }),
            },
            onError: 'unavailable',
          },
        },
        counted: { description: 'The badge shows the number.' },
        unavailable: {
          description: 'The count could not be loaded; the badge is hidden.',
          // The list's retry after a failure that took the count down too brings both back.
          on: { 'inbox.retry': 'counting' },
        },
      },
    },
    detail: {
      description: 'The open message.',
      initial: 'closed',
      on: {
        'inbox.open': {
          target: '.loading',
          actions: assign({
            openId: ({ event }) => event.id,
            detail: undefined,
            detailFailure: undefined,
          }),
        },
      },
      states: {
        closed: { description: 'No message is open.' },
        loading: {
          description: 'Loads the message with its full content.',
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ id: context.openId ?? 0 }),
            onDone: {
              target: 'shown',
              actions: assign({ detail: ({ event }) => event.output, detailFailure: undefined }),
            },
            onError: {
              target: 'failed',
              actions: assign({ detailFailure: ({ event }) => toFailure(event.error) }),
            },
          },
          on: { 'inbox.close': { target: 'closed', actions: 'closeDetail' } },
        },
        shown: {
          description: 'The message is shown.',
          on: { 'inbox.close': { target: 'closed', actions: 'closeDetail' } },
        },
        failed: {
          description: 'The message could not be loaded; a retry is offered.',
          on: {
            'inbox.retryDetail': 'loading',
            'inbox.close': { target: 'closed', actions: 'closeDetail' },
          },
        },
      },
    },
    reading: {
      description: 'Confirms the read marks with readPushMsg, one at a time.',
      initial: 'idle',
      on: {
        'inbox.open': {
          guard: { type: 'isUnreadInList', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'markReadOptimistically', params: ({ event }) => ({ id: event.id }) },
        },
      },
      states: {
        idle: {
          description: 'No read mark waits for confirmation.',
          always: { guard: 'hasQueuedReads', target: 'marking' },
        },
        marking: {
          description: 'Sends readPushMsg for the oldest read mark; later ones wait their turn.',
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ id: context.readQueue[0] ?? 0 }),
            onDone: { target: 'idle', actions: 'dequeueRead' },
            onError: { target: 'idle', actions: ['revertRead', 'dequeueRead'] },
          },
        },
      },
    },
  },
});
