import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import { type TaskCompletion, TaskStatus } from '../src/domain/task.ts';
import { isTaskDone, progressRatio } from '../src/domain/task-progress.ts';
import type { KolBindRef } from './kol-bind.selectors.ts';
import type { taskMachine } from './task.machine.ts';

type TaskSnapshot = SnapshotFrom<typeof taskMachine>;

/** Where the claim of a task stands; `none` when the task is not COMPLETED. */
export type ClaimState =
  | 'none'
  | 'idle'
  | 'claiming'
  | 'refused'
  | 'rereading'
  | 'unreadable'
  | 'retryable';

/** A task's progress as a bar shows it. */
export interface TaskProgress {
  progress: string;
  target: string;
  unit: string;
  /** From 0 to 1, compared exactly on the decimal strings. */
  ratio: number;
  /** progress ≥ target (every comparison of the spec is GREATER_EQUAL). */
  done: boolean;
  updatedAt: number;
}

/** The completion as last reported (list, re-read or granted claim). */
export const selectCompletion = (s: TaskSnapshot): TaskCompletion => s.context.completion;
/** The task's id, for keys and links. */
export const selectTaskId = (s: TaskSnapshot): number => s.context.completion.taskId;

/** The status as the states show it (the completion's status, but a claim just granted too). */
export const selectTaskStatus = (s: TaskSnapshot): TaskStatus => {
  if (s.matches('completed')) return TaskStatus.Completed;
  if (s.matches('granted')) return TaskStatus.Granted;
  if (s.matches('unsatisfied')) return TaskStatus.Unsatisfied;
  return TaskStatus.Pending;
};

/** Progress, target and their exact ratio, for the progress bar. */
export const selectTaskProgress = (s: TaskSnapshot): TaskProgress => {
  const { progress, target, unit, updatedAt } = s.context.completion;
  return {
    progress,
    target,
    unit,
    ratio: progressRatio(progress, target),
    done: isTaskDone(progress, target),
    updatedAt,
  };
};

/** The claim button is enabled exactly when the machine accepts a claim. */
export const selectCanClaim = (s: TaskSnapshot): boolean => s.can({ type: 'task.claim' });

/** The claim's step, for the claim button's label and spinner. */
export const selectClaimState = (s: TaskSnapshot): ClaimState => {
  if (s.matches({ completed: 'idle' })) return 'idle';
  if (s.matches({ completed: 'claiming' })) return 'claiming';
  if (s.matches({ completed: 'refused' })) return 'refused';
  if (s.matches({ completed: { unknown: 'rereading' } })) return 'rereading';
  if (s.matches({ completed: { unknown: 'unreadable' } })) return 'unreadable';
  if (s.matches({ completed: { unknown: 'retryable' } })) return 'retryable';
  return 'none';
};

/** The code of a refused claim, for its message. */
export const selectClaimRefusal = (s: TaskSnapshot): string | undefined =>
  s.matches({ completed: 'refused' }) ? s.context.refusal : undefined;

/** Why the last claim or re-read got no answer, while that matters. */
export const selectClaimFailure = (s: TaskSnapshot): Failure | undefined =>
  s.matches({ completed: 'unknown' }) ? s.context.failure : undefined;

/**
 * The state as one string for `data-state`: pending, unsatisfied, granted, completed, or the
 * claim's step (claiming, refused, rereading, unreadable, retryable).
 */
export const selectTaskState = (s: TaskSnapshot): string => {
  const claim = selectClaimState(s);
  return claim === 'none' || claim === 'idle' ? selectTaskStatus(s).toLowerCase() : claim;
};

/** The KOL bind form of a KOL_BIND task (undefined for other tasks). */
export const selectKolBindRef = (s: TaskSnapshot): KolBindRef | undefined =>
  (s.children as Record<string, KolBindRef | undefined>).kolBind;
