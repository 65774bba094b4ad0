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
