import type { SnapshotFrom } from 'xstate';
import {
  PERIOD_RECHECK_MS,
  PUSH_READ_INTERVAL_MS,
  type TaskListData,
  type TaskListEvent,
  type TaskListInput,
  taskListMachine,
} from '../../../machines/task-list.machine.ts';
import type { TaskCompletion, TaskStatus } from '../../../src/domain/task.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/** The local clock when the list opens. */
export const LIST_T0 = 1_800_000_000_000;
/** The exchange's day of LIST_T0, which names the daily tasks' period. */
export const LIST_DAY = '2027-01-15';
/** The activity whose tasks are listed. */
export const LIST_ACTIVITY_ID = 601;

const task = (taskId: number, status: TaskStatus, progress: string): TaskCompletion => ({
  taskId,
  taskType: 'TRADING_VOLUME',
  title: `Task ${taskId}`,
  period: 'EVERYDAY',
  comparison: 'GREATER_EQUAL',
  target: '100',
  progress,
  unit: 'USDT',
  status,
  reward: { rewardType: 'FUTURES_COUPON', category: 2, amount: '10', currency: 'USDT' },
  updatedAt: LIST_T0,
  periodKey: LIST_DAY,
});

/** The first answer: task 1 can be claimed, task 2 is under way. */
export const FIRST_LOAD: TaskListData = {
  tasks: [task(1, 'COMPLETED', '100'), task(2, 'PENDING', '20')],
  receivedAt: LIST_T0 + 300,
};

/**
 * A later answer: task 1 moved on, task 2 is gone, task 3 is new, and the user (who joined
 * meanwhile) has a team.
 */
export const LATER_LOAD: TaskListData = {
  tasks: [task(1, 'COMPLETED', '150'), task(3, 'PENDING', '0')],
  team: { name: 'Orcas', members: 3, totals: [{ unit: 'USDT', amount: '4200.5' }] },
  receivedAt: LIST_T0 + 60_000,
};

/**
 * A later answer listing only tasks of a single period (DURING): none of them ends, so the
 * list waits for no period end.
 */
export const UNDATED_LOAD: TaskListData = {
  tasks: [{ ...task(4, 'PENDING', '0'), period: 'DURING', periodKey: '' }],
  receivedAt: LIST_T0 + 120_000,
};

/** The end of the second after a push-caused read started. */
export const COOLED = 'xstate.after.pushReadInterval.taskList.ready.sync.cooling';
/** The end of the pause after the tasks were read for a period's end. */
export const RECHECKED = 'xstate.after.periodRecheck.taskList.ready.period.settling';
export { PERIOD_RECHECK_MS, PUSH_READ_INTERVAL_MS };

/** The list's events plus the synthetic ones of its loadTasks invoke and its cooling delay. */
export type TaskListModelEvent =
  | Exclude<TaskListEvent, { type: 'tasks.reload' | 'tasks.loaded' }>
  | InvokeSettled<'loadTasks', TaskListData>
  | { type: 'xstate.done.actor.periodEnd'; output: undefined }
  | { type: typeof COOLED }
  | { type: typeof RECHECKED };

/** Every event the model may send, with the two answers a load can bring. */
export const TASK_LIST_MODEL_EVENTS: TaskListModelEvent[] = [
  { type: 'tasks.retry' },
  { type: 'tasks.refresh' },
  { type: 'tasks.progressChanged' },
  { type: 'xstate.done.actor.loadTasks', output: FIRST_LOAD },
  { type: 'xstate.done.actor.loadTasks', output: LATER_LOAD },
  { type: 'xstate.done.actor.loadTasks', output: UNDATED_LOAD },
  { type: 'xstate.error.actor.loadTasks', error: networkError() },
  { type: 'page.hide' },
  { type: 'page.show' },
  { type: COOLED },
  { type: 'xstate.done.actor.periodEnd', output: undefined },
  { type: RECHECKED },
];

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const taskListModel = machineModel<SnapshotFrom<typeof taskListMachine>, TaskListModelEvent>(
  taskListMachine,
  (s) =>
    TASK_LIST_MODEL_EVENTS.filter(
      (e) =>
        s.can(e as TaskListEvent) &&
        // The test runs both delays on one simulated clock: ten seconds on would also end a
        // cooling second, so the recheck is taken only once the reads have cooled down.
        !(e.type === RECHECKED && s.matches({ ready: { sync: 'cooling' } })),
    ),
);

/** The beginner list, and the general list with its identifier. */
export const taskListInputs: ReadonlyArray<{ name: string; input: TaskListInput }> = [
  {
    name: 'beginner tasks',
    input: { activityId: LIST_ACTIVITY_ID, kind: 'beginner', now: LIST_T0 },
  },
  {
    name: 'general tasks',
    input: {
      activityId: LIST_ACTIVITY_ID,
      kind: 'general',
      identifier: 'spring-campaign',
      now: LIST_T0,
    },
  },
];

/** The task list as the coverage test and the registry see it. */
export const taskListSpec: MachineModelSpec = {
  name: 'taskList',
  machine: taskListMachine,
  model: taskListModel,
  inputs: taskListInputs,
};
