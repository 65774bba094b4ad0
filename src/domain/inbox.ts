import type { PushMessage } from './message.ts';

/** Messages per pushList page (the sandbox's default page, SPEC §9 1-based). */
export const INBOX_PAGE_SIZE = 10;

/** One page of pushList. */
export interface InboxPage {
  items: PushMessage[];
  /** How many messages the user has in all. */
  total: number;
}

/** What a pushList call asks for; `pageIndex` is 1-based (SPEC §9). */
export interface InboxPageRequest {
  pageIndex: number;
  pageSize: number;
}

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
