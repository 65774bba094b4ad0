import type { SnapshotFrom } from 'xstate';
import type { inboxMachine } from '../../../machines/inbox.machine.ts';
import { hasMorePages } from '../../../src/domain/inbox-list.ts';
import type { PushMessage } from '../../../src/domain/message.ts';

type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;
type InboxValue = { list: string; unread: string; detail: string; reading: string };

const region = (s: InboxSnapshot, name: keyof InboxValue): string => (s.value as InboxValue)[name];

/** The list's state for `data-state`: waiting, loading, ready, empty, failed, loadingMore, moreFailed. */
export const selectListState = (s: InboxSnapshot): string => region(s, 'list');
/** The detail's state for `data-state`: closed, loading, shown, notFound, failed. */
/** The open message once loaded. */
export const selectDetailState = (s: InboxSnapshot): string => region(s, 'detail');

/** The messages shown, newest first, with read marks applied. */
export const selectMessages = (s: InboxSnapshot): PushMessage[] => s.context.messages;
/** How many messages the user has in all. */
export const selectTotal = (s: InboxSnapshot): number => s.context.total;
/** Messages remain to be loaded: no more once the list holds the total. */
export const selectHasMore = (s: InboxSnapshot): boolean =>
  !s.matches({ list: 'empty' }) && hasMorePages(s.context);
/** The list's end is in view and the next page may be asked for now. */
export const selectCanLoadMore = (s: InboxSnapshot): boolean => s.can({ type: 'inbox.loadMore' });
/** The badge's number (the last known while it is re-counted), undefined when it is hidden. */
export const selectUnreadCount = (s: InboxSnapshot): number | undefined =>
  s.matches({ unread: 'unavailable' }) ? undefined : s.context.unreadCount;
/** Why the list (or its next page) failed to load. */
export const selectListFailure = (s: InboxSnapshot) => s.context.listFailure;

/** The message whose detail is open, if any. */
export const selectOpenId = (s: InboxSnapshot): number | undefined => s.context.openId;
/** The open message once loaded. */
export const selectDetail = (s: InboxSnapshot): PushMessage | undefined =>
  s.matches({ detail: 'shown' }) ? s.context.detail : undefined;
/** The open message once loaded. */
export const selectDetailFailure = (s: InboxSnapshot) => s.context.detailFailure;
/** "Mark all read" can be used now: something is unread and no read mark is on its way. */
export const selectCanMarkAllRead = (s: InboxSnapshot): boolean =>
  s.can({ type: 'inbox.markAllRead' });
/** Every message is being marked read. */
export const selectMarkingAllRead = (s: InboxSnapshot): boolean =>
  s.matches({ reading: 'markingAll' });
