import type { Database } from 'better-sqlite3';
import type { Envelope } from '../../src/domain/codes.ts';

/**
 * How long a stored answer is kept at most, on the sandbox clock: far longer than any retry of
 * a lost answer takes, and short enough that a refusal is not replayed for days. A claim's key
 * is kept only until its task's period ends (see `StoredAnswer.expiresAt`).
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The first answer given to a user's idempotency key, what the request was, and until when. */
export interface StoredAnswer {
  fingerprint: string;
  answer: Envelope<unknown>;
  /** Sandbox time from which the key is forgotten: a request with it is then a new request. */
  expiresAt: number;
}

/** The stored first answer to a user's key, if any and not expired at `now`. */
export function findAnswer(
  db: Database,
  userId: number,
  key: string,
  now: number,
): StoredAnswer | undefined {
  const row = db
    .prepare(`SELECT fingerprint, answer, expires_at AS expiresAt FROM idempotent_answers
      WHERE user_id = ? AND key = ? AND expires_at > ?`)
    .get(userId, key, now) as
    | { fingerprint: string; answer: string; expiresAt: number }
    | undefined;
  return (
    row && {
      fingerprint: row.fingerprint,
      answer: JSON.parse(row.answer),
      expiresAt: row.expiresAt,
    }
  );
}

/**
 * Stores the first answer to a user's key, replacing an expired one, and prunes the user's
 * expired keys so the table holds only keys that can still be replayed.
 */
export function saveAnswer(
  db: Database,
  userId: number,
  key: string,
  stored: StoredAnswer,
  now: number,
): void {
  db.prepare('DELETE FROM idempotent_answers WHERE user_id = ? AND expires_at <= ?').run(
    userId,
    now,
  );
  db.prepare(`INSERT INTO idempotent_answers (user_id, key, fingerprint, answer, created_at,
    expires_at) VALUES (?, ?, ?, ?, ?, ?)`).run(
    userId,
    key,
    stored.fingerprint,
    JSON.stringify(stored.answer),
    now,
    stored.expiresAt,
  );
}

/** Forgets every key expired at `now`, for all users; returns how many were removed. */
export function pruneAnswers(db: Database, now: number): number {
  return db.prepare('DELETE FROM idempotent_answers WHERE expires_at <= ?').run(now).changes;
}
