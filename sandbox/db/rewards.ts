import type { Database } from 'better-sqlite3';
import type { Page } from '../../src/domain/agent.ts';
import { pageOffset } from '../../src/domain/pagination.ts';
import type {
  RewardCategory,
  RewardType,
  UserReward,
  UserRewardStatus,
} from '../../src/domain/reward.ts';
import type { RewardSpec } from './catalog-rewards.ts';

const DAY = 86_400_000;

/** Where a reward came from: a claimed task, a lottery draw, or the seed's history. */
export type RewardSource = 'task' | 'draw' | 'seed';

/** A reward to grant. */
export interface NewReward {
  userId: number;
  activityId: number;
  /** With `periodKey`, the once-only key of a task reward. */
  taskId?: number;
  periodKey?: string;
  source: RewardSource;
  spec: RewardSpec;
  grantedAt: number;
  /** Draw chances expire with their activity; other rewards `validDays` after granting. */
  activityEnd: number;
}

/** When a reward granted now stops being usable; undefined for never. */
function expiryOf(spec: RewardSpec, grantedAt: number, activityEnd: number) {
  if (spec.rewardType === 'LOTTERY_COUNT') return activityEnd;
  return spec.validDays === undefined ? undefined : grantedAt + spec.validDays * DAY;
}

/**
 * Inserts a reward and returns its id. A second task reward for the same user, task and
 * period violates the unique index `user_rewards_once`, so a race can never grant twice.
 */
