import type { Database } from 'better-sqlite3';
import type { EventLog } from './collectors/event-log.ts';
import { SENTRY_PREFIX } from './collectors/sentry.ts';
import { COLLECT_PATH } from './collectors/tracking.ts';

/** Where a token was seen: a request's URL, a tracking beacon, or an error envelope. */
export type LeakPlace = 'url' | 'beacon' | 'envelope';

/** One leak, with the token itself replaced by `[token]` so the report does not leak it again. */
export interface Leak {
  where: LeakPlace;
  /** The host id (`main`, `api-1`…) that received it. */
  host: string;
  /** The request URL (for a `url` leak), redacted. */
  url?: string;
  /** For a beacon or an envelope: the event's name or the collector path, redacted. */
  kind?: string;
}

/** What `GET /sandbox/api/leaks` answers. */
export interface LeakReport {
  /** How many session tokens (main, rToken, refresh) the sandbox has issued since it started. */
  tokens: number;
  leaks: Leak[];
}

/**
 * Remembers every session token the sandbox issues and reports any that shows up where tokens
 * must never be (SPEC §3, issue #8): request URLs on any host, tracking beacons and error
 * envelopes. It lives in memory for the life of the servers, so a data reset (which deletes the
 * sessions) does not make it forget what it saw.
 */
export interface LeakWatch {
  /** Adds tokens to watch for (empty strings are ignored). */
  remember(...tokens: unknown[]): void;
  /** Checks a request URL that reached host `host`. */
  checkUrl(host: string, url: string): void;
  /** Checks the text of a beacon or envelope (a raw body, or a stored event as JSON). */
  checkText(where: Exclude<LeakPlace, 'url'>, host: string, kind: string, text: string): void;
  /**
   * Watches a database's `sessions` table: the tokens of its rows now, and of every row inserted
   * later, through a temporary trigger (it lives as long as this connection; a reset deletes
   * rows, it does not drop the table).
   */
  watchSessions(db: Database): void;
  report(): LeakReport;
  /** Forgets the leaks seen so far (not the tokens). */
  clearLeaks(): void;
}

/** Tokens shorter than this are not watched: they would match by chance. */
export const MIN_TOKEN_LENGTH = 16;
/** At most this many leaks are kept; one is enough to fail, the rest help find the cause. */
export const MAX_LEAKS = 200;
const REDACTED = '[token]';
const TRIGGER_FUNCTION = 'sandbox_leak_watch_issued';

/** The text, and its URL-decoded form when that differs (a token may be percent-encoded). */
function forms(text: string): string[] {
  const found = [text];
  try {
    const decoded = decodeURIComponent(text.replaceAll('+', ' '));
    if (decoded !== text) found.push(decoded);
  } catch {
    // A stray % is not an encoding; the raw text is still checked.
  }
  return found;
}

export function createLeakWatch(): LeakWatch {
  const tokens = new Set<string>();
  const leaks: Leak[] = [];

  const found = (text: string): string[] => {
    const hits: string[] = [];
    const candidates = forms(text);
    for (const token of tokens) {
      if (candidates.some((form) => form.includes(token))) hits.push(token);
    }
    return hits;
  };
  const redact = (text: string, hits: readonly string[]): string => {
    let out = forms(text).at(-1) ?? text;
    for (const token of hits) out = out.replaceAll(token, REDACTED);
    return out.slice(0, 500);
  };
  const record = (leak: Leak) => {
    if (leaks.length < MAX_LEAKS) leaks.push(leak);
  };

  const watch: LeakWatch = {
    remember(...values) {
      for (const value of values) {
        if (typeof value === 'string' && value.length >= MIN_TOKEN_LENGTH) tokens.add(value);
      }
    },
    checkUrl(host, url) {
      if (tokens.size === 0) return;
      const hits = found(url);
      if (hits.length > 0) record({ where: 'url', host, url: redact(url, hits) });
    },
    checkText(where, host, kind, text) {
      if (tokens.size === 0 || text === '') return;
      const hits = found(text);
      if (hits.length > 0) record({ where, host, kind: redact(kind, hits) });
    },
    watchSessions(db) {
      const rows = db.prepare('SELECT token, r_token, refresh_token FROM sessions').raw().all();
      for (const row of rows as unknown[][]) watch.remember(...row);
      db.function(TRIGGER_FUNCTION, { deterministic: false }, (token, rToken, refreshToken) => {
        watch.remember(token, rToken, refreshToken);
        return null;
      });
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS sandbox_leak_watch_sessions
        AFTER INSERT ON main.sessions
        BEGIN SELECT ${TRIGGER_FUNCTION}(NEW.token, NEW.r_token, NEW.refresh_token); END`);
    },
    report() {
      return { tokens: tokens.size, leaks: leaks.map((leak) => ({ ...leak })) };
    },
    clearLeaks() {
      leaks.length = 0;
    },
  };
  return watch;
}

/**
 * The event log, checking each event it stores (a beacon's event, an envelope's error event)
 * for tokens; what the collectors decoded (a compressed envelope) is checked here too.
 */
export function watchedEventLog(log: EventLog, watch: LeakWatch): EventLog {
  return {
    ...log,
    add(kind, name, payload, origin) {
      const where = kind === 'tracking' ? 'beacon' : 'envelope';
      watch.checkText(where, 'main', name, JSON.stringify(payload) ?? '');
      return log.add(kind, name, payload, origin);
    },
  };
}

/** Whether a path is one of the collectors', whose bodies are checked as they arrive. */
function collectorPlace(path: string): Exclude<LeakPlace, 'url'> | undefined {
  if (path === COLLECT_PATH) return 'beacon';
  if (path.startsWith(`${SENTRY_PREFIX}/`)) return 'envelope';
  return undefined;
}

/**
 * Checks one request as it reaches host `host`: its URL, and for a collector's POST its raw body
 * (which also holds the items an envelope drops, such as sessions). The request is cloned, so
 * the app still reads its body.
 */
export async function watchRequest(watch: LeakWatch, host: string, request: Request) {
  watch.checkUrl(host, request.url);
  if (request.method !== 'POST') return;
  let place: Exclude<LeakPlace, 'url'> | undefined;
  try {
    place = collectorPlace(new URL(request.url).pathname);
  } catch {
    return;
  }
  if (!place) return;
  const text = await request.clone().text();
  watch.checkText(place, host, new URL(request.url).pathname, text);
}
