import { assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import {
  type ClaimRoute,
  claimIdempotencyKey,
  claimRouteOf,
  isSamePeriod,
  isUncertainFailure,
} from '../src/domain/claim.ts';
import { type Failure, failureCode, toFailure } from '../src/domain/codes.ts';
import { type TaskCompletion, TaskStatus, type TaskType } from '../src/domain/task.ts';
import { kolBindMachine } from './kol-bind.machine.ts';

/** Which taskCompletions call a task comes from (SPEC §7): beginnerTask, or general's. */
export type TaskListKind = 'beginner' | 'general';

/** What the list hands each task actor it spawns. */
export interface TaskInput {
  activityId: number;
  completion: TaskCompletion;
  /** The list the task belongs to, so the claim and the re-read use its calls; beginner if absent. */
  kind?: TaskListKind;
  /** The general variants' identifier (general/taskCompletions). */
  identifier?: string;
  /** A TradingDepositBonus: its deposit and transfer tasks claim through recharge_trans_task. */
  depositBonus?: boolean;
  /** When the campaign ends on the exchange's clock: a daily period ends then at the latest. */
  campaignEnd?: number;
}

/** Which task of which list an effect is about. */
export interface TaskSource {
  activityId: number;
  taskId: number;
  kind: TaskListKind;
  identifier: string | undefined;
}

/**
 * The input of a claim: the call that pays this task (src/domain/claim.ts) and the same key for
 * a retry whose first answer was lost.
 */
export interface ClaimRewardInput extends TaskSource {
  taskType: TaskType;
  route: ClaimRoute;
  idempotencyKey: string;
}

/** A task's memory: its completion and the state of its claim. */
export interface TaskContext {
  activityId: number;
  kind: TaskListKind;
  identifier: string | undefined;
  depositBonus: boolean;
  /** When the campaign ends on the exchange's clock, if the page knows it. */
  campaignEnd: number | undefined;
  completion: TaskCompletion;
  /** The claim's attempt in its period (0 in a new one, +1 per definitive answer): in its key. */
  claimSeq: number;
  /** The code of the last refused claim, for the view's message. */
  refusal: string | undefined;
  /** Why the last claim or re-read got no answer. */
  failure: Failure | undefined;
}

/** What the view and the task list send. */
export type TaskEvent =
  | { type: 'task.claim' }
  /** Re-reads the task again after a re-read failed. */
  | { type: 'task.recheck' }
  /** A newer completion from the list (reload or websocket push). */
  | { type: 'task.update'; completion: TaskCompletion };

const sourceOf = (context: TaskContext): TaskSource => ({
  activityId: context.activityId,
  taskId: context.completion.taskId,
  kind: context.kind,
  identifier: context.identifier,
});

/** A list update's completion, as the actions and guards below take it. */
type Update = { event: { completion: TaskCompletion } };
const storeUpdate = { type: 'storeCompletion', params: ({ event }: Update) => event } as const;
const toastGranted = {
  type: 'announceGranted',
  params: ({ context }: { context: TaskContext }) => ({ title: context.completion.title }),
} as const;
/** An update of another period: the claim in doubt no longer matters; the new period shows. */
const updateToNewPeriod = {
  guard: { type: 'isOtherPeriod', params: ({ event }: Update) => event },
  target: '#task.routing',
  actions: storeUpdate,
} as const;
/** An update saying this period's reward is granted: the claim in doubt went through. */
const updateToGranted = {
  guard: { type: 'isGrantOfThisPeriod', params: ({ event }: Update) => event },
  target: '#task.granted',
  actions: [storeUpdate, 'settleClaim', 'announceGrant'],
} as const;

/**
 * One task of an activity: its status (PENDING, COMPLETED, GRANTED, UNSATISFIED) as states,
 * and the reward claim of a completed task. A claim whose answer is lost re-reads the task
 * before a retry is offered, and the retry is the same request, so one claim never becomes two.
 * Each completion names its period (the exchange's day for EVERYDAY tasks): a new period is a
 * new claim, and only an answer naming the period shown is taken as its grant.
 */
export const taskMachine = setup({
  types: {
    input: {} as TaskInput,
    context: {} as TaskContext,
    events: {} as TaskEvent,
  },
  actors: {
    /**
     * obtainReward (or general/recharge_trans_task/obtainReward); resolves with the granted
     * task's completion, which names the period the grant is for.
     */
    claimReward: fromPromise<TaskCompletion, ClaimRewardInput>(async () => {
      throw new Error('claimReward is provided by the composition root');
    }),
    /** Reads this task's completion again from its list's taskCompletions call. */
    readTaskStatus: fromPromise<TaskCompletion, TaskSource>(async () => {
      throw new Error('readTaskStatus is provided by the composition root');
    }),
    kolBind: kolBindMachine,
  },
  actions: {
    /** Tells the user the reward they claimed is granted (a toast); the task's title is given. */
    announceGranted: (_, _params: { title: string }) => {},
    /** A completion of another period starts that period's claims afresh (attempt 0). */
    storeCompletion: assign(({ context }, params: { completion: TaskCompletion }) => ({
      completion: params.completion,
      claimSeq: isSamePeriod(params.completion, context.completion) ? context.claimSeq : 0,
    })),
    /** A definitive answer: the next claim is a new request with a new key. */
    settleClaim: assign({ claimSeq: ({ context }) => context.claimSeq + 1, failure: undefined }),
    /**
     * Tells the page that this task's claim was granted, for views of the same activity that
     * count its rewards (the lottery's draws left). Provided by the composition root.
     */
    announceGrant: () => {},
    markGranted: assign({
      completion: ({ context }) => ({ ...context.completion, status: TaskStatus.Granted }),
    }),
    keepRefusal: assign((_, params: { error: unknown }) => ({
      refusal: failureCode(params.error),
      failure: toFailure(params.error),
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    hasStatus: ({ context }, params: { status: TaskStatus }) =>
      context.completion.status === params.status,
    isCompletionStatus: (_, params: { completion: TaskCompletion; status: TaskStatus }) =>
      params.completion.status === params.status,
    isUncertain: (_, params: { error: unknown }) => isUncertainFailure(toFailure(params.error)),
    isThisPeriod: ({ context }, params: { completion: TaskCompletion }) =>
      isSamePeriod(params.completion, context.completion),
    isOtherPeriod: ({ context }, params: { completion: TaskCompletion }) =>
      !isSamePeriod(params.completion, context.completion),
    /** A completion saying the reward of the period the task shows is granted. */
    isGrantOfThisPeriod: ({ context }, params: { completion: TaskCompletion }) =>
      params.completion.status === TaskStatus.Granted &&
      isSamePeriod(params.completion, context.completion),
  },
}).createMachine({
  id: 'task',
  description: 'One task: its status, its progress and the claim of its reward.',
  context: ({ input }) => ({
    activityId: input.activityId,
    kind: input.kind ?? 'beginner',
    identifier: input.identifier,
    depositBonus: input.depositBonus ?? false,
    campaignEnd: input.campaignEnd,
    completion: input.completion,
    claimSeq: 0,
    refusal: undefined,
    failure: undefined,
  }),
  initial: 'routing',
  // The KOL bind task is done on its card: its form lives as long as the task.
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.completion.taskType === 'KOL_BIND') {
      enqueue.spawnChild('kolBind', { id: 'kolBind', input: { activityId: context.activityId } });
    }
  }),
  on: { 'task.update': { target: '.routing', actions: storeUpdate } },
  states: {
    routing: {
      description: 'Follows the status the exchange reported.',
      always: [
        { guard: { type: 'hasStatus', params: { status: 'COMPLETED' } }, target: 'completed' },
        { guard: { type: 'hasStatus', params: { status: 'GRANTED' } }, target: 'granted' },
        { guard: { type: 'hasStatus', params: { status: 'UNSATISFIED' } }, target: 'unsatisfied' },
        { target: 'pending' },
      ],
    },
    pending: {
      description: 'PENDING: the user is working towards the target.',
      tags: ['pending'],
    },
    unsatisfied: {
      description: 'UNSATISFIED: the period ended before the target was reached.',
      tags: ['unsatisfied'],
    },
    granted: {
      description: 'GRANTED: the reward is the user’s; nothing more to claim.',
      tags: ['granted'],
    },
    completed: {
      description: 'COMPLETED: the target is reached and the reward can be claimed.',
      tags: ['completed'],
      initial: 'idle',
      states: {
        idle: {
          description: 'The claim button is offered.',
          tags: ['idle'],
          on: { 'task.claim': 'claiming' },
        },
        claiming: {
          description: 'Claims the reward (obtainReward) with the idempotency key.',
          tags: ['claiming'],
          invoke: {
            id: 'claimReward',
            src: 'claimReward',
            input: ({ context }) => ({
              ...sourceOf(context),
              taskType: context.completion.taskType,
              route: claimRouteOf(context.completion.taskType, context.depositBonus),
              idempotencyKey: claimIdempotencyKey(
                context.activityId,
                context.completion.taskId,
                context.completion.periodKey,
                context.claimSeq,
              ),
            }),
            onDone: [
              {
                guard: {
                  type: 'isThisPeriod',
                  params: ({ event }) => ({ completion: event.output }),
                },
                target: '#task.granted',
                actions: [
                  {
                    type: 'storeCompletion',
                    params: ({ event }) => ({ completion: event.output }),
                  },
                  'markGranted',
                  'settleClaim',
                  toastGranted,
                  'announceGrant',
                ],
              },
              // A grant of another period (a replayed old answer, or the period turned while
              // the claim was in flight) says nothing of this one: the task is read again.
              { target: 'unknown' },
            ],
            onError: [
              {
                guard: { type: 'isUncertain', params: ({ event }) => ({ error: event.error }) },
                target: 'unknown',
                actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'refused',
                actions: [
                  { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
                  'settleClaim',
                ],
              },
            ],
          },
          on: {
            // A claim in flight is never dropped by a list update, unless it says this period's
            // reward is granted.
            'task.update': [
              {
                ...updateToGranted,
                actions: [storeUpdate, 'settleClaim', toastGranted, 'announceGrant'],
              },
              { actions: storeUpdate },
            ],
          },
        },
        refused: {
          description: 'The exchange refused the claim with a code; the user may claim again.',
          // A list update may have moved the task on while the refused claim was in flight.
          tags: ['refused'],
          always: {
            guard: not({ type: 'hasStatus', params: { status: TaskStatus.Completed } }),
            target: '#task.routing',
          },
          on: { 'task.claim': 'claiming' },
        },
        unknown: {
          description: 'The claim got no answer; the task is re-read before any retry.',
          initial: 'rereading',
          states: {
            rereading: {
              description: 'Re-reads the task to learn whether the lost claim was granted.',
              tags: ['rereading'],
              invoke: {
                id: 'readTaskStatus',
                src: 'readTaskStatus',
                input: ({ context }) => sourceOf(context),
                onDone: [
                  {
                    // The period turned: the lost claim was for one that is over. The new
                    // period's status is shown as it is, and its claim starts afresh.
                    guard: {
                      type: 'isOtherPeriod',
                      params: ({ event }) => ({ completion: event.output }),
                    },
                    target: '#task.routing',
                    actions: {
                      type: 'storeCompletion',
                      params: ({ event }) => ({ completion: event.output }),
                    },
                  },
                  {
                    guard: {
                      type: 'isCompletionStatus',
                      params: ({ event }) => ({ completion: event.output, status: 'GRANTED' }),
                    },
                    target: '#task.granted',
                    actions: [
                      {
                        type: 'storeCompletion',
                        params: ({ event }) => ({ completion: event.output }),
                      },
                      'settleClaim',
                      toastGranted,
                      'announceGrant',
                    ],
                  },
                  {
                    guard: {
                      type: 'isCompletionStatus',
                      params: ({ event }) => ({ completion: event.output, status: 'COMPLETED' }),
                    },
                    target: 'retryable',
                    actions: {
                      type: 'storeCompletion',
                      params: ({ event }) => ({ completion: event.output }),
                    },
                  },
                  {
                    target: '#task.routing',
                    actions: {
                      type: 'storeCompletion',
                      params: ({ event }) => ({ completion: event.output }),
                    },
                  },
                ],
                onError: {
                  target: 'unreadable',
                  actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
              on: {
                // The period turned, or the list says the claim went through; else it waits.
                'task.update': [updateToNewPeriod, updateToGranted, { actions: storeUpdate }],
              },
            },
            unreadable: {
              description: 'The re-read failed too; it can be tried again, the claim cannot yet.',
              tags: ['unreadable'],
              on: {
                'task.recheck': 'rereading',
                // A newer completion from the list answers what the re-read could not.
                'task.update': [
                  updateToNewPeriod,
                  updateToGranted,
                  {
                    guard: {
                      type: 'isCompletionStatus',
                      params: ({ event }) => ({
                        completion: event.completion,
                        status: 'COMPLETED',
                      }),
                    },
                    target: 'retryable',
                    actions: storeUpdate,
                  },
                  { target: '#task.routing', actions: storeUpdate },
                ],
              },
            },
            retryable: {
              description: 'Not granted yet: the claim may be retried with the same key.',
              tags: ['retryable'],
              on: { 'task.claim': '#task.completed.claiming' },
            },
          },
        },
      },
    },
  },
});
