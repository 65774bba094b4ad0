import { assign, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate';
import { type ActivityStage, ActivityType, stageAt } from '../src/domain/activity.ts';
import type { ActivityDetail } from '../src/domain/activity-detail.ts';
import { type ActivityVariant, applyRequirements } from '../src/domain/activity-enrolment.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import { type Candle, type ChartMarket, chartMarketOf, KLINE_LIMIT } from '../src/domain/market.ts';
import { hasLiveRanking, type LiveRanking } from '../src/domain/ranking.ts';
import { activityApplyMachine } from './activity-apply.machine.ts';
import { airdropPrizeMachine } from './airdrop-prize.machine.ts';
import { eventGateMachine } from './event-gate.machine.ts';

/** What the page knows when it opens an activity. */
export interface ActivityInput {
  activityId?: number;
  /** On /events paths the page knows the alias; the id is resolved from it. */
  alias?: string;
  variant: ActivityVariant;
  loggedIn: boolean;
  inApp: boolean;
  /** The local clock when the page opened. */
  now: number;
  /** The detail the page came with (its first view): shown at once instead of loaded. */
  firstView?: DetailData;
}

/** What one load of the detail brings: the detail, and the server's clock when it answered. */
export interface DetailData {
  detail: ActivityDetail;
  serverTime: number;
  /** The local clock when the answer arrived. */
  receivedAt: number;
}

/** detail / noLoginDetail, or their general and nonProductized variants. */
export interface DetailRequest {
  activityId: number;
  variant: ActivityVariant;
}

/** The page's memory: the activity, its detail and the clocks. */
export interface ActivityContext {
  activityId: number | undefined;
  alias: string | undefined;
  variant: ActivityVariant;
  loggedIn: boolean;
  inApp: boolean;
  /** The local clock at the last answer or deadline. */
  now: number;
  /** Server clock minus local clock: stages follow the exchange's time. */
  serverOffset: number;
  detail: ActivityDetail | undefined;
  failure: Failure | undefined;
  /** The featured pair's 1-minute candles, oldest first (at most KLINE_LIMIT). */
  candles: Candle[];
  /** The live ranking of a competition or team activity, as the stream socket last pushed it. */
  ranking: LiveRanking | undefined;
  /** Why the chart could not be loaded. */
  chartFailure: Failure | undefined;
  /** The page's first view until it is shown; then undefined. */
  firstView: DetailData | undefined;
}

/** What the view (and the page itself, after a reload) sends. */
export type ActivityEvent =
  | { type: 'activity.retry' }
  /** Reload the detail and the apply status, e.g. after a websocket push. */
  | { type: 'activity.refresh' }
  /** Raised after a reload, so the stage is worked out again from the new times. */
  | { type: 'activity.detailReloaded' }
  | { type: 'chart.retry' }
  /** A market push: the candle in progress of the featured pair (kline.1m). */
  | { type: 'chart.candle'; candle: Candle }
  /** A stream push: the activity's live ranking (SPEC §7 `/v1/stream`). */
  | { type: 'ranking.update'; ranking: LiveRanking };

/** Neither an id nor an alias in the address: there is nothing to load. */
export const MISSING_ACTIVITY: Failure = { kind: 'malformed' };

/**
 * The calls an activity's page uses once its detail is known. A TradingDepositBonus is a custom
 * (non-productized) campaign, so on an /activity path it continues with the nonProductized
 * calls; on an /events path the general ones serve every type.
 */
export function variantForDetail(
  variant: ActivityVariant,
  detail: ActivityDetail,
): ActivityVariant {
  return variant === 'standard' && detail.type === ActivityType.TradingDepositBonus
    ? 'nonProductized'
    : variant;
}

/**
 * The candles after a push: the minute in progress is replaced, a new minute is appended (the
 * oldest dropped past KLINE_LIMIT), and a push older than the last candle is ignored.
 */
export function mergeCandle(candles: readonly Candle[], candle: Candle): Candle[] {
  const last = candles.at(-1);
  if (last && candle.time < last.time) return [...candles];
  if (last && candle.time === last.time) return [...candles.slice(0, -1), candle];
  return [...candles, candle].slice(-KLINE_LIMIT);
}

const serverNow = (context: ActivityContext) => context.now + context.serverOffset;

/** The stage on the exchange's clock; the detail is always there once the activity is ready. */
const stageOf = (context: ActivityContext): ActivityStage =>
  stageAt(context.detail?.startTime ?? 0, context.detail?.endTime ?? 0, serverNow(context));

/** A deadline of the detail (start or end, server clock) as a moment of the local clock. */
const localDeadline = (context: ActivityContext, key: 'startTime' | 'endTime') =>
  (context.detail?.[key] ?? 0) - context.serverOffset;

/**
 * An activity's detail page: the id (resolved from the alias on /events paths), the detail,
 * the stage moving live on the exchange's clock, and the enrolment flow as the child actor
 * `activityApply`.
 */
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
    loadDetail: fromPromise<DetailData, DetailRequest>(async () => {
      throw new Error('loadDetail is provided by the composition root');
    }),
    loadNoLoginDetail: fromPromise<DetailData, DetailRequest>(async () => {
      throw new Error('loadNoLoginDetail is provided by the composition root');
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
    /** The kline quote of a pair: 1-minute candles, KLINE_LIMIT of them, oldest first. */
    loadCandles: fromPromise<Candle[], { symbol: string }>(async () => {
      throw new Error('loadCandles is provided by the composition root');
    }),
    /**
     * Sends `chart.candle` for each market push of the pair (kline.1m), while the chart is live:
     * from the public socket for a spot pair, from the contract socket (SPEC §7 `/websocket`)
     * for its perpetual on a contract activity.
     */
    candleFeed: fromCallback<ActivityEvent, { symbol: string; market: ChartMarket }>(
      () => () => {},
    ),
    /**
     * Opens the stream socket (SPEC §7 `/v1/stream`), subscribes to the activity's live ranking
     * and sends `ranking.update` for each push, while the ranking is followed.
     */
    rankingFeed: fromCallback<ActivityEvent, { activityId: number }>(() => () => {}),
    activityApply: activityApplyMachine,
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
    failMissingActivity: assign({ failure: MISSING_ACTIVITY }),
    syncClock: assign((_, params: { now: number }) => ({ now: params.now })),
    storeCandles: assign((_, params: { candles: Candle[] }) => ({
      candles: params.candles.slice(-KLINE_LIMIT),
      chartFailure: undefined,
    })),
    keepChartFailure: assign((_, params: { error: unknown }) => ({
      chartFailure: toFailure(params.error),
    })),
    storeRanking: assign((_, params: { ranking: LiveRanking }) => ({ ranking: params.ranking })),
    mergeCandle: assign(({ context }, params: { candle: Candle }) => ({
      candles: mergeCandle(context.candles, params.candle),
    })),
    announceReload: raise({ type: 'activity.detailReloaded' }),
    notifyStage: sendTo('activityApply', (_, params: { stage: ActivityStage }) => ({
      type: 'activity.stageChanged' as const,
      stage: params.stage,
    })),
    notifyDetail: sendTo('activityApply', ({ context }) => ({
      type: 'activity.detailChanged' as const,
      requirements: applyRequirements(context.detail!),
    })),
  },
  guards: {
    hasFirstView: ({ context }) =>
      context.firstView !== undefined && context.activityId !== undefined,
    hasActivityId: ({ context }) => context.activityId !== undefined,
    hasAlias: ({ context }) => context.alias !== undefined && context.alias !== '',
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
    candles: [],
    chartFailure: undefined,
    ranking: undefined,
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
            assign({ firstView: undefined }),
          ],
        },
        { guard: 'hasActivityId', target: 'loading' },
        { guard: 'hasAlias', target: 'resolvingId' },
        { target: 'failed', actions: 'failMissingActivity' },
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
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loading: {
      description: 'Loads the detail; skeletons hold its place.',
      initial: 'routing',
      states: {
        routing: {
          description: 'A trader gets the detail, a visitor the no-login detail.',
          always: [{ guard: 'isLoggedIn', target: 'detail' }, { target: 'noLoginDetail' }],
        },
        detail: {
          description: 'Loads the detail with the trader’s token.',
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ activityId: context.activityId!, variant: context.variant }),
            onDone: {
              target: '#activity.ready',
              actions: { type: 'storeDetail', params: ({ event }) => event.output },
            },
            onError: {
              target: '#activity.failed',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        noLoginDetail: {
          description: 'Loads the detail a visitor sees.',
          invoke: {
            id: 'loadNoLoginDetail',
            src: 'loadNoLoginDetail',
            input: ({ context }) => ({ activityId: context.activityId!, variant: context.variant }),
            onDone: {
              target: '#activity.ready',
              actions: { type: 'storeDetail', params: ({ event }) => event.output },
            },
            onError: {
              target: '#activity.failed',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    failed: {
      description: 'The id or the detail could not be loaded; the reason and a retry are shown.',
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
            stage: stageOf(context),
            requirements: applyRequirements(context.detail!),
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
              entry: { type: 'notifyStage', params: { stage: 'NOT_START' } },
              invoke: {
                id: 'waitUntil',
                src: 'waitUntil',
                input: ({ context }) => ({ at: localDeadline(context, 'startTime') }),
                onDone: {
                  target: 'evaluating',
                  actions: { type: 'syncClock', params: ({ event }) => ({ now: event.output }) },
                },
              },
            },
            inProgress: {
              description: 'IN_PROGRESS: counts down to the end.',
              entry: { type: 'notifyStage', params: { stage: 'IN_PROGRESS' } },
              invoke: {
                id: 'waitUntil',
                src: 'waitUntil',
                input: ({ context }) => ({ at: localDeadline(context, 'endTime') }),
                onDone: {
                  target: 'evaluating',
                  actions: { type: 'syncClock', params: ({ event }) => ({ now: event.output }) },
                },
              },
            },
            finished: {
              description: 'FINISHED: the results stay shown.',
              entry: { type: 'notifyStage', params: { stage: 'FINISHED' } },
            },
          },
        },
        chart: {
          description: 'The featured pair’s 1-minute price chart, kept live by market pushes.',
          initial: 'routing',
          on: { 'activity.detailReloaded': '.routing' },
          states: {
            routing: {
              description: 'Trading activities name a featured pair; others have no chart.',
              always: [{ guard: 'hasFeaturedPair', target: 'fetching' }, { target: 'none' }],
            },
            none: { description: 'No featured pair: no chart.' },
            fetching: {
              description: 'Loads the last KLINE_LIMIT 1-minute candles (kline).',
              invoke: {
                id: 'loadCandles',
                src: 'loadCandles',
                input: ({ context }) => ({ symbol: context.detail?.featuredPair ?? '' }),
                onDone: {
                  target: 'live',
                  actions: {
                    type: 'storeCandles',
                    params: ({ event }) => ({ candles: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'keepChartFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            failed: {
              description: 'The candles could not be loaded; a retry is offered.',
              on: { 'chart.retry': 'fetching' },
            },
            live: {
              description: 'Shows the candles; each market push moves the minute in progress.',
              invoke: {
                id: 'candleFeed',
                src: 'candleFeed',
                input: ({ context }) => ({
                  symbol: context.detail?.featuredPair ?? '',
                  market: chartMarketOf(context.detail?.type ?? 0),
                }),
              },
              on: {
                'chart.candle': {
                  actions: {
                    type: 'mergeCandle',
                    params: ({ event }) => ({ candle: event.candle }),
                  },
                },
              },
            },
          },
        },
        ranking: {
          description: 'The live ranking of a competition or team activity, on the stream socket.',
          initial: 'routing',
          on: { 'activity.detailReloaded': '.routing' },
          states: {
            routing: {
              description: 'Competitions and team activities with a featured pair are ranked.',
              always: [{ guard: 'hasLiveRanking', target: 'following' }, { target: 'none' }],
            },
            none: { description: 'No ranking for this activity.' },
            following: {
              description: 'Subscribed on the stream socket for as long as the page is open.',
              invoke: {
                id: 'rankingFeed',
                src: 'rankingFeed',
                input: ({ context }) => ({ activityId: context.detail?.activityId ?? 0 }),
              },
              initial: 'waiting',
              on: {
                'ranking.update': {
                  target: '.live',
                  actions: {
                    type: 'storeRanking',
                    params: ({ event }) => ({ ranking: event.ranking }),
                  },
                },
              },
              states: {
                waiting: { description: 'Waits for the first ranking.' },
                live: { description: 'Shows the ranking; each push replaces it.' },
              },
            },
          },
        },
        detail: {
          description: 'The detail shown, reloaded on demand without hiding it.',
          initial: 'shown',
          states: {
            shown: {
              description: 'The detail as last loaded.',
              on: { 'activity.refresh': 'refreshing' },
            },
            refreshing: {
              description: 'Reloads the detail; then enrolment re-checks the apply status.',
              initial: 'routing',
              states: {
                routing: {
                  description: 'The same call as the first load.',
                  always: [{ guard: 'isLoggedIn', target: 'detail' }, { target: 'noLoginDetail' }],
                },
                detail: {
                  description: 'Reloads the detail with the trader’s token.',
                  invoke: {
                    id: 'loadDetail',
                    src: 'loadDetail',
                    input: ({ context }) => ({
                      activityId: context.activityId!,
                      variant: context.variant,
                    }),
                    onDone: {
                      target: '#activity.ready.detail.shown',
                      actions: [
                        { type: 'storeDetail', params: ({ event }) => event.output },
                        'announceReload',
                        'notifyDetail',
                      ],
                    },
                    onError: {
                      target: '#activity.ready.detail.shown',
                      actions: {
                        type: 'keepFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                noLoginDetail: {
                  description: 'Reloads the detail a visitor sees.',
                  invoke: {
                    id: 'loadNoLoginDetail',
                    src: 'loadNoLoginDetail',
                    input: ({ context }) => ({
                      activityId: context.activityId!,
                      variant: context.variant,
                    }),
                    onDone: {
                      target: '#activity.ready.detail.shown',
                      actions: [
                        { type: 'storeDetail', params: ({ event }) => event.output },
                        'announceReload',
                        'notifyDetail',
                      ],
                    },
                    onError: {
                      target: '#activity.ready.detail.shown',
                      actions: {
                        type: 'keepFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
