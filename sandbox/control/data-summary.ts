import type { Database } from 'better-sqlite3';
import { activityTypeName, stageAt } from '../../src/domain/activity.ts';

/** A demo account as `status` shows it: who it is and what it has done. */
export interface AccountSummary {
  email: string;
  loginName: string;
  languageType: string;
  agent: boolean;
  kyc: boolean;
  enrolments: number;
  /** Rewards claimed from tasks. */
  claims: number;
  draws: number;
  /** Every reward it holds (tasks, draws and the seeded past). */
  rewards: number;
  messages: number;
  unread: number;
}

/** An activity as `status` shows it. */
export interface ActivityStatus {
  id: number;
  alias: string;
  type: string;
  stage: string;
  title: string;
  startTime: number;
  endTime: number;
  participants: number;
  enrolled: number;
}

/** The sandbox's data at a glance, for `status` (control API `/state`). */
export interface DataSummary {
  accounts: AccountSummary[];
  activities: ActivityStatus[];
  /** Rows per table that the business rules write. */
  rows: Record<string, number>;
}

const TABLES = [
  'users',
  'activities',
  'tasks',
  'enrolments',
  'task_progress',
  'user_rewards',
  'draws',
  'push_messages',
  'agent_referrals',
  'agent_rebates',
  'sessions',
] as const;

/** What `status` prints of the data: accounts, activities with their stage at `now`, row counts. */
export function dataSummary(db: Database, now: number): DataSummary {
  const accounts = db
    .prepare(
      `SELECT u.email, u.login_name AS loginName, u.language_type AS languageType,
        u.is_agent AS agent, u.kyc_passed AS kyc,
        (SELECT count(*) FROM enrolments e WHERE e.user_id = u.id) AS enrolments,
        (SELECT count(*) FROM user_rewards r WHERE r.user_id = u.id AND r.source = 'task') AS claims,
        (SELECT count(*) FROM draws d WHERE d.user_id = u.id) AS draws,
        (SELECT count(*) FROM user_rewards r WHERE r.user_id = u.id) AS rewards,
        (SELECT count(*) FROM push_messages m WHERE m.user_id = u.id AND m.created_at <= @now)
          AS messages,
        (SELECT count(*) FROM push_messages m WHERE m.user_id = u.id AND m.read_at IS NULL
          AND m.created_at <= @now) AS unread
      FROM users u ORDER BY u.id`,
    )
    .all({ now }) as (Omit<AccountSummary, 'agent' | 'kyc'> & { agent: number; kyc: number })[];
  const activities = db
    .prepare(
      `SELECT a.id, a.alias, a.type, a.title, a.start_time AS startTime, a.end_time AS endTime,
        a.participants, (SELECT count(*) FROM enrolments e WHERE e.activity_id = a.id) AS enrolled
      FROM activities a ORDER BY a.sort, a.id`,
    )
    .all() as (Omit<ActivityStatus, 'type' | 'stage'> & { type: number })[];
  const rows: Record<string, number> = {};
  for (const table of TABLES) {
    rows[table] = Number(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
  }
  return {
    accounts: accounts.map((a) => ({ ...a, agent: a.agent === 1, kyc: a.kyc === 1 })),
    activities: activities.map((a) => ({
      ...a,
      type: activityTypeName(a.type) ?? String(a.type),
      stage: stageAt(a.startTime, a.endTime, now),
    })),
    rows,
  };
}
