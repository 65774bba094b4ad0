import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import { type TaskCompletion, TaskStatus } from '../src/domain/task.ts';
import { endsWithCampaign, periodEndOf } from '../src/domain/task-period.ts';
import { isTaskDone, progressRatio } from '../src/domain/task-progress.ts';
import type { KolBindRef } from './kol-bind.connect.ts';
import { stateFromTags } from './tag-state.ts';
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

/**
 * When the period the completion is about ends (the exchange's midnight, UTC, for a daily
 * task, or the campaign's end on its last day when that comes first): a daily reward not
 * claimed by then is gone, since the next day is a new period and after the campaign there is
 * none. Undefined for AFTER and DURING tasks.
 */
export const selectPeriodEnd = (s: TaskSnapshot): number | undefined =>
  periodEndOf(s.context.completion, s.context.campaignEnd);

/** A daily task on the campaign's last day: its period ends with the campaign, before midnight. */
export const selectEndsWithCampaign = (s: TaskSnapshot): boolean =>
  endsWithCampaign(s.context.completion, s.context.campaignEnd);

const STATUS_TAGS = ['completed', 'granted', 'unsatisfied'] as const;
const STATUS_OF_TAG = {
  completed: TaskStatus.Completed,
  granted: TaskStatus.Granted,
  unsatisfied: TaskStatus.Unsatisfied,
  pending: TaskStatus.Pending,
} as const;

/** The status as the states show it (the completion's status, but a claim just granted too). */
export const selectTaskStatus = (s: TaskSnapshot): TaskStatus =>
  STATUS_OF_TAG[stateFromTags(s, STATUS_TAGS, 'pending')];

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

const CLAIM_STATES: readonly ClaimState[] = [
  'idle',
  'claiming',
  'refused',
  'rereading',
  'unreadable',
  'retryable',
];

/** The claim's step, for the claim button's label and spinner. */
export const selectClaimState = (s: TaskSnapshot): ClaimState =>
  stateFromTags(s, CLAIM_STATES, 'none');

/** The code of a refused claim, for its message. */
export const selectClaimRefusal = (s: TaskSnapshot): string | undefined =>
  s.hasTag('refused') ? s.context.refusal : undefined;

/** Why the last claim or re-read got no answer, while the claim waits on that. */
export const selectClaimFailure = (s: TaskSnapshot): Failure | undefined =>
  s.hasTag('rereading') || s.hasTag('unreadable') || s.hasTag('retryable')
    ? s.context.failure
    : undefined;

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
