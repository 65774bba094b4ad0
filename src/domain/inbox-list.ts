import type { PushMessage } from './message.ts';

/*
 * The inbox's list of messages as pages come and read marks are made. Apart from inbox.ts,
 * whose page size the session's start reads: the start does not carry what only the inbox's
 * own code uses (issue 17).
 */

/** The messages with one marked read or unread. */
export function withReadFlag(messages: PushMessage[], id: number, read: boolean): PushMessage[] {
  return messages.map((m) => (m.id === id ? { ...m, read } : m));
}

/**
 * A page fresh from the server, with the read marks the user made that the server has not
 * confirmed yet: a refresh must not show an opened message as unread again.
 */
export function withPendingReads(items: PushMessage[], pending: readonly number[]): PushMessage[] {
  return items.map((m) => (pending.includes(m.id) ? { ...m, read: true } : m));
}

/** Appends a page, skipping messages that a new one pushed down from the page before. */
export function appendMessages(messages: PushMessage[], items: PushMessage[]): PushMessage[] {
  const known = new Set(messages.map((m) => m.id));
  return [...messages, ...items.filter((m) => !known.has(m.id))];
}

/** Whether pages remain: fewer messages shown than the total, and pages left to ask for. */
export function hasMorePages(list: {
  pageIndex: number;
  pageSize: number;
  total: number;
  messages: readonly unknown[];
}): boolean {
  return list.pageIndex * list.pageSize < list.total && list.messages.length < list.total;
}
