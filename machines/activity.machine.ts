import { assign, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate';
import { type ActivityStage, stageAt } from '../src/domain/activity.ts';
import {
  type ActivityVariant,
  applyRequirements,
  variantForDetail,
} from '../src/domain/activity-enrolment.ts';
import { isTipMessage, toFailure } from '../src/domain/codes.ts';
import { chartMarketOf } from '../src/domain/market.ts';
import { hasLiveRanking } from '../src/domain/ranking.ts';
import type {
  ActivityContext,
  ActivityEvent,
  ActivityInput,
  DetailData,
  DetailRequest,
} from './activity.types.ts';
import { activityApplyMachine } from './activity-apply.machine.ts';
import { activityRankingRegion } from './activity-ranking.region.ts';
import { airdropPrizeMachine } from './airdrop-prize.machine.ts';
import { childWhile } from './child-region.ts';
import { eventGateMachine } from './event-gate.machine.ts';
import { liveRankingMachine } from './live-ranking.machine.ts';
import { priceChartMachine } from './price-chart.machine.ts';
import { taskListMachine } from './task-list.machine.ts';

export type {
  ActivityContext,
  ActivityEvent,
  ActivityInput,
  DetailData,
  DetailRequest,
} from './activity.types.ts';

const serverNow = (context: ActivityContext) => context.now + context.serverOffset;

/** The stage on the exchange's clock; the detail is always there once the activity is ready. */
const stageOf = (context: ActivityContext): ActivityStage =>
  stageAt(context.detail?.startTime ?? 0, context.detail?.endTime ?? 0, serverNow(context));

/** A deadline of the detail (start or end, server clock) as a moment of the local clock. */
const localDeadline = (context: ActivityContext, key: 'startTime' | 'endTime') =>
  (context.detail?.[key] ?? 0) - context.serverOffset;

/** A stage's timer: at its deadline the clock moves on and the stage is worked out again. */
const untilDeadline = (key: 'startTime' | 'endTime') =>
  ({
    id: 'waitUntil',
    src: 'waitUntil',
    input: ({ context }: { context: ActivityContext }) => ({ at: localDeadline(context, key) }),
    onDone: {
      target: 'evaluating',
      actions: {
        type: 'syncClock',
        params: ({ event }: { event: { output: number } }) => ({ now: event.output }),
      },
    },
  }) as const;

/** The one detail call, for the first load and every reload. */
const detailRequestOf = ({ context }: { context: ActivityContext }): DetailRequest => ({
  activityId: context.activityId!,
  variant: context.variant,
  loggedIn: context.loggedIn,
});

/**
 * An activity's detail page: the id (resolved from the alias on /events paths), the detail,
 * the stage moving live on the exchange's clock, and its children while the detail is shown:
 * enrolment (`activityApply`), the trader's tasks (`taskList`), the price chart (`priceChart`),
 * the visibility check (`eventGate`) and an airdrop's prize (`airdropPrize`).
 */
/** Where a failed look-up of the activity (its id, its detail) leads: not found, or failed. */
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const notFoundOrFailed = [
  {
    guard: { type: 'isMissingAnswer', params: errorOf },
    target: 'notFound',
    actions: { type: 'keepFailure', params: errorOf },
  },
  { target: 'failed', actions: { type: 'keepFailure', params: errorOf } },
] as const;

export const activityMachine = setup({
  types: {
    input: {} as ActivityInput,
    context: {} as ActivityContext,
    events: {} as ActivityEvent,
  },
  actors: {
    /** getActivityId, or general/getActivityId for the general variant; a failure throws. */
    getActivityId: fromPromise<number, { alias: string; variant: ActivityVariant }>(async () => {
      throw new Error('getActivityId is provided by the composition root');
    }),
    /** The detail with the trader's token, or the no-login detail for a visitor. */
    loadDetail: fromPromise<DetailData, DetailRequest>(async () => {
      throw new Error('loadDetail is provided by the composition root');
    }),
    /** Resolves with the local clock once it reaches `at` (local epoch ms), at once if past. */
    waitUntil: fromPromise<number, { at: number }>(async () => {
      throw new Error('waitUntil is provided by the composition root');
    }),
    /**
     * Sends `activity.refresh` when the exchange's clock jumps (a `clock` push), so the stage
     * follows it. Without a socket it sends nothing.
     */
    clockFeed: fromCallback<ActivityEvent>(() => () => {}),
    activityApply: activityApplyMachine,
    taskList: taskListMachine,
    priceChart: priceChartMachine,
    liveRanking: liveRankingMachine,
    eventGate: eventGateMachine,
    airdropPrize: airdropPrizeMachine,
  },
  actions: {
    storeActivityId: assign((_, params: { activityId: number }) => ({
      activityId: params.activityId,
    })),
    storeDetail: assign(({ context }, data: DetailData) => ({
      detail: data.detail,
      variant: variantForDetail(context.variant, data.detail),
      serverOffset: data.serverTime - data.receivedAt,
      now: data.receivedAt,
      failure: undefined,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    /** The first view is shown once; a retry or reload asks the exchange. */
    dropFirstView: assign({ firstView: undefined }),
    syncClock: assign((_, params: { now: number }) => ({ now: params.now })),
    announceReload: raise({ type: 'activity.detailReloaded' }),
    /** Raised, so it reaches the ranking of a page opened after the end once that runs. */
    announceEnd: raise({ type: 'activity.ended' }),
    endRanking: sendTo('liveRanking', { type: 'ranking.end' as const }),
    /**
     * Enrolment's one source of the stage and requirements. Sent from each stage's entry, so it
     * runs when enrolment starts, when the stage moves and after every reload.
     */
    tellEnrolment: sendTo('activityApply', ({ context }, params: { stage: ActivityStage }) => ({
      type: 'activity.factsChanged' as const,
      stage: params.stage,
      requirements: applyRequirements(context.detail!),
    })),
  },
  guards: {
    hasFirstView: ({ context }) =>
      context.firstView !== undefined && context.activityId !== undefined,
    hasActivityId: ({ context }) => context.activityId !== undefined,
    hasAlias: ({ context }) => context.alias !== undefined && context.alias !== '',
    /**
     * The exchange answered that there is no such activity, or none it shows this viewer (51020
     * to getActivityId or the detail): an answer, so asking again changes nothing.
     */
    isMissingAnswer: (_, params: { error: unknown }) => isTipMessage(toFailure(params.error)),
    isLoggedIn: ({ context }) => context.loggedIn,
    hasFeaturedPair: ({ context }) => Boolean(context.detail?.featuredPair),
    /** Competitions and team activities rank traders by volume on their featured pair. */
    hasLiveRanking: ({ context }) =>
      Boolean(context.detail?.featuredPair) && hasLiveRanking(context.detail?.type ?? 0),
    isStage: ({ context }, params: { stage: ActivityStage }) => stageOf(context) === params.stage,
  },
}).createMachine({
  id: 'activity',
  description: 'One activity: its detail, its live stage and enrolment.',
  context: ({ input }) => ({
    activityId: input.activityId,
    alias: input.alias,
    variant: input.variant,
    loggedIn: input.loggedIn,
    inApp: input.inApp,
    now: input.now,
    serverOffset: 0,
    detail: undefined,
    failure: undefined,
    firstView: input.firstView,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      description:
        'Shows the detail the page came with, or knows the id, or resolves it from the alias.',
      always: [
        {
          guard: 'hasFirstView',
          target: 'ready',
          actions: [
            { type: 'storeDetail', params: ({ context }) => context.firstView! },
            'dropFirstView',
          ],
        },
        { guard: 'hasActivityId', target: 'loading' },
        { guard: 'hasAlias', target: 'resolvingId' },
        { target: 'notFound' },
      ],
    },
    resolvingId: {
      description: 'Resolves the id from the alias (getActivityId; general/ on /events).',
      invoke: {
        id: 'getActivityId',
        src: 'getActivityId',
        input: ({ context }) => ({ alias: context.alias ?? '', variant: context.variant }),
        onDone: {
          target: 'loading',
          actions: {
            type: 'storeActivityId',
            params: ({ event }) => ({ activityId: event.output }),
          },
        },
        onError: notFoundOrFailed,
      },
    },
    loading: {
      description: 'Loads the detail (a visitor’s without login); skeletons hold its place.',
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: detailRequestOf,
        onDone: {
          target: 'ready',
          actions: { type: 'storeDetail', params: ({ event }) => event.output },
        },
        onError: notFoundOrFailed,
      },
    },
    notFound: {
      description:
        'No such activity: the address names none, or the exchange answers 51020 (unknown id or alias). No retry; a link back to the list.',
    },
    failed: {
      description:
        'The id or the detail could not be loaded (network, time-out, server error); the reason and a retry are shown.',
      on: { 'activity.retry': 'resolving' },
    },
    ready: {
      description:
        'Shows the detail, its stage and enrolment, once the exchange says it is shown (eventGate).',
      type: 'parallel',
      invoke: [
        { id: 'clockFeed', src: 'clockFeed' },
        {
          id: 'activityApply',
          src: 'activityApply',
          input: ({ context }) => ({
            activityId: context.activityId!,
            identifier: context.detail!.identifier,
            variant: context.variant,
            loggedIn: context.loggedIn,
            inApp: context.inApp,
          }),
        },
        {
          id: 'eventGate',
          src: 'eventGate',
          input: ({ context }) => ({ activityId: context.activityId!, variant: context.variant }),
        },
        {
          id: 'airdropPrize',
          src: 'airdropPrize',
          input: ({ context }) => ({
            prizeId: context.detail!.airdropPrizeId,
            loggedIn: context.loggedIn,
          }),
        },
      ],
      states: {
        stage: {
          description: 'The stage on the exchange’s clock, moved on at absolute deadlines.',
          initial: 'evaluating',
          on: { 'activity.detailReloaded': '.evaluating' },
          states: {
            evaluating: {
              description: 'Works out the stage from the times and the clock.',
              always: [
                {
                  guard: { type: 'isStage', params: { stage: 'NOT_START' } },
                  target: 'notStarted',
                },
                {
                  guard: { type: 'isStage', params: { stage: 'IN_PROGRESS' } },
                  target: 'inProgress',
                },
                { target: 'finished' },
              ],
            },
            notStarted: {
              description: 'NOT_START: counts down to the start.',
              entry: { type: 'tellEnrolment', params: { stage: 'NOT_START' } },
              invoke: untilDeadline('startTime'),
            },
            inProgress: {
              description: 'IN_PROGRESS: counts down to the end.',
              entry: { type: 'tellEnrolment', params: { stage: 'IN_PROGRESS' } },
              invoke: untilDeadline('endTime'),
            },
            finished: {
              description: 'FINISHED: the results stay shown.',
              entry: [{ type: 'tellEnrolment', params: { stage: 'FINISHED' } }, 'announceEnd'],
            },
          },
        },
        chart: childWhile({
          reload: 'activity.detailReloaded',
          description: 'The featured pair’s price chart, its own actor while the detail names one.',
          decides: 'Trading activities name a featured pair; others have no chart.',
          guard: 'hasFeaturedPair',
          none: 'No featured pair: no chart.',
          run: 'shown',
          running: {
            description: 'The chart actor loads and follows the pair.',
            invoke: {
              id: 'priceChart',
              src: 'priceChart',
              input: ({ context }: { context: ActivityContext }) => ({
                symbol: context.detail?.featuredPair ?? '',
                market: chartMarketOf(context.detail?.type ?? 0),
              }),
            },
          },
        }),
        tasks: {
          description: 'A trader’s tasks, one list actor for the page’s life (a reload keeps it).',
          initial: 'routing',
          states: {
            routing: {
              description: 'A trader has tasks; a visitor is asked to log in.',
              always: [{ guard: 'isLoggedIn', target: 'shown' }, { target: 'visitor' }],
            },
            visitor: { description: 'A visitor: no tasks until they log in.' },
            shown: {
              description: 'The task list actor loads the tasks and runs one actor per task.',
              invoke: {
                id: 'taskList',
                src: 'taskList',
                input: ({ context }) => ({
                  activityId: context.activityId!,
                  identifier: context.detail!.identifier,
                  kind: context.variant === 'standard' ? 'beginner' : 'general',
                  depositBonus: context.variant === 'nonProductized',
                  campaignEnd: context.detail!.endTime,
                  now: context.now,
                }),
              },
            },
          },
        },
        ranking: activityRankingRegion,
        detail: {
          description: 'The detail shown, reloaded on demand without hiding it.',
          initial: 'shown',
          states: {
            shown: {
              description: 'The detail as last loaded.',
              on: { 'activity.refresh': 'refreshing' },
            },
            refreshing: {
              description: 'Reloads the detail; the stage is worked out again and tells enrolment.',
              invoke: {
                id: 'loadDetail',
                src: 'loadDetail',
                input: detailRequestOf,
                onDone: {
                  target: 'shown',
                  actions: [
                    { type: 'storeDetail', params: ({ event }) => event.output },
                    'announceReload',
                  ],
                },
                onError: {
                  target: 'shown',
                  actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
  },
});
