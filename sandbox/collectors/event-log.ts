import type { Database } from 'better-sqlite3';

/** Tracking beacons (analytics) or error reports (the Sentry envelopes). */
export type EventKind = 'tracking' | 'errors';
export const EVENT_KINDS: readonly EventKind[] = ['tracking', 'errors'];

/** One event the app reported. */
export interface CollectedEvent {
  id: number;
  kind: EventKind;
  /** The tracking event's name, or an error's `Type: message`. */
  name: string;
  /** Epoch ms (real time) it arrived. */
  receivedAt: number;
  /** The sandbox clock when it arrived, to line it up with time-travelled data. */
  sandboxTime: number;
  /** The page's origin, from the Origin or Referer header ('' when neither was sent). */
  origin: string;
  payload: unknown;
}

export interface EventQuery {
  kind?: EventKind;
  /** Keeps events whose name contains this, ignoring case. */
  name?: string;
  /** At most this many, newest first (default 100, at most 1000). */
  limit?: number;
}

/** The collectors' store: a table of their own on the sandbox database. */
export interface EventLog {
  add(kind: EventKind, name: string, payload: unknown, origin?: string): number;
  /** Newest first. */
  list(query?: EventQuery): CollectedEvent[];
  /** Deletes the events of one kind, or all; returns how many. */
  clear(kind?: EventKind): number;
}

/** Only the newest events are kept, so a chatty page cannot fill the disk. */
export const MAX_EVENTS = 10_000;

interface EventRow {
  id: number;
  kind: EventKind;
  name: string;
  received_at: number;
  sandbox_time: number;
  origin: string;
  payload: string;
}

/**
 * Opens the event log, creating its table if needed. The table is the collectors' own (not a
 * numbered migration of the sandbox's schema), so it is created here, idempotently.
 */
export function createEventLog(
  db: Database,
  sandboxNow: () => number,
  realNow: () => number = Date.now,
): EventLog {
  db.exec(`CREATE TABLE IF NOT EXISTS collected_events (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('tracking', 'errors')),
    name TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    sandbox_time INTEGER NOT NULL,
    origin TEXT NOT NULL DEFAULT '',
    payload TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS collected_events_kind ON collected_events (kind, id)`);
  const insert = db.prepare(`INSERT INTO collected_events
    (kind, name, received_at, sandbox_time, origin, payload) VALUES (?, ?, ?, ?, ?, ?)`);
  const trim = db.prepare(
    'DELETE FROM collected_events WHERE id <= (SELECT max(id) FROM collected_events) - ?',
  );
  const select = db.prepare(`SELECT * FROM collected_events
    WHERE (@kind IS NULL OR kind = @kind)
      AND (@name IS NULL OR instr(lower(name), lower(@name)) > 0)
    ORDER BY id DESC LIMIT @limit`);
  let inserted = 0;
  return {
    add(kind, name, payload, origin = '') {
      const { lastInsertRowid } = insert.run(
        kind,
        name.slice(0, 200),
        realNow(),
        sandboxNow(),
        origin,
        JSON.stringify(payload),
      );
      inserted += 1;
      if (inserted % 100 === 0) trim.run(MAX_EVENTS);
      return Number(lastInsertRowid);
    },
    list({ kind, name, limit = 100 } = {}) {
      const rows = select.all({
        kind: kind ?? null,
        name: name?.trim() || null,
        limit: Math.min(Math.max(1, Math.floor(limit)), 1000),
      }) as EventRow[];
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        receivedAt: row.received_at,
        sandboxTime: row.sandbox_time,
        origin: row.origin,
        payload: JSON.parse(row.payload) as unknown,
      }));
    },
    clear(kind) {
      const sql = kind
        ? 'DELETE FROM collected_events WHERE kind = ?'
        : 'DELETE FROM collected_events';
      return db.prepare(sql).run(...(kind ? [kind] : [])).changes;
    },
  };
}
