import type { SnapshotFrom } from 'xstate';
import { type TaskEvent, type TaskInput, taskMachine } from '../../../machines/task.machine.ts';
import type { TaskCompletion, TaskStatus, TaskType } from '../../../src/domain/task.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/** The activity the task belongs to. */
export const TASK_ACTIVITY_ID = 501;
/** When the task's progress was computed. */
export const TASK_T0 = 1_800_000_000_000;

/** The exchange's day the task starts in (TASK_T0's UTC day), the day before and the next. */
export const TODAY = '2027-01-15';
export const YESTERDAY = '2027-01-14';
export const TOMORROW = '2027-01-16';

/**
 * A daily trading task whose progress is a decimal string with more digits than a float keeps,
 * in the period `periodKey` names.
 */
export const completionWith = (
  status: TaskStatus,
  periodKey = TODAY,
  taskType: TaskType = 'SPOT_TRADING_VOLUME',
): TaskCompletion => ({
  taskId: 11,
  taskType,
  title: 'Trade 100 USDT of spot',
  period: 'EVERYDAY',
  comparison: 'GREATER_EQUAL',
  target: '100',
  progress: status === 'PENDING' || status === 'UNSATISFIED' ? '99.99999999999999999' : '100.00',
  unit: 'USDT',
  status,
  reward: { rewardType: 'GIFT_CASH', category: 1, amount: '5', currency: 'USDT' },
  updatedAt: TASK_T0,
  periodKey,
});

/** A call that timed out, as the API client throws it. */
export const timeoutError = () => Object.assign(new Error('timeout'), { kind: 'timeout' });
/** An HTTP error status, as the API client throws it. */
export const httpError = () => Object.assign(new Error('HTTP 502'), { kind: 'http' });

/** The task machine's events plus the synthetic ones of its two invokes. */
export type TaskModelEvent =
  | TaskEvent
  | InvokeSettled<'claimReward', TaskCompletion>
  | InvokeSettled<'readTaskStatus', TaskCompletion>;

const STATUSES: TaskStatus[] = ['PENDING', 'COMPLETED', 'GRANTED', 'UNSATISFIED'];

/**
 * Every event the model may send in a snapshot, with the answers each invoke can bring. The
 * day turns once (updates and re-reads of TOMORROW); a claim's answer names the period shown,
 * or yesterday's (an old answer replayed). Today's updates are offered only while it is today.
 */
export const taskModelEvents = (
  period: string,
  taskType: TaskType = 'SPOT_TRADING_VOLUME',
): TaskModelEvent[] => {
  // The task's type never changes: every answer and update names the type it started with.
  const completion = (status: TaskStatus, periodKey = TODAY) =>
    completionWith(status, periodKey, taskType);
  return [
    { type: 'task.claim' },
    { type: 'task.recheck' },
    ...(period === TODAY
      ? STATUSES.map((status) => ({
          type: 'task.update' as const,
          completion: completion(status),
        }))
      : []),
    ...(['PENDING', 'COMPLETED', 'GRANTED'] as const).map((status) => ({
      type: 'task.update' as const,
      completion: completion(status, TOMORROW),
    })),
    { type: 'xstate.done.actor.claimReward', output: completion('GRANTED', period) },
    { type: 'xstate.done.actor.claimReward', output: completion('GRANTED', YESTERDAY) },
    // 51071 (limit) is a definitive refusal; the others leave the claim's fate unknown.
    { type: 'xstate.error.actor.claimReward', error: codeError('51071') },
    { type: 'xstate.error.actor.claimReward', error: networkError() },
    { type: 'xstate.error.actor.claimReward', error: timeoutError() },
    { type: 'xstate.error.actor.claimReward', error: httpError() },
    ...(['GRANTED', 'COMPLETED', 'PENDING'] as const).map((status) => ({
      type: 'xstate.done.actor.readTaskStatus' as const,
      output: completion(status, period),
    })),
    { type: 'xstate.done.actor.readTaskStatus', output: completion('COMPLETED', TOMORROW) },
    // A re-read answered after midnight: the daily task started over, the lost claim's day is over.
    ...(period === TODAY
      ? [
          {
            type: 'xstate.done.actor.readTaskStatus' as const,
            output: completion('PENDING', TOMORROW),
          },
        ]
      : []),
    { type: 'xstate.error.actor.readTaskStatus', error: networkError() },
  ];
};

/** Two definitive answers are enough to show that the key moves on; more would never end. */
export const MAX_CLAIM_SEQ = 2;

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const taskModel = machineModel<SnapshotFrom<typeof taskMachine>, TaskModelEvent>(
  taskMachine,
  (s) =>
    taskModelEvents(s.context.completion.periodKey, s.context.completion.taskType).filter(
      (e) =>
        s.can(e as TaskEvent) &&
        !(e.type === 'task.claim' && s.context.claimSeq >= MAX_CLAIM_SEQ) &&
        // Updates to the same status and period are offered only where they change nothing
        // but data.
        !(
          e.type === 'task.update' &&
          e.completion.status === s.context.completion.status &&
          e.completion.periodKey === s.context.completion.periodKey &&
          !s.matches({ completed: 'claiming' })
        ),
    ),
);

/** A completed beginner task, a pending general one and a deposit bonus's deposit task. */
export const taskInputs: ReadonlyArray<{ name: string; input: TaskInput }> = [
  {
    name: 'completed beginner task',
    input: { activityId: TASK_ACTIVITY_ID, completion: completionWith('COMPLETED') },
  },
  {
    name: 'pending general task',
    input: {
      activityId: TASK_ACTIVITY_ID,
      completion: completionWith('PENDING'),
      kind: 'general',
      identifier: 'spring-campaign',
    },
  },
  {
    // Claimed through recharge_trans_task: the claim names its type and that call.
    name: 'completed deposit task of a deposit bonus',
    input: {
      activityId: TASK_ACTIVITY_ID,
      completion: completionWith('COMPLETED', TODAY, 'RECHARGE'),
      kind: 'general',
      depositBonus: true,
    },
  },
];

/** The task machine as the coverage test and the registry see it. */
export const taskSpec: MachineModelSpec = {
  name: 'task',
  machine: taskMachine,
  model: taskModel,
  inputs: taskInputs,
};
