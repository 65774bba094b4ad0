import type { Database } from 'better-sqlite3';
import { usdtValue } from './decimal.ts';

/** What a user did: the source every task's progress is computed from. */
export type UserEventKind =
  | 'deposit'
  | 'trade'
  | 'kyc'
  | 'invite'
  | 'share'
  | 'code'
  | 'follow'
  | 'earn';

/** Where a trade happened. */
export type Market = 'spot' | 'futures';

/** Something a user did, to record. */
export interface NewUserEvent {
  userId: number;
  kind: UserEventKind;
  at: number;
  /** In `currency` (USDT for trades and Earn); micros. */
  amountMicros?: number;
  currency?: string;
  market?: Market;
}

/** Records one thing a user did; deposits are valued in USDT at the sandbox's prices. */
export function recordEvent(db: Database, event: NewUserEvent): number {
  const currency = event.currency ?? (event.amountMicros ? 'USDT' : null);
  const amount = event.amountMicros ?? 0;
  const value = currency ? usdtValue(amount, currency) : 0;
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO user_events (user_id, kind, market, currency, amount_micros,
      value_micros, at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .run(event.userId, event.kind, event.market ?? null, currency, amount, value, event.at);
  return Number(lastInsertRowid);
}

/** Events of one user in the half-open window [from, to). */
export interface EventWindow {
  userId: number;
  from: number;
  to: number;
}

/** One aggregate (`sum` of values or `count`) of a user's events of a kind in a window. */
function aggregateEvents(
  db: Database,
  aggregate: 'coalesce(sum(value_micros), 0)' | 'count(*)',
  query: { w: EventWindow; kind: UserEventKind; market?: Market | undefined },
): number {
  const { w, kind, market } = query;
  const sql = `SELECT ${aggregate} FROM user_events
    WHERE user_id = ? AND kind = ? AND at >= ? AND at < ?${market ? ' AND market = ?' : ''}`;
  const args = [w.userId, kind, w.from, w.to, ...(market ? [market] : [])];
  return Number(
    db
      .prepare(sql)
      .pluck()
      .get(...args),
  );
}

/** The USDT value (micros) of a user's events of a kind in a window, optionally of one market. */
export function sumValue(
  db: Database,
  w: EventWindow,
  kind: UserEventKind,
  market?: Market,
): number {
  return aggregateEvents(db, 'coalesce(sum(value_micros), 0)', { w, kind, market });
}

/** How many events of a kind a user has in a window, optionally of one market. */
export function countEvents(
  db: Database,
  w: EventWindow,
  kind: UserEventKind,
  market?: Market,
): number {
  return aggregateEvents(db, 'count(*)', { w, kind, market });
}

/** The user's very first event of a kind (and market), if any. */
export function firstEvent(
  db: Database,
  userId: number,
  kind: UserEventKind,
  market?: Market,
): { at: number; valueMicros: number } | undefined {
  const sql = `SELECT at, value_micros AS valueMicros FROM user_events
    WHERE user_id = ? AND kind = ?${market ? ' AND market = ?' : ''} ORDER BY at, id LIMIT 1`;
  return db.prepare(sql).get(userId, kind, ...(market ? [market] : [])) as
    | { at: number; valueMicros: number }
    | undefined;
}

/**
 * What the user holds of a currency (micros): the sandbox has no withdrawals or spending, so
 * this is the sum of the user's deposits of that currency up to `now`.
 */
export function holding(db: Database, userId: number, currency: string, now: number): number {
  return Number(
    db
      .prepare(`SELECT coalesce(sum(amount_micros), 0) FROM user_events
        WHERE user_id = ? AND kind = 'deposit' AND currency = ? AND at <= ?`)
      .pluck()
      .get(userId, currency, now),
  );
}
