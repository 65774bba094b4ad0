import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import type { TaskCompletion } from '../src/domain/task.ts';
import { type TaskListKind, taskMachine } from './task.machine.ts';

/** What the page knows when it opens an activity's tasks. */
export interface TaskListInput {
  activityId: number;
  /** The general variants' identifier (general/taskCompletions). */
  identifier?: string;
  kind: TaskListKind;
  /** The local clock when the list opened. */
  now: number;
}

/** What one load of the list brings. */
export interface TaskListData {
  tasks: TaskCompletion[];
  /** The local clock when the answer arrived. */
  receivedAt: number;
}

/** beginnerTask/taskCompletions, or general/taskCompletions with the identifier. */
export interface LoadTasksInput {
  activityId: number;
  kind: TaskListKind;
  identifier: string | undefined;
}

/** The list's memory: which tasks run, and how the last load went. */
export interface TaskListContext {
  activityId: number;
  identifier: string | undefined;
  kind: TaskListKind;
  /** The local clock when the list opened, then when the tasks were last loaded. */
  now: number;
  /** The tasks in the order the exchange lists them; each runs as the child `task-<taskId>`. */
  taskIds: number[];
  failure: Failure | undefined;
}

/** What the view and the websocket send. */
export type TaskListEvent =
  | { type: 'tasks.retry' }
  | { type: 'tasks.refresh' }
  /** A websocket push: some task's progress moved. */
  | { type: 'tasks.progressChanged' };

/** The id of the child actor that runs one task. */
export const taskChildId = (taskId: number): string => `task-${taskId}`;

/**
 * An activity's task list: it loads the completions and runs one `task` actor per task. A
 * reload updates the running tasks instead of recreating them, so a claim in progress is
 * never lost.
 */
export const taskListMachine = setup({
  types: {
    input: {} as TaskListInput,
    context: {} as TaskListContext,
    events: {} as TaskListEvent,
  },
  actors: {
    loadTasks: fromPromise<TaskListData, LoadTasksInput>(async () => {
      throw new Error('loadTasks is provided by the composition root');
    }),
    /**
     * Turns the private websocket's `task.progress` pushes for this activity into
     * `tasks.progressChanged`, for as long as the tasks are shown. Without a socket it sends
     * nothing, and the list is as fresh as its last load.
     */
    progressFeed: fromCallback<TaskListEvent, { activityId: number }>(() => () => {}),
    task: taskMachine,
  },
  actions: {
    /** Spawns new tasks, updates running ones, stops those the list no longer has. */
    syncTasks: enqueueActions(({ context, enqueue }, data: TaskListData) => {
      // Should the exchange list a task twice, its last entry wins.
      const incoming = new Map(data.tasks.map((t) => [t.taskId, t]));
      for (const id of context.taskIds) {
        if (!incoming.has(id)) enqueue.stopChild(taskChildId(id));
      }
      for (const [id, completion] of incoming) {
        if (context.taskIds.includes(id)) {
          enqueue.sendTo(taskChildId(id), { type: 'task.update', completion });
        } else {
          enqueue.spawnChild('task', {
            id: taskChildId(id),
            input: {
              activityId: context.activityId,
              completion,
              kind: context.kind,
              identifier: context.identifier,
            },
          });
        }
      }
      enqueue.assign({
        taskIds: [...incoming.keys()],
        now: data.receivedAt,
        failure: undefined,
      });
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
}).createMachine({
  id: 'taskList',
  description: 'The tasks of an activity, each with its progress and its claim.',
  context: ({ input }) => ({
    activityId: input.activityId,
    identifier: input.identifier,
    kind: input.kind,
    now: input.now,
    taskIds: [],
    failure: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the task completions; skeletons hold their place.',
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        input: ({ context }) => ({
          activityId: context.activityId,
          kind: context.kind,
          identifier: context.identifier,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'syncTasks', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The tasks could not be loaded; a retry is offered.',
      on: { 'tasks.retry': 'loading' },
    },
    ready: {
      description: 'Shows the tasks; each runs as its own actor.',
      invoke: {
        id: 'progressFeed',
        src: 'progressFeed',
        input: ({ context }) => ({ activityId: context.activityId }),
      },
      initial: 'idle',
      states: {
        idle: {
          description: 'The tasks are shown as last loaded.',
          on: { 'tasks.refresh': 'refreshing', 'tasks.progressChanged': 'refreshing' },
        },
        refreshing: {
          description: 'Reloads the completions while the tasks stay shown and claimable.',
          invoke: {
            id: 'loadTasks',
            src: 'loadTasks',
            input: ({ context }) => ({
              activityId: context.activityId,
              kind: context.kind,
              identifier: context.identifier,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'syncTasks', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: {
            // A push may be newer than the answer on its way, so the reload starts again.
            'tasks.progressChanged': { target: 'refreshing', reenter: true },
          },
        },
      },
    },
  },
});
