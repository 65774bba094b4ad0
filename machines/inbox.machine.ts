import { and, assign, fromCallback, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { isTipMessage, toFailure } from '../src/domain/codes.ts';
import type { InboxPage, InboxPageRequest } from '../src/domain/inbox.ts';
import {
  appendMessages,
  hasMorePages,
  withPendingReads,
  withReadFlag,
} from '../src/domain/inbox-list.ts';
import type { PushMessage } from '../src/domain/message.ts';
import { emptyInbox, type InboxContext, type InboxEvent, type InboxInput } from './inbox.types.ts';
import { inboxDetailRegion } from './inbox-detail.region.ts';
import { PUSH_READ_INTERVAL_MS, pushReadSync } from './push-read-sync.ts';

export type { InboxContext, InboxEvent, InboxInput, InboxPage, InboxPageRequest };

export { PUSH_READ_INTERVAL_MS };

/** An effect's stand-in until the composition root provides the real one. */
const providedByTheApp = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the composition root`);
};

/**
 * The inbox of push messages: a paged list, the unread badge, the open message's detail, and
 * read marks shown at once and confirmed (or undone) by readPushMsg.
 */
export const inboxMachine = setup({
  types: {
    input: {} as InboxInput,
    context: {} as InboxContext,
    events: {} as InboxEvent,
    tags: {} as 'listLoading' | 'listShown' | 'countUnavailable' | 'markingAllRead',
  },
  actors: {
    loadPage: fromPromise<InboxPage, InboxPageRequest>(providedByTheApp('loadPage')),
    loadUnreadCount: fromPromise<number>(providedByTheApp('loadUnreadCount')),
    loadDetail: fromPromise<PushMessage, { id: number }>(providedByTheApp('loadDetail')),
    markRead: fromPromise<void, { id: number }>(providedByTheApp('markRead')),
    /** Marks every message read (readPushMsg without ids); resolves with the unread left. */
    markAllRead: fromPromise<number>(providedByTheApp('markAllRead')),
    /**
     * Sends `inbox.refresh` when a new message is pushed to the user (the private websocket).
     * Without the composition root nothing pushes, so it listens to nothing.
     */
    listenForMessages: fromCallback<InboxEvent>(() => () => {}),
    /**
     * Sends `page.hide` and `page.show` as the document is hidden and shown (at once if it
     * starts hidden). Without a document it sends nothing: the page counts as shown.
     */
    pageVisibility: fromCallback<InboxEvent>(() => () => {}),
  },
  delays: {
    /** The least time between two reads of the list, or of the count, caused by pushes. */
    pushReadInterval: PUSH_READ_INTERVAL_MS,
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
    /** The server marked everything read: the list and the badge say so. */
    showAllRead: assign(({ context }, params: { unread: number }) => ({
      messages: context.messages.map((m) => (m.read ? m : { ...m, read: true })),
      unreadCount: params.unread,
    })),
    closeDetail: assign({ openId: undefined, detail: undefined, detailFailure: undefined }),
    showEmptyList: assign({ messages: [], total: 0, pageIndex: 1, listFailure: undefined }),
    /** The first page replaces the list; read marks still on their way stay shown. */
    showFirstPage: assign(({ context }, params: { page: InboxPage }) => ({
      messages: withPendingReads(params.page.items, context.readQueue),
      total: params.page.total,
      pageIndex: 1,
      listFailure: undefined,
    })),
    /** The next page goes below the messages shown. */
    appendPage: assign(({ context }, params: { page: InboxPage }) => ({
      messages: appendMessages(
        context.messages,
        withPendingReads(params.page.items, context.readQueue),
      ),
      total: params.page.total,
      pageIndex: context.pageIndex + 1,
      listFailure: undefined,
    })),
    storeListFailure: assign((_, params: { error: unknown }) => ({
      listFailure: toFailure(params.error),
    })),
    storeUnreadCount: assign((_, params: { count: number }) => ({ unreadCount: params.count })),
    openMessage: assign((_, params: { id: number }) => ({
      openId: params.id,
      detail: undefined,
      detailFailure: undefined,
    })),
    showDetail: assign((_, params: { message: PushMessage }) => ({
      detail: params.message,
      detailFailure: undefined,
    })),
    storeDetailFailure: assign((_, params: { error: unknown }) => ({
      detailFailure: toFailure(params.error),
    })),
    dequeueRead: assign({ readQueue: ({ context }) => context.readQueue.slice(1) }),
    requestListReload: raise({ type: 'inbox.reloadList' }),
    requestRecount: raise({ type: 'inbox.recount' }),
  },
  guards: {
    hasMore: ({ context }) => hasMorePages(context),
    isEmptyPage: (_, params: { page: InboxPage }) => params.page.items.length === 0,
    isUnreadInList: ({ context }, params: { id: number }) =>
      context.messages.some((m) => m.id === params.id && !m.read),
    hasQueuedReads: ({ context }) => context.readQueue.length > 0,
    /**
     * The exchange answered that the message is not there for this user (51020 to a read: it
     * does not exist, or it is another user's). An answer, not a failure: asking again changes
     * nothing.
     */
    isMissingAnswer: (_, params: { error: unknown }) => isTipMessage(toFailure(params.error)),
    /** Something is unread: the badge counts it, or the list shows it. */
    hasUnread: ({ context }) =>
      (context.unreadCount ?? 0) > 0 || context.messages.some((m) => !m.read),
    /** The stale list is read now: the inbox is shown on a shown page, and no page is loading. */
    canReloadList: and([
      stateIn('#inbox.view.shown'),
      stateIn('#inbox.page.visible'),
      not(stateIn('#inbox.list.loading')),
      not(stateIn('#inbox.list.loadingMore')),
    ]),
    /** The stale count is read now: the page is shown and no count is on its way. */
    canRecount: and([stateIn('#inbox.page.visible'), not(stateIn('#inbox.unread.counting'))]),
    wasListPushedMeanwhile: stateIn('#inbox.listSync.cooling.pushed'),
    wasCountPushedMeanwhile: stateIn('#inbox.countSync.cooling.pushed'),
  },
}).createMachine({
  id: 'inbox',
  description: 'Push messages: the list, the unread badge, a message detail and read marks.',
  context: ({ input }) => emptyInbox(input),
  type: 'parallel',
  // New messages are listened for, and the page's visibility followed, as long as the inbox runs.
  invoke: [
    { id: 'listenForMessages', src: 'listenForMessages' },
    { id: 'pageVisibility', src: 'pageVisibility' },
  ],
  states: {
    list: {
      description: 'The paged list of messages, newest first.',
      initial: 'waiting',
      // A new message may land anywhere in the pages: start again from the first.
      on: { 'inbox.reloadList': '.loading' },
      states: {
        waiting: {
          description: 'Not read yet: the list is read once the inbox is shown.',
          tags: ['listLoading'],
        },
        loading: {
          description: 'Loads the first page; a refresh keeps the old list shown meanwhile.',
          tags: ['listLoading'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ pageIndex: 1, pageSize: context.pageSize }),
            onDone: [
              {
                guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
                actions: 'showEmptyList',
              },
              {
                target: 'ready',
                actions: { type: 'showFirstPage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'storeListFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        ready: {
          description: 'The messages are shown; more load while the list has fewer than total.',
          tags: ['listShown'],
          on: { 'inbox.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
        },
        empty: { description: 'The user has no messages.' },
        failed: {
          description: 'The first page could not be loaded; a retry is offered.',
          on: { 'inbox.retry': 'loading' },
        },
        loadingMore: {
          description: 'Loads the next page below the messages already shown.',
          tags: ['listShown'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              pageIndex: context.pageIndex + 1,
              pageSize: context.pageSize,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'moreFailed',
              actions: {
                type: 'storeListFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        moreFailed: {
          description: 'The next page could not be loaded; the shown messages stay, with a retry.',
          tags: ['listShown'],
          on: { 'inbox.retry': 'loadingMore' },
        },
      },
    },
    unread: {
      description: 'The header badge: the unread count, read again after pushes (countSync).',
      initial: 'counting',
      on: { 'inbox.recount': '.counting' },
      states: {
        counting: {
          description: 'Loads the number of unread messages.',
          invoke: {
            id: 'loadUnreadCount',
            src: 'loadUnreadCount',
            onDone: {
              target: 'counted',
              actions: {
                type: 'storeUnreadCount',
                params: ({ event }) => ({ count: event.output }),
              },
            },
            onError: 'unavailable',
          },
        },
        counted: { description: 'The badge shows the number.' },
        unavailable: {
          description: 'The count could not be loaded; the badge is hidden.',
          tags: ['countUnavailable'],
          // The list's retry after a failure that took the count down too brings both back.
          on: { 'inbox.retry': 'counting' },
        },
      },
    },
    listSync: pushReadSync({
      what: 'the list',
      push: 'inbox.refresh',
      canRead: 'canReloadList',
      read: 'requestListReload',
      pushedMeanwhile: 'wasListPushedMeanwhile',
      // Never read yet: the list is read as soon as the inbox is shown.
      initial: 'stale',
      description:
        'Pushes only mark the list stale; a stale list is read at most once a second, while shown.',
    }),
    countSync: pushReadSync({
      what: 'the count',
      push: 'inbox.refresh',
      canRead: 'canRecount',
      read: 'requestRecount',
      pushedMeanwhile: 'wasCountPushedMeanwhile',
      // The first count is on its way from the start.
      initial: 'cooling',
      description: 'Pushes only mark the count stale; a stale count is read at most once a second.',
    }),
    view: {
      description: 'Whether the inbox screen is shown; the header badge needs only the count.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'Only the badge is kept fresh; the list is not read.',
          on: { 'inbox.show': 'shown' },
        },
        shown: {
          description: 'The list is read, and kept fresh by pushes.',
          on: { 'inbox.hide': 'hidden' },
        },
      },
    },
    page: {
      description: 'Whether the document is shown; a hidden page reads nothing.',
      initial: 'visible',
      states: {
        visible: {
          description: 'Lists are read as they go stale.',
          on: { 'page.hide': 'hidden' },
        },
        hidden: {
          description: 'The page is hidden: stale lists wait until it is shown again.',
          on: { 'page.show': 'visible' },
        },
      },
    },
    detail: inboxDetailRegion,
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
          on: { 'inbox.markAllRead': { guard: 'hasUnread', target: 'markingAll' } },
        },
        markingAll: {
          tags: ['markingAllRead'],
          description:
            'Sends readPushMsg without ids, which marks every message read; a failure changes nothing.',
          invoke: {
            id: 'markAllRead',
            src: 'markAllRead',
            onDone: {
              target: 'idle',
              actions: { type: 'showAllRead', params: ({ event }) => ({ unread: event.output }) },
            },
            onError: 'idle',
          },
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
