import type { Database } from 'better-sqlite3';
import { ActivityStage } from '../../src/domain/activity.ts';
import type { TaskStatus, TaskType } from '../../src/domain/task.ts';
import { listActivityRecords, stageOf } from './activity-records.ts';
import { evaluateTasks } from './task-progress.ts';
import { findUserById } from './users.ts';

/** A task whose progress or status moved. */
export interface ChangedTask {
  activityId: number;
  taskId: number;
}

/** A moved task with what the user sees of it now. */
export interface RefreshedTask extends ChangedTask {
  activityTitle: string;
  taskTitle: string;
  status: TaskStatus;
  /** Whether it reached COMPLETED just now (once per period), the moment to tell the user. */
  becameCompleted: boolean;
}

/**
 * Recomputes a user's tasks of the given types in every live activity and returns those that
 * moved. The caller emits `taskProgressChanged` for each once its transaction commits.
 */
export function refreshUserTasks(
  db: Database,
  userId: number,
  now: number,
  types: readonly TaskType[],
): RefreshedTask[] {
  const user = findUserById(db, userId);
  if (!user) return [];
  return listActivityRecords(db)
    .filter((a) => stageOf(a, now) === ActivityStage.InProgress)
    .flatMap((activity) =>
      evaluateTasks(db, user, activity, now, (task) => types.includes(task.taskType))
        .filter((e) => e.changed)
        .map((e) => ({
          activityId: activity.id,
          taskId: e.task.id,
          activityTitle: activity.title,
          taskTitle: e.task.title,
          status: e.completion.status,
          becameCompleted: e.becameCompleted,
        })),
    );
}
