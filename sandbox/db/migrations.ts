import type { Database } from 'better-sqlite3';
import type { Migration } from './migration.ts';
import { MIGRATION_2 } from './migration-2.ts';
import { MIGRATION_4 } from './migration-4.ts';

export type { Migration } from './migration.ts';

/** The schema history. Append a new entry to change the schema; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, sessions, activities, banners, clock',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        login_name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,
        mobile TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        is_overseas INTEGER NOT NULL DEFAULT 0,
        language_type TEXT NOT NULL DEFAULT 'en',
        invite_code TEXT NOT NULL,
        invite_type INTEGER NOT NULL DEFAULT 0,
        is_agent INTEGER NOT NULL DEFAULT 0,
        kyc_passed INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_expires_at INTEGER NOT NULL,
        r_token TEXT NOT NULL,
        refresh_token TEXT NOT NULL UNIQUE,
        refresh_expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE activities (
        id INTEGER PRIMARY KEY,
        alias TEXT NOT NULL UNIQUE,
        type INTEGER NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        image_url TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL CHECK (end_time > start_time),
        reward_pool TEXT NOT NULL,
        reward_currency TEXT NOT NULL,
        participants INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        image_url TEXT NOT NULL,
        link TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      -- A single row: the sandbox clock is real time plus this offset.
      CREATE TABLE clock (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        offset_ms INTEGER NOT NULL
      );
      INSERT INTO clock (id, offset_ms) VALUES (1, 0);
    `,
  },
  MIGRATION_2,
  {
    version: 3,
    name: 'idempotent answers expire; answered apply calls are counted',
    sql: `
      -- Keys stored before this migration expire a day after they were stored.
      ALTER TABLE idempotent_answers ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
      UPDATE idempotent_answers SET expires_at = created_at + 86400000;
      CREATE INDEX idempotent_answers_expiry ON idempotent_answers(expires_at);
      -- How many apply calls of a user for an activity the exchange answered (ApplyStatus.attempts).
      CREATE TABLE apply_attempts (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
        answered INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, activity_id)
      );
    `,
  },
  MIGRATION_4,
];

/** Applies the migrations the database has not seen yet; returns the versions it applied. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    // Schema and bookkeeping commit together, so a failed migration leaves no trace.
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, Date.now());
    })();
    done.push(m.version);
  }
  return done;
}
