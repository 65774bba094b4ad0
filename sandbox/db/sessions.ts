import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SessionTokens } from '../../src/domain/session.ts';

const DAY = 86_400_000;
/** How long the main token is accepted after login. */
export const TOKEN_TTL_MS = 7 * DAY;
/** How long the refresh token lives after login. */
export const REFRESH_TTL_MS = 30 * DAY;

/**
 * Why a session ended: the user logged out (or QA revoked it), or a newer login of the same
 * user replaced it. A replaced session is answered with 434, any other ended one with 00004.
 */
export type RevokedReason = 'logout' | 'replaced';

/** A row of `sessions`. */
export interface SessionRecord extends SessionTokens {
  userId: number;
  revoked: boolean;
  revokedReason: RevokedReason | undefined;
  createdAt: number;
}

interface SessionRow {
  token: string;
  user_id: number;
  token_expires_at: number;
  r_token: string;
  refresh_token: string;
  refresh_expires_at: number;
  revoked: number;
  revoked_reason: string | null;
  created_at: number;
}

/**
 * Opens a session for a user at sandbox time `now` and returns its tokens. A user has one
 * session at a time, as on the exchange's web: the login ends every earlier session of the
 * same user with reason 'replaced', whose token is then answered with 434.
 */
export function createSession(db: Database, userId: number, now: number): SessionTokens {
  const tokens: SessionTokens = {
    token: randomBytes(32).toString('hex'),
    tokenExpiresAt: now + TOKEN_TTL_MS,
    rToken: randomBytes(16).toString('hex'),
    refreshToken: randomBytes(32).toString('hex'),
    refreshExpiresAt: now + REFRESH_TTL_MS,
  };
  db.transaction(() => {
    db.prepare(
      "UPDATE sessions SET revoked = 1, revoked_reason = 'replaced' WHERE user_id = ? AND revoked = 0",
    ).run(userId);
    db.prepare(`INSERT INTO sessions (token, user_id, token_expires_at, r_token, refresh_token,
      refresh_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
      tokens.token,
      userId,
      tokens.tokenExpiresAt,
      tokens.rToken,
      tokens.refreshToken,
      tokens.refreshExpiresAt,
      now,
    );
  })();
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
    revokedReason:
      row.revoked === 1 ? (row.revoked_reason === 'replaced' ? 'replaced' : 'logout') : undefined,
    createdAt: row.created_at,
  };
}

/** Marks a session revoked; returns whether there was one to revoke. */
export function revokeSession(
  db: Database,
  token: string,
  reason: RevokedReason = 'logout',
): boolean {
  return (
    db
      .prepare('UPDATE sessions SET revoked = 1, revoked_reason = ? WHERE token = ?')
      .run(reason, token).changes > 0
  );
}

/** Whether the session's main token is still accepted at sandbox time `now`. */
export function isSessionActive(session: SessionRecord, now: number): boolean {
  return !session.revoked && now < session.tokenExpiresAt;
}