export function insertReward(db: Database, r: NewReward): number {
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO user_rewards (user_id, activity_id, task_id, period_key, source,
      reward_type, category, amount, currency, expires_at, status, granted_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'ISSUED', ?)`)
    .run(
      r.userId,
      r.activityId,
      r.taskId ?? null,
      r.periodKey ?? '',
      r.source,
      r.spec.rewardType,
      r.spec.category,
      r.spec.amount,
      r.spec.currency,
      expiryOf(r.spec, r.grantedAt, r.activityEnd) ?? null,
      r.grantedAt,
    );
  return Number(lastInsertRowid);
}

interface RewardRow {
  id: number;
  activity_id: number;
  title: string;
  reward_type: RewardType;
  category: RewardCategory;
  amount: string;
  currency: string;
  expires_at: number | null;
  status: 'ISSUED' | 'USED';
  granted_at: number;
  used_count: number;
}

const SELECT = `SELECT r.*, a.title FROM user_rewards r JOIN activities a ON a.id = r.activity_id`;

function toReward(row: RewardRow, now: number): UserReward {
  const expired = row.status === 'ISSUED' && row.expires_at !== null && now >= row.expires_at;
  const reward: UserReward = {
    rewardId: row.id,
    activityId: row.activity_id,
    activityTitle: row.title,
    rewardType: row.reward_type,
    category: row.category,
    amount: row.amount,
    currency: row.currency,
    status: expired ? 'EXPIRED' : row.status,
    grantedAt: row.granted_at,
  };
  if (row.expires_at !== null) reward.expiresAt = row.expires_at;
  // Draw chances are used one at a time (spendDrawChance): the list says how many are gone,
  // so My rewards can show what is left instead of the amount granted.
  if (row.reward_type === 'LOTTERY_COUNT') reward.usedAmount = String(row.used_count);
  return reward;
}

/** A reward by id, its status read at `now`. */
export function findReward(db: Database, id: number, now: number): UserReward | undefined {
  const row = db.prepare(`${SELECT} WHERE r.id = ?`).get(id) as RewardRow | undefined;
  return row && toReward(row, now);
}

/** The reward already granted for a task's period, if any. */
export function findTaskReward(
  db: Database,
  userId: number,
  taskId: number,
  periodKey: string,
  now: number,
): UserReward | undefined {
  const row = db
    .prepare(`${SELECT} WHERE r.user_id = ? AND r.task_id = ? AND r.period_key = ?`)
    .get(userId, taskId, periodKey) as RewardRow | undefined;
  return row && toReward(row, now);
}

/** What getRewardList filters by. */
export interface RewardFilter {
  rewardType?: RewardType;
  category?: RewardCategory;
  status?: UserRewardStatus;
  activityId?: number;
}

const STATUS_SQL: Record<UserRewardStatus, string> = {
  ISSUED: "r.status = 'ISSUED' AND (r.expires_at IS NULL OR r.expires_at > @now)",
  EXPIRED: "r.status = 'ISSUED' AND r.expires_at <= @now",
  USED: "r.status = 'USED'",
};

/** One page (1-based) of a user's rewards, newest first, filtered. */
export function listRewards(
  db: Database,
  userId: number,
  filter: RewardFilter,
  page: { pageIndex: number; pageSize: number },
  now: number,
): Page<UserReward> {
  const where = ['r.user_id = @userId'];
  const params: Record<string, string | number> = { userId, now };
  const match = (column: string, name: keyof RewardFilter, value: string | number | undefined) => {
    if (value === undefined) return;
    where.push(`r.${column} = @${name}`);
    params[name] = value;
  };
  match('reward_type', 'rewardType', filter.rewardType);
  match('category', 'category', filter.category);
  match('activity_id', 'activityId', filter.activityId);
  if (filter.status) where.push(STATUS_SQL[filter.status]);
  const clause = where.join(' AND ');
  const total = Number(
    db.prepare(`SELECT count(*) FROM user_rewards r WHERE ${clause}`).pluck().get(params),
  );
  const rows = db
    .prepare(`${SELECT} WHERE ${clause} ORDER BY r.granted_at DESC, r.id DESC
      LIMIT @limit OFFSET @offset`)
    .all({
      ...params,
      limit: page.pageSize,
      offset: pageOffset(page.pageIndex, page.pageSize),
    }) as RewardRow[];
  return { items: rows.map((r) => toReward(r, now)), total, ...page };
}

const CHANCES = `FROM user_rewards WHERE user_id = ? AND activity_id = ?
  AND reward_type = 'LOTTERY_COUNT' AND status = 'ISSUED' AND (expires_at IS NULL OR expires_at > ?)`;

/** Draw chances left: unused, unexpired LOTTERY_COUNT rewards of the lottery activity. */
export function drawChances(db: Database, userId: number, activityId: number, now: number) {
  return Number(
    db
      .prepare(`SELECT coalesce(sum(CAST(amount AS INTEGER) - used_count), 0) ${CHANCES}`)
      .pluck()
      .get(userId, activityId, now),
  );
}

/** Draw chances that expired unused: unused LOTTERY_COUNT rewards past their expiry. */
export function expiredDrawChances(db: Database, userId: number, activityId: number, now: number) {
  return Number(
    db
      .prepare(`SELECT coalesce(sum(CAST(amount AS INTEGER) - used_count), 0) FROM user_rewards
        WHERE user_id = ? AND activity_id = ? AND reward_type = 'LOTTERY_COUNT'
        AND status = 'ISSUED' AND expires_at IS NOT NULL AND expires_at <= ?`)
      .pluck()
      .get(userId, activityId, now),
  );
}

/** Uses one draw chance, from the reward that expires first; false when none is left. */
export function spendDrawChance(db: Database, userId: number, activityId: number, now: number) {
  const row = db
    .prepare(`SELECT id, CAST(amount AS INTEGER) AS amount, used_count AS used ${CHANCES}
      ORDER BY coalesce(expires_at, 9e15), id LIMIT 1`)
    .get(userId, activityId, now) as { id: number; amount: number; used: number } | undefined;
  if (!row) return false;
  const used = row.used + 1;
  db.prepare('UPDATE user_rewards SET used_count = ?, status = ? WHERE id = ?').run(
    used,
    used >= row.amount ? 'USED' : 'ISSUED',
    row.id,
  );
  return true;
}
