import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { type TaskEvent, type TaskInput, taskMachine } from '../../../machines/task.machine.ts';
import type { TaskCompletion, TaskStatus } from '../../../src/domain/task.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { serializeWithTransition } from './serialize.ts';

/** The activity the task belongs to. */
export const TASK_ACTIVITY_ID = 501;
/** When the task's progress was computed. */
export const TASK_T0 = 1_800_000_000_000;

/** A trading task whose progress is a decimal string with more digits than a float keeps. */
export const completionWith = (status: TaskStatus): TaskCompletion => ({
  taskId: 11,
  taskType: 'SPOT_TRADING_VOLUME',
  title: 'Trade 100 USDT of spot',
  period: 'DURING',
  comparison: 'GREATER_EQUAL',
  target: '100',
  progress: status === 'PENDING' || status === 'UNSATISFIED' ? '99.99999999999999999' : '100.00',
  unit: 'USDT',
  status,
  reward: { rewardType: 'GIFT_CASH', category: 1, amount: '5', currency: 'USDT' },
  updatedAt: TASK_T0,
});

/** A call that timed out, as the API client throws it. */
export const timeoutError = () => Object.assign(new Error('timeout'), { kind: 'timeout' });
/** An HTTP error status, as the API client throws it. */
export const httpError = () => Object.assign(new Error('HTTP 502'), { kind: 'http' });

/** The task machine's events plus the synthetic ones of its two invokes. */
export type TaskModelEvent =
  | TaskEvent
  | { type: 'xstate.done.actor.claimReward'; output: undefined }
  | { type: 'xstate.error.actor.claimReward'; error: unknown }
  | { type: 'xstate.done.actor.readTaskStatus'; output: TaskCompletion }
  | { type: 'xstate.error.actor.readTaskStatus'; error: unknown };

const STATUSES: TaskStatus[] = ['PENDING', 'COMPLETED', 'GRANTED', 'UNSATISFIED'];

/** Every event the model may send, with the answers each invoke can bring. */
export const TASK_MODEL_EVENTS: TaskModelEvent[] = [
  { type: 'task.claim' },
  { type: 'task.recheck' },
  ...STATUSES.map((status) => ({
    type: 'task.update' as const,
    completion: completionWith(status),
  })),
  { type: 'xstate.done.actor.claimReward', output: undefined },
  // 51071 (limit) is a definitive refusal; the others leave the claim's fate unknown.
  { type: 'xstate.error.actor.claimReward', error: codeError('51071') },
  { type: 'xstate.error.actor.claimReward', error: networkError() },
  { type: 'xstate.error.actor.claimReward', error: timeoutError() },
  { type: 'xstate.error.actor.claimReward', error: httpError() },
  ...(['GRANTED', 'COMPLETED', 'PENDING'] as const).map((status) => ({
    type: 'xstate.done.actor.readTaskStatus' as const,
    output: completionWith(status),
  })),
  { type: 'xstate.error.actor.readTaskStatus', error: networkError() },
];

/** Two definitive answers are enough to show that the key moves on; more would never end. */
export const MAX_CLAIM_SEQ = 2;

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const taskModel = new TestModel<SnapshotFrom<typeof taskMachine>, TaskModelEvent, unknown>(
  // biome-ignore lint/suspicious/noExplicitAny: TestModel takes the machine with the synthetic events.
  taskMachine as any,
  {
    events: (s) =>
      TASK_MODEL_EVENTS.filter(
        (e) =>
          s.can(e as TaskEvent) &&
          !(e.type === 'task.claim' && s.context.claimSeq >= MAX_CLAIM_SEQ) &&
          // Updates to the same status are offered only where they change nothing but data.
          !(
            e.type === 'task.update' &&
            e.completion.status === s.context.completion.status &&
            !s.matches({ completed: 'claiming' })
          ),
      ),
    serializeState: serializeWithTransition,
    stateMatcher: (s, key) => s.matches(key as never),
  },
);

/** A completed beginner task, and a pending general one. */
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
];

/** The task machine as the coverage test and the registry see it. */
export const taskSpec: MachineModelSpec = {
  name: 'task',
  machine: taskMachine,
  model: taskModel,
  inputs: taskInputs,
};
