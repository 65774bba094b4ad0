import {
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  setup,
  stateIn,
} from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import type { TaskCompletion } from '../src/domain/task.ts';
import { earliestPeriodEnd } from '../src/domain/task-period.ts';
import type { TeamStanding } from '../src/domain/team.ts';
import { PUSH_READ_INTERVAL_MS, pushReadSync } from './push-read-sync.ts';
import { type TaskListKind, taskMachine } from './task.machine.ts';

/** What the page knows when it opens an activity's tasks. */
export interface TaskListInput {
  activityId: number;
  /** The general variants' identifier (general/taskCompletions). */
  identifier?: string;
  kind: TaskListKind;
  /** A TradingDepositBonus: its deposit and transfer tasks claim through recharge_trans_task. */
  depositBonus?: boolean;
  /**
   * When the campaign ends on the exchange's clock: its last day's daily period (and that
   * day's claim) ends then, not at the exchange's midnight.
   */
  campaignEnd?: number;
  /** The local clock when the list opened. */
  now: number;
}

/** What one load of the list brings. */
export interface TaskListData {
  tasks: TaskCompletion[];
  /** In a team activity, the user's team once they joined (same answer as the tasks). */
  team?: TeamStanding;
  /**
   * The activity counts only from enrolment and the user has not enrolled (the answer's
   * `applied` false, with no `countingFrom`): nothing counts yet and no reward can be claimed.
   */
  enrolmentNeeded?: boolean;
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
  depositBonus: boolean;
  /** When the campaign ends on the exchange's clock, if the page knows it. */
  campaignEnd: number | undefined;
  /** The local clock when the list opened, then when the tasks were last loaded. */
  now: number;
  /** The tasks in the order the exchange lists them; each runs as the child `task-<taskId>`. */
  taskIds: number[];
  /** The user's team as last loaded; undefined outside team activities and before joining. */
  team: TeamStanding | undefined;
  /** As last loaded: the user must enrol before anything counts or can be claimed. */
  enrolmentNeeded: boolean;
  failure: Failure | undefined;
  /**
   * When the earliest period among the tasks ends, in epoch ms on the exchange's clock (the
   * end of the UTC day of an EVERYDAY task, or the campaign's end on its last day); undefined
   * when none of them ends.
   */
  periodEnd: number | undefined;
}

/** What the view and the websocket send. */
export type TaskListEvent =
  | { type: 'tasks.retry' }
  | { type: 'tasks.refresh' }
  /** A websocket push: some task's progress moved. It marks the tasks stale. */
  | { type: 'tasks.progressChanged' }
  /** Raised by the list itself when stale tasks are due to be read again. */
  | { type: 'tasks.reload' }
  /** Raised by the list itself when a reload brought the tasks, and so their periods. */
  | { type: 'tasks.loaded' }
  /** The document was hidden (another tab, a locked phone): reads wait until it is shown. */
  | { type: 'page.hide' }
  /** The document is shown again. */
  | { type: 'page.show' };

export { PUSH_READ_INTERVAL_MS };

/**
 * After a read caused by a period's end, the least time before the period end is looked at
 * again, in ms: an exchange whose day has not turned yet (its clock a little behind the one
 * learnt from it) is asked again that often, never in a loop.
 */
export const PERIOD_RECHECK_MS = 10_000;

