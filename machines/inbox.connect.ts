import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import { hasMorePages } from '../src/domain/inbox-list.ts';
import type { PushMessage } from '../src/domain/message.ts';
import type { InboxEvent, inboxMachine } from './inbox.machine.ts';

type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

const LIST_STATES = [
  'waiting',
  'loading',
  'ready',
  'empty',
  'failed',
  'loadingMore',
  'moreFailed',
] as const;
const DETAIL_STATES = ['closed', 'loading', 'shown', 'notFound', 'failed'] as const;

/** The list's state for `data-state`. */
export type InboxListState = (typeof LIST_STATES)[number];
/** The open message's state for `data-state`. */
export type InboxDetailState = (typeof DETAIL_STATES)[number];

/** Everything the inbox's views (screen, list, detail, header badge) need from the inbox. */
export interface InboxApi {
  listState: InboxListState;
  detailState: InboxDetailState;
  messages: PushMessage[];
  /** The list loads (the `listLoading` tag): before its first read, or a refresh. */
  listLoading: boolean;
  /** The messages are shown (the `listShown` tag), or refreshed with the old ones kept. */
  listShown: boolean;
  hasMore: boolean;
  canLoadMore: boolean;
  canRetry: boolean;
  listFailure: Failure | undefined;
  openId: number | undefined;
  /** The open message once loaded. */
  detail: PushMessage | undefined;
  detailFailure: Failure | undefined;
  canRetryDetail: boolean;
  canClose: boolean;
  /** The badge's number (the last known while re-counted); undefined while hidden. */
  unreadCount: number | undefined;
  canMarkAllRead: boolean;
  /** Every message is being marked read (the `markingAllRead` tag). */
  markingAllRead: boolean;
  loadMore: () => void;
  retry: () => void;
  retryDetail: () => void;
  markAllRead: () => void;
  open: (id: number) => void;
  close: () => void;
  /** The inbox screen is shown: its list is read and kept fresh while it is. */
  show: () => void;
  hide: () => void;
}

/** The inbox's view API: states and flags from tags, `can…` from the machine, handlers. */
export function connectInbox(snapshot: InboxSnapshot, send: (event: InboxEvent) => void): InboxApi {
  const listState = LIST_STATES.find((s) => snapshot.matches({ list: s })) ?? 'waiting';
  const detailState = DETAIL_STATES.find((s) => snapshot.matches({ detail: s })) ?? 'closed';
  const { context } = snapshot;
  const listLoading = snapshot.hasTag('listLoading');
  return {
    listState,
    detailState,
    messages: context.messages,
    listLoading,
    listShown: snapshot.hasTag('listShown') || (listLoading && context.messages.length > 0),
    hasMore: listState !== 'empty' && hasMorePages(context),
    canLoadMore: snapshot.can({ type: 'inbox.loadMore' }),
    canRetry: snapshot.can({ type: 'inbox.retry' }),
    listFailure: context.listFailure,
    openId: context.openId,
    detail: detailState === 'shown' ? context.detail : undefined,
    detailFailure: context.detailFailure,
    canRetryDetail: snapshot.can({ type: 'inbox.retryDetail' }),
    canClose: snapshot.can({ type: 'inbox.close' }),
    unreadCount: snapshot.hasTag('countUnavailable') ? undefined : context.unreadCount,
    canMarkAllRead: snapshot.can({ type: 'inbox.markAllRead' }),
    markingAllRead: snapshot.hasTag('markingAllRead'),
    loadMore: () => send({ type: 'inbox.loadMore' }),
    retry: () => send({ type: 'inbox.retry' }),
    retryDetail: () => send({ type: 'inbox.retryDetail' }),
    markAllRead: () => send({ type: 'inbox.markAllRead' }),
    open: (id) => send({ type: 'inbox.open', id }),
    close: () => send({ type: 'inbox.close' }),
    show: () => send({ type: 'inbox.show' }),
    hide: () => send({ type: 'inbox.hide' }),
  };
}
