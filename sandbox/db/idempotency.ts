import type { Database } from 'better-sqlite3';
import type { Envelope } from '../../src/domain/codes.ts';

/** The first answer given to a user's idempotency key, and what the request was. */
export interface StoredAnswer {
  fingerprint: string;
  answer: Envelope<unknown>;
}

/** The stored first answer to a user's key, if any. */
export function findAnswer(db: Database, userId: number, key: string): StoredAnswer | undefined {
  const row = db
    .prepare('SELECT fingerprint, answer FROM idempotent_answers WHERE user_id = ? AND key = ?')
    .get(userId, key) as { fingerprint: string; answer: string } | undefined;
  return row && { fingerprint: row.fingerprint, answer: JSON.parse(row.answer) };
}

/** Stores the first answer to a user's key. */
export function saveAnswer(
  db: Database,
  userId: number,
  key: string,
  stored: StoredAnswer,
  now: number,
): void {
  db.prepare(`INSERT INTO idempotent_answers (user_id, key, fingerprint, answer, created_at)
    VALUES (?, ?, ?, ?, ?)`).run(
    userId,
    key,
    stored.fingerprint,
    JSON.stringify(stored.answer),
    now,
  );
}