// The first load and every reload ask the same call: the list's own, for its activity.
const loadInput = ({ context }: { context: TaskListContext }): LoadTasksInput => ({
  activityId: context.activityId,
  kind: context.kind,
  identifier: context.identifier,
});

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
    /**
     * Sends `page.hide` and `page.show` as the document is hidden and shown (at once if it
     * starts hidden). Without a document it sends nothing: the page counts as shown.
     */
    pageVisibility: fromCallback<TaskListEvent>(() => () => {}),
    /**
     * Resolves once the exchange's clock has reached `at` (a period's end), however the device
     * clock or the exchange's moves meanwhile. Without a clock it never resolves: the list is
     * as fresh as its last load.
     */
    periodEnd: fromPromise<void, { at: number }>(() => new Promise<void>(() => {})),
    task: taskMachine,
  },
  delays: {
    /** The least time between two reads caused by pushes. */
    pushReadInterval: PUSH_READ_INTERVAL_MS,
    /** The least time between two reads caused by a period's end. */
    periodRecheck: PERIOD_RECHECK_MS,
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
              depositBonus: context.depositBonus,
              campaignEnd: context.campaignEnd,
            },
          });
        }
      }
      enqueue.assign({
        taskIds: [...incoming.keys()],
        team: data.team,
        enrolmentNeeded: data.enrolmentNeeded ?? false,
        now: data.receivedAt,
        failure: undefined,
        periodEnd: earliestPeriodEnd([...incoming.values()], context.campaignEnd),
      });
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    requestReload: raise({ type: 'tasks.reload' }),
    announceLoaded: raise({ type: 'tasks.loaded' }),
    // A new period moves every task's progress, as a push would say: the same stale marking
    // reads the tasks once the page is shown and no read is on its way.
    markPeriodEnded: raise({ type: 'tasks.progressChanged' }),
  },
  guards: {
    /** Stale tasks are read now: the page is shown and no read is on its way. */
    canReload: and([
      stateIn('#taskList.ready.page.visible'),
      stateIn('#taskList.ready.tasks.idle'),
    ]),
    /** A push came while the first load was on its way. */
    wasPushedWhileLoading: stateIn('#taskList.loading.outdated'),
    /** A push came while the list was cooling down after its last read. */
    wasPushedMeanwhile: stateIn('#taskList.ready.sync.cooling.pushed'),
    hasPeriodEnd: ({ context }) => context.periodEnd !== undefined,
  },
}).createMachine({
  id: 'taskList',
  description: 'The tasks of an activity, each with its progress and its claim.',
  context: ({ input }) => ({
    activityId: input.activityId,
    identifier: input.identifier,
    kind: input.kind,
    depositBonus: input.depositBonus ?? false,
    campaignEnd: input.campaignEnd,
    now: input.now,
    taskIds: [],
    team: undefined,
    enrolmentNeeded: false,
    failure: undefined,
    periodEnd: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the task completions; skeletons hold their place.',
      tags: ['loading'],
      initial: 'unchanged',
      states: {
        unchanged: {
          description: 'No push since the load started.',
          on: { 'tasks.progressChanged': 'outdated' },
        },
        outdated: {
          description: 'A push came after the load started: its answer may be older than it.',
        },
      },
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        input: loadInput,
        onDone: [
          {
            guard: 'wasPushedWhileLoading',
            target: '#taskList.ready.sync.stale',
            actions: { type: 'syncTasks', params: ({ event }) => event.output },
          },
          {
            target: 'ready',
            actions: { type: 'syncTasks', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The tasks could not be loaded; a retry is offered.',
      tags: ['failed'],
      on: { 'tasks.retry': 'loading' },
    },
    ready: {
      description: 'Shows the tasks; each runs as its own actor.',
      tags: ['ready'],
      type: 'parallel',
      invoke: [
        {
          id: 'progressFeed',
          src: 'progressFeed',
          input: ({ context }) => ({ activityId: context.activityId }),
        },
        { id: 'pageVisibility', src: 'pageVisibility' },
      ],
      states: {
        tasks: {
          description: 'The tasks as last read, and their reload.',
          initial: 'idle',
          on: { 'tasks.reload': '.refreshing' },
          states: {
            idle: {
              description: 'The tasks are shown as last loaded.',
              on: { 'tasks.refresh': 'refreshing' },
            },
            refreshing: {
              description: 'Reloads the completions while the tasks stay shown and claimable.',
              tags: ['refreshing'],
              invoke: {
                id: 'loadTasks',
                src: 'loadTasks',
                input: loadInput,
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'syncTasks', params: ({ event }) => event.output },
                    'announceLoaded',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'keepFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        sync: pushReadSync({
          what: 'the tasks',
          push: 'tasks.progressChanged',
          canRead: 'canReload',
          read: 'requestReload',
          pushedMeanwhile: 'wasPushedMeanwhile',
          initial: 'current',
          description:
            'Pushes only mark the tasks stale; stale tasks are read at most once a second.',
        }),
        page: {
          description: 'Whether the document is shown; a hidden page reads nothing.',
          initial: 'visible',
          states: {
            visible: {
              description: 'The page is shown.',
              on: { 'page.hide': 'hidden' },
            },
            hidden: {
              description: 'The page is hidden: stale tasks wait until it is shown again.',
              on: { 'page.show': 'visible' },
            },
          },
        },
        period: {
          description:
            'A task whose progress belongs to a period (the exchange’s UTC day of an EVERYDAY ' +
            'task) moves to the next one when it ends on the exchange’s clock, page left open.',
          initial: 'checking',
          states: {
            checking: {
              description: 'Looks for the earliest period end among the tasks as last read.',
              always: [{ guard: 'hasPeriodEnd', target: 'waiting' }, { target: 'unbounded' }],
            },
            unbounded: {
              description: 'No task has a period that ends: nothing to wait for.',
              on: { 'tasks.loaded': 'checking' },
            },
            waiting: {
              description: 'Waits for the exchange’s clock to reach the earliest period end.',
              invoke: {
                id: 'periodEnd',
                src: 'periodEnd',
                input: ({ context }) => ({ at: context.periodEnd ?? Number.POSITIVE_INFINITY }),
                onDone: 'ended',
              },
              // A reload may list other tasks, or a period that ends sooner or later.
              on: { 'tasks.loaded': 'checking' },
            },
            ended: {
              description: 'The period ended: the tasks are stale until they are read again.',
              entry: 'markPeriodEnded',
              on: { 'tasks.loaded': 'settling' },
            },
            settling: {
              description:
                'The tasks were read after the period ended; the next period end is looked ' +
                'for a little later, so an exchange still in the old day is not asked in a loop.',
              after: { periodRecheck: 'checking' },
            },
          },
        },
      },
    },
  },
});
