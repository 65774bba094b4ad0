import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SessionTokens } from '../../src/domain/session.ts';

const DAY = 86_400_000;
/** How long the main token is accepted after login. */
export const TOKEN_TTL_MS = 7 * DAY;
/** How long the refresh token lives after login. */
export const REFRESH_TTL_MS = 30 * DAY;

/** A row of `sessions`. */
export interface SessionRecord extends SessionTokens {
  userId: number;
  revoked: boolean;
}

interface SessionRow {
  token: string;
  user_id: number;
  token_expires_at: number;
  r_token: string;
  refresh_token: string;
  refresh_expires_at: number;
  revoked: number;
}

/** Opens a session for a user at sandbox time `now` and returns its tokens. */
export function createSession(db: Database, userId: number, now: number): SessionTokens {
  const tokens: SessionTokens = {
    token: randomBytes(32).toString('hex'),
    tokenExpiresAt: now + TOKEN_TTL_MS,
    rToken: randomBytes(16).toString('hex'),
    refreshToken: randomBytes(32).toString('hex'),
    refreshExpiresAt: now + REFRESH_TTL_MS,
  };
  db.prepare(`INSERT INTO sessions (token, user_id, token_expires_at, r_token, refresh_token,
    refresh_expires_at) VALUES (?, ?, ?, ?, ?, ?)`).run(
    tokens.token,
    userId,
    tokens.tokenExpiresAt,
    tokens.rToken,
    tokens.refreshToken,
    tokens.refreshExpiresAt,
  );
  return tokens;
}

export function findSession(db: Database, token: string): SessionRecord | undefined {
  const row = db.prepare('SELECT * FROM sessions WHERE token = ?').get(token) as
    | SessionRow
    | undefined;
  if (!row) return undefined;
  return {
    token: row.token,
    userId: row.user_id,
    tokenExpiresAt: row.token_expires_at,
    rToken: row.r_token,
    refreshToken: row.refresh_token,
    refreshExpiresAt: row.refresh_expires_at,
    revoked: row.revoked === 1,
  };
}

/** Marks a session revoked; returns whether there was one to revoke. */
export function revokeSession(db: Database, token: string): boolean {
  return db.prepare('UPDATE sessions SET revoked = 1 WHERE token = ?').run(token).changes > 0;
}

/** Whether the session's main token is still accepted at sandbox time `now`. */
export function isSessionActive(session: SessionRecord, now: number): boolean {
  return !session.revoked && now < session.tokenExpiresAt;
}
