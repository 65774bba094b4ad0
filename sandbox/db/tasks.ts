import type { Database } from 'better-sqlite3';
import type { TaskPeriod, TaskType } from '../../src/domain/task.ts';
import type { ActivityRecord } from './activity-records.ts';
import { type RewardSpec, rewardOfColumns } from './catalog-rewards.ts';
import { MICROS } from './decimal.ts';
import { countEvents, type EventWindow, firstEvent, holding, sumValue } from './user-events.ts';
import type { UserRecord } from './users.ts';

const DAY = 86_400_000;

/** A task of an activity, as stored. */
export interface TaskRecord {
  id: number;
  activityId: number;
  taskType: TaskType;
  title: string;
  period: TaskPeriod;
  targetMicros: number;
  unit: string;
  windowDays: number | undefined;
  reward: RewardSpec;
  action: string | undefined;
}

interface TaskRow {
  id: number;
  activity_id: number;
  task_type: TaskType;
  title: string;
  period: TaskPeriod;
  target_micros: number;
  unit: string;
  window_days: number | null;
  reward_type: RewardSpec['rewardType'];
  reward_category: RewardSpec['category'];
  reward_amount: string;
  reward_currency: string;
  reward_valid_days: number | null;
  action: string | null;
}

function toTask(row: TaskRow): TaskRecord {
  const reward = rewardOfColumns(
    row.reward_type,
    row.reward_category,
    row.reward_amount,
    row.reward_currency,
    row.reward_valid_days,
  );
  return {
    id: row.id,
    activityId: row.activity_id,
    taskType: row.task_type,
    title: row.title,
    period: row.period,
    targetMicros: row.target_micros,
    unit: row.unit,
    windowDays: row.window_days ?? undefined,
    reward,
    action: row.action ?? undefined,
  };
}

/** The tasks of an activity, in display order. */
export function listTasks(db: Database, activityId: number): TaskRecord[] {
  return (
    db
      .prepare('SELECT * FROM tasks WHERE activity_id = ? ORDER BY sort, id')
      .all(activityId) as TaskRow[]
  ).map(toTask);
}

/** The UTC day (YYYY-MM-DD) an EVERYDAY task's period is named by. */
export function dayKey(ms: number): string {
  return new Date(Math.floor(ms / DAY) * DAY).toISOString().slice(0, 10);
}

/**
 * The period a task is in at `now`: the sandbox-clock day for EVERYDAY tasks (clamped to the
 * activity's days), one period ('') for AFTER and DURING tasks. A reward is granted once per
 * user, task and period.
 */
export function periodKey(task: TaskRecord, activity: ActivityRecord, now: number): string {
  if (task.period !== 'EVERYDAY') return '';
  return dayKey(Math.max(activity.startTime, Math.min(now, activity.endTime - 1)));
}

/**
 * When a task's current period ends: the end of the sandbox-clock day for EVERYDAY tasks, the
 * activity's end otherwise. A claim's idempotency key is kept no longer than its period.
 */
export function periodEnd(task: TaskRecord, activity: ActivityRecord, now: number): number {
  if (task.period !== 'EVERYDAY') return activity.endTime;
  const dayStart = Date.parse(`${periodKey(task, activity, now)}T00:00:00Z`);
  return Math.min(activity.endTime, dayStart + DAY);
}

/** The time span whose activity counts toward a task in its current period. */
export interface TaskWindow {
  from: number;
  to: number;
}

/**
 * Where a task counts from and until. `countingFrom` is the enrolment for activities that
 * need one and the start otherwise. EVERYDAY counts within today, AFTER within `windowDays`
 * of `countingFrom`, DURING until the activity ends.
 */
export function taskWindow(
  task: TaskRecord,
  activity: ActivityRecord,
  countingFrom: number,
  now: number,
): TaskWindow {
  switch (task.period) {
    case 'EVERYDAY': {
      const dayStart = Date.parse(`${periodKey(task, activity, now)}T00:00:00Z`);
      return {
        from: Math.max(countingFrom, dayStart),
        to: Math.min(activity.endTime, dayStart + DAY),
      };
    }
    case 'AFTER':
      return {
        from: countingFrom,
        to: Math.min(activity.endTime, countingFrom + (task.windowDays ?? 7) * DAY),
      };
    case 'DURING':
      return { from: countingFrom, to: activity.endTime };
  }
}

/** The user's progress toward a task in a window (micros of the task's unit). */
export function measure(
  db: Database,
  user: UserRecord,
  task: TaskRecord,
  window: TaskWindow,
  now: number,
): number {
  // Nothing after `now` counts, even when the clock was moved back past recorded events.
  const w: EventWindow = { userId: user.id, from: window.from, to: Math.min(window.to, now + 1) };
  if (w.to <= w.from) return 0;
  const count = (n: number) => n * MICROS;
  const inWindow = (at: number | undefined) => at !== undefined && at >= w.from && at < w.to;
  switch (task.taskType) {
    case 'REGISTER_PASS':
      return count(1);
    case 'KYC_PASS':
      return count(user.kycPassed ? 1 : 0);
    case 'KOL_BIND':
      return count(user.kolCode ? 1 : 0);
    case 'SPOT_HOLDS':
      return holding(db, user.id, task.unit, now);
    case 'RECHARGE':
      return sumValue(db, w, 'deposit');
    case 'TRANSFER_AND_TRADING':
      return Math.min(sumValue(db, w, 'deposit'), sumValue(db, w, 'trade', 'futures'));
    case 'TRADING_VOLUME':
      return sumValue(db, w, 'trade', 'futures');
    case 'TOTAL_TRADING_VOLUME':
      return sumValue(db, w, 'trade');
    case 'SPOT_TRADING_VOLUME':
      return sumValue(db, w, 'trade', 'spot');
    case 'ORDER_VOLUME':
    case 'ANY_TRADING_VOLUME':
      return count(countEvents(db, w, 'trade'));
    case 'SPOT_ANY_TRADING_VOLUME':
      return count(countEvents(db, w, 'trade', 'spot'));
    case 'INVITE_FRIEND':
      return count(countEvents(db, w, 'invite'));
    case 'SHARE_LINK':
      return count(countEvents(db, w, 'share'));
    case 'SOCIAL_MEDIA_SUBSCRIPTION':
      return count(countEvents(db, w, 'follow'));
    case 'APPOINT_CODE':
      return count(countEvents(db, w, 'code'));
    case 'EARNINGS':
      return sumValue(db, w, 'earn');
    case 'SPOT_FIRST_RECHARGE': {
      const first = firstEvent(db, user.id, 'deposit');
      return first && inWindow(first.at) ? first.valueMicros : 0;
    }
    case 'SPOT_FIRST_TRADING':
      return count(inWindow(firstEvent(db, user.id, 'trade', 'spot')?.at) ? 1 : 0);
  }
}
