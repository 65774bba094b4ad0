import type { Database } from 'better-sqlite3';
import {
  hasLiveRanking,
  type LiveRanking,
  maskName,
  RANKING_SIZE,
  type RankingEntry,
} from '../../src/domain/ranking.ts';
import type { SandboxStore } from '../db/store.ts';

interface ActivityRow {
  id: number;
  type: number;
  start_time: number;
  end_time: number;
  participants: number;
}

/** A deterministic fraction in [0, 1) for the n-th synthetic trader of an activity. */
function fraction(activityId: number, n: number, salt: number): number {
  let h = Math.imul(activityId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + salt, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return (h >>> 0) / 2 ** 32;
}

const TRADER_NAMES = ['moonwhale', 'satoshi_fan', 'lunar', 'kaito', 'emre', 'linh', 'ivan'];

/**
 * The futures volume (USDT micros) of the enrolled demo users while the activity counted it:
 * from their enrolment (or the start) to now, never past the end.
 */
function enrolledVolumes(db: Database, activity: ActivityRow, now: number) {
  return db
    .prepare(
      `SELECT u.id AS userId, u.login_name AS name,
         coalesce((SELECT sum(e.value_micros) FROM user_events e
           WHERE e.user_id = u.id AND e.kind = 'trade' AND e.market = 'futures'
             AND e.at >= max(n.applied_at, ?) AND e.at < min(?, ?)), 0) AS micros
       FROM enrolments n JOIN users u ON u.id = n.user_id WHERE n.activity_id = ?`,
    )
    .all(activity.start_time, activity.end_time, now, activity.id) as {
    userId: number;
    name: string;
    micros: number;
  }[];
}

/**
 * The live ranking of a competition or team activity at sandbox time `now`: the enrolled demo
 * users by their futures volume, among the activity's other participants, whose volumes grow
 * with the time the activity has run (the same every time for the same moment). Undefined for
 * an activity without a ranking. `viewerId` marks the subscriber's own place.
 */
export function liveRankingOf(
  store: SandboxStore,
  activityId: number,
  viewerId?: number,
): LiveRanking | undefined {
  const activity = store.db
    .prepare('SELECT id, type, start_time, end_time, participants FROM activities WHERE id = ?')
    .get(activityId) as ActivityRow | undefined;
  if (!activity || !hasLiveRanking(activity.type)) return undefined;
  const now = store.clock.now();
  const span = activity.end_time - activity.start_time;
  const elapsed = Math.min(1, Math.max(0, (now - activity.start_time) / span));
  const others = Math.min(activity.participants, 200);
  const rows: { name: string; micros: number; userId?: number }[] = [];
  for (let n = 0; n < others; n++) {
    // A few large traders and a long tail, as on a real leaderboard.
    const size = 2_000_000 * fraction(activityId, n, 1) ** 3;
    const name = `${TRADER_NAMES[n % TRADER_NAMES.length]}${n}`;
    rows.push({ name, micros: Math.round(size * elapsed * 1e6) });
  }
  rows.push(...enrolledVolumes(store.db, activity, now));
  rows.sort((a, b) => b.micros - a.micros || a.name.localeCompare(b.name));
  const entries: RankingEntry[] = rows.slice(0, RANKING_SIZE).map((row, i) => ({
    rank: i + 1,
    name: maskName(row.name),
    volume: (row.micros / 1e6).toFixed(2),
    ...(viewerId !== undefined && row.userId === viewerId ? { self: true } : {}),
  }));
  return { activityId, updatedAt: now, ranked: rows.length, entries };
}
