import type { Database } from 'better-sqlite3';
import { ControlError } from './http.ts';

/** A reward a user holds, as the one-grant checks read it. */
export interface GrantRow {
  activityId: number;
  /** The task it was granted for; null for a draw's prize or a seeded reward. */
  taskId: number | null;
  periodKey: string;
  source: 'task' | 'draw' | 'seed';
  /** SPEC §3's reward type: a drawn LOTTERY_COUNT prize gives a draw chance back. */
  rewardType: string;
  grantedAt: number;
}

/** What `GET /sandbox/api/grants?email=` answers: a user's rewards and enrolments. */
export interface UserGrants {
  user: { id: number; email: string };
  rewards: GrantRow[];
  enrolments: { activityId: number; appliedAt: number }[];
}

/**
 * Everything a user was granted or enrolled in, oldest first, straight from the data: what QA
 * counts to check that one action had one effect (a double click, a retry, a reload).
 */
export function readGrants(db: Database, email: unknown): UserGrants {
  if (typeof email !== 'string' || email.trim() === '') throw new ControlError('email is required');
  const user = db
    .prepare('SELECT id, email FROM users WHERE lower(email) = lower(?)')
    .get(email.trim()) as { id: number; email: string } | undefined;
  if (!user) throw new ControlError(`no user ${email}`, 404);
  const rewards = db
    .prepare(`SELECT activity_id AS activityId, task_id AS taskId, period_key AS periodKey,
      source, reward_type AS rewardType, granted_at AS grantedAt FROM user_rewards WHERE user_id = ? ORDER BY id`)
    .all(user.id) as GrantRow[];
  const enrolments = db
    .prepare(`SELECT activity_id AS activityId, applied_at AS appliedAt FROM enrolments
      WHERE user_id = ? ORDER BY applied_at, activity_id`)
    .all(user.id) as UserGrants['enrolments'];
  return { user, rewards, enrolments };
}
