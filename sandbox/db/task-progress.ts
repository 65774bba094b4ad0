import type { Database } from 'better-sqlite3';
import { isAccountTask } from '../../src/domain/beginner.ts';
import { type TaskCompletion, TaskStatus } from '../../src/domain/task.ts';
import { type ActivityRecord, rewardSummary } from './activity-records.ts';
import { fromMicros } from './decimal.ts';
import { isPermanentlyIneligible } from './eligibility.ts';
import { countingFrom, findEnrolment } from './enrolments.ts';
import { findTaskReward } from './rewards.ts';
import type { RuleContext } from './rule-context.ts';
import { listTasks, measure, periodKey, type TaskRecord, taskWindow } from './tasks.ts';
import type { UserRecord } from './users.ts';

/** A task with the user's progress in its current period. */
export interface Evaluation {
  task: TaskRecord;
  periodKey: string;
  completion: TaskCompletion;
  /** Whether progress or status differ from what was last stored. */
  changed: boolean;
  /**
   * Whether the task reached COMPLETED in this evaluation (it was not COMPLETED in its period
   * before): the one moment the exchange tells the user, however many trades follow.
   */
  becameCompleted: boolean;
}

interface StoredProgress {
  progress: number;
  status: TaskStatus;
  updatedAt: number;
}

/**
 * Computes a user's tasks of an activity at `now` and stores the progress, so `updatedAt`
 * says when progress last moved. Statuses: GRANTED once the period's reward is granted,
 * COMPLETED when progress reaches the target (GREATER_EQUAL), UNSATISFIED when the target can
 * no longer be reached (window closed, or the user can never be eligible) or a daily reward no
 * longer claimed (its day closed with the campaign's end), else PENDING.
 */
export function evaluateTasks(
  db: Database,
  user: UserRecord,
  activity: ActivityRecord,
  now: number,
  only?: (task: TaskRecord) => boolean,
): Evaluation[] {
  const from = countingFrom(activity, findEnrolment(db, user.id, activity.id));
  const ineligible = isPermanentlyIneligible(user, activity, now);
  return listTasks(db, activity.id)
    .filter((task) => only?.(task) ?? true)
    .map((task) => {
      const key = periodKey(task, activity, now);
      // An account task shows the account's state before enrolment too (src/domain/beginner.ts).
      const start = from ?? (isAccountTask(task.taskType) ? activity.startTime : undefined);
      const window = start === undefined ? undefined : taskWindow(task, activity, start, now);
      const progress = window && !ineligible ? measure(db, user, task, window, now) : 0;
      const closed = now >= (window?.to ?? activity.endTime);
      let status: TaskStatus;
      if (findTaskReward(db, user.id, task.id, key, now)) status = TaskStatus.Granted;
      else if (ineligible) status = TaskStatus.Unsatisfied;
      // A day's reward is claimed within its day: the last day ends with the campaign, and its
      // reward, like any other day's at midnight, can no longer be claimed after that.
      else if (closed && task.period === 'EVERYDAY') status = TaskStatus.Unsatisfied;
      else if (progress >= task.targetMicros) status = TaskStatus.Completed;
      else if (closed) status = TaskStatus.Unsatisfied;
      else status = TaskStatus.Pending;
      const { updatedAt, changed, before } = store(
        db,
        user.id,
        task.id,
        key,
        progress,
        status,
        now,
      );
      return {
        task,
        periodKey: key,
        completion: toCompletion(task, key, progress, status, updatedAt),
        changed,
        becameCompleted:
          status === TaskStatus.Completed &&
          before !== TaskStatus.Completed &&
          before !== TaskStatus.Granted,
      };
    });
}

function store(
  db: Database,
  userId: number,
  taskId: number,
  key: string,
  progress: number,
  status: TaskStatus,
  now: number,
): { updatedAt: number; changed: boolean; before: TaskStatus | undefined } {
  const stored = db
    .prepare(`SELECT progress_micros AS progress, status, updated_at AS updatedAt
      FROM task_progress WHERE user_id = ? AND task_id = ? AND period_key = ?`)
    .get(userId, taskId, key) as StoredProgress | undefined;
  if (stored && stored.progress === progress && stored.status === status) {
    return { updatedAt: stored.updatedAt, changed: false, before: stored.status };
  }
  db.prepare(`INSERT INTO task_progress (user_id, task_id, period_key, progress_micros, status,
    updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, task_id, period_key)
    DO UPDATE SET progress_micros = excluded.progress_micros, status = excluded.status,
    updated_at = excluded.updated_at`).run(userId, taskId, key, progress, status, now);
  // A first look at an untouched task is not news; anything else is.
  const changed = stored !== undefined || progress > 0 || status !== TaskStatus.Pending;
  return { updatedAt: now, changed, before: stored?.status };
}

function toCompletion(
  task: TaskRecord,
  periodKey: string,
  progressMicros: number,
  status: TaskStatus,
  updatedAt: number,
): TaskCompletion {
  const completion: TaskCompletion = {
    taskId: task.id,
    taskType: task.taskType,
    title: task.title,
    period: task.period,
    comparison: 'GREATER_EQUAL',
    target: fromMicros(task.targetMicros),
    progress: fromMicros(progressMicros),
    unit: task.unit,
    status,
    reward: rewardSummary(task.reward),
    updatedAt,
    periodKey,
  };
  if (task.action) completion.action = task.action;
  return completion;
}

/**
 * Evaluates the user's tasks of `activity` after something that may move them (joining,
 * leaving) and tells the user's sockets of each task whose progress changed.
 */
export function announceTaskChanges(ctx: RuleContext, user: UserRecord, activity: ActivityRecord) {
  for (const e of evaluateTasks(ctx.db, user, activity, ctx.now)) {
    if (e.changed) {
      ctx.emit({
        type: 'taskProgressChanged',
        userId: user.id,
        activityId: activity.id,
        taskId: e.task.id,
      });
    }
  }
}
