import type { Failure } from '../src/domain/codes.ts';
import type { PushMessage } from '../src/domain/message.ts';

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
  /**
   * A websocket "new message" push: it marks the list and the count stale. A stale count is
   * read at once, then at most once a second; a stale list likewise, and only while shown.
   */
  | { type: 'inbox.refresh' }
  /** The inbox screen is shown: its list is read (and kept fresh) only while it is. */
  | { type: 'inbox.show' }
  /** The inbox screen is gone: pushes still mark the list stale, but it is not read. */
  | { type: 'inbox.hide' }
  /** Raised by the inbox itself when the stale list is due to be read again. */
  | { type: 'inbox.reloadList' }
  /** Raised by the inbox itself when the stale count is due to be read again. */
  | { type: 'inbox.recount' }
  /** The document was hidden (another tab, a locked phone): reads wait until it is shown. */
  | { type: 'page.hide' }
  /** The document is shown again. */
  | { type: 'page.show' }
  | { type: 'inbox.open'; id: number }
  | { type: 'inbox.close' }
  | { type: 'inbox.retryDetail' }
  /** "Mark all read": every message of the user, listed or not, is marked read. */
  | { type: 'inbox.markAllRead' };

/** The inbox before anything is read: no page, no messages, the count not known. */
export const emptyInbox = (input: InboxInput): InboxContext => ({
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
});
