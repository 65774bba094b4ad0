import type { Database } from 'better-sqlite3';
import type { Page } from '../../src/domain/agent.ts';
import type { PushMessage } from '../../src/domain/message.ts';
import { pageOffset } from '../../src/domain/pagination.ts';

/** A push message to store. */
export interface NewMessage {
  userId: number;
  title: string;
  summary: string;
  content: string;
  category: PushMessage['category'];
  createdAt: number;
  readAt?: number;
  /** The activity the message is about: the inbox links to it. */
  activityId?: number;
}

/** Where a message about an activity links: the activity's page, a path of the app. */
export const activityLink = (activityId: number): string => `/activity/${activityId}`;

interface MessageRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  category: PushMessage['category'];
  read_at: number | null;
  created_at: number;
  link: string | null;
}

function toMessage(row: MessageRow): PushMessage {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    category: row.category,
    read: row.read_at !== null,
    createdAt: row.created_at,
    ...(row.link ? { link: row.link } : {}),
  };
}

/** Stores a push message; the caller emits `messageCreated` once its transaction commits. */
export function createMessage(db: Database, m: NewMessage): number {
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO push_messages (user_id, title, summary, content, category, read_at,
      created_at, link) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      m.userId,
      m.title,
      m.summary,
      m.content,
      m.category,
      m.readAt ?? null,
      m.createdAt,
      m.activityId === undefined ? null : activityLink(m.activityId),
    );
  return Number(lastInsertRowid);
}

/** What pushList filters by. */
export interface MessageFilter {
  category?: PushMessage['category'];
  unreadOnly?: boolean;
}

/** One page (1-based) of a user's inbox, newest first. Messages dated after `now` are not shown. */
export function listMessages(
  db: Database,
  userId: number,
  filter: MessageFilter,
  page: { pageIndex: number; pageSize: number },
  now: number,
): Page<PushMessage> {
  const where = ['user_id = @userId', 'created_at <= @now'];
  if (filter.category) where.push('category = @category');
  if (filter.unreadOnly) where.push('read_at IS NULL');
  const clause = where.join(' AND ');
  const params = {
    userId,
    now,
    category: filter.category ?? null,
    offset: pageOffset(page.pageIndex, page.pageSize),
  };
  const total = Number(
    db.prepare(`SELECT count(*) FROM push_messages WHERE ${clause}`).pluck().get(params),
  );
  const rows = db
    .prepare(`SELECT * FROM push_messages WHERE ${clause} ORDER BY created_at DESC, id DESC
      LIMIT ${page.pageSize} OFFSET @offset`)
    .all(params) as MessageRow[];
  return { items: rows.map(toMessage), total, ...page };
}

/** The user's unread messages (the inbox badge). */
export function countUnread(db: Database, userId: number, now: number): number {
  return Number(
    db
      .prepare(
        'SELECT count(*) FROM push_messages WHERE user_id = ? AND read_at IS NULL AND created_at <= ?',
      )
      .pluck()
      .get(userId, now),
  );
}

/** A message of this user; another user's message reads as missing. */
export function findMessage(db: Database, userId: number, id: number): PushMessage | undefined {
  const row = db
    .prepare('SELECT * FROM push_messages WHERE id = ? AND user_id = ?')
    .get(id, userId) as MessageRow | undefined;
  return row && toMessage(row);
}

/** Marks the given messages (or, without ids, all) read; returns how many changed. */
export function markRead(
  db: Database,
  userId: number,
  ids: readonly number[] | undefined,
  now: number,
): number {
  if (ids === undefined) {
    return db
      .prepare(
        'UPDATE push_messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND created_at <= ?',
      )
      .run(now, userId, now).changes;
  }
  const update = db.prepare(
    'UPDATE push_messages SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL',
  );
  return ids.reduce((sum, id) => sum + update.run(now, id, userId).changes, 0);
}
