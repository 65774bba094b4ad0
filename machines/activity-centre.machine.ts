import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ActivitySummary, Banner } from '../src/domain/activity.ts';
import { ALL_ACTIVITIES, type CentreFilter } from '../src/domain/centre-filter.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';

export type { CentreFilter };

/** What one load of the centre brings: the lists, and the server's clock when it answered. */
export interface CentreData {
  activities: ActivitySummary[];
  banners: Banner[];
  serverTime: number;
  /** The local clock when the answer arrived, to measure the offset to the server's clock. */
  receivedAt: number;
}

export interface CentreInput {
  /** The local clock when the centre opened. */
  now: number;
  /** The answers the page came with (its first view): shown at once instead of loaded. */
  firstView?: CentreData;
  /** The filter the page's address names (a reload, a link, the back button); all if absent. */
  filter?: CentreFilter;
}

export interface CentreContext {
  filter: CentreFilter;
  activities: ActivitySummary[];
  banners: Banner[];
  /** The local clock, advanced by the ticker each second. */
  now: number;
  /** Server clock minus local clock: stages and countdowns follow the exchange's time. */
  serverOffset: number;
  failure: Failure | undefined;
  /** The page's first view until it is shown; then undefined. */
  firstView: CentreData | undefined;
}

export type CentreEvent =
  | { type: 'centre.retry' }
  | { type: 'centre.refresh' }
  | { type: 'centre.tick'; now: number }
  | { type: 'centre.filter'; filter: CentreFilter }
  /** The exchange told its clock (a push when it moves, or on connecting). */
  | { type: 'centre.clockSynced'; serverTime: number; receivedAt: number };

/** What the centre shows of one answer, with the offset of the exchange's clock to ours. */
const shownData = (data: CentreData) => ({
  activities: data.activities,
  banners: data.banners,
  serverOffset: data.serverTime - data.receivedAt,
  now: data.receivedAt,
});

/**
 * The activity centre: banners and activities loaded once, then a clock ticking each second
 * so that every countdown and stage moves live without another call.
 */
export const activityCentreMachine = setup({
  types: {
    input: {} as CentreInput,
    context: {} as CentreContext,
    events: {} as CentreEvent,
  },
  actors: {
    loadCentre: fromPromise<CentreData>(async () => {
      throw new Error('loadCentre is provided by the composition root');
    }),
    /**
     * Sends centre.tick with the local time once a second, and centre.clockSynced whenever the
     * exchange tells its clock, until the state is left.
     */
    ticker: fromCallback<CentreEvent>(() => () => {}),
  },
  actions: {
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    storeNow: assign((_, params: { now: number }) => ({ now: params.now })),
    storeFilter: assign((_, params: { filter: CentreFilter }) => ({ filter: params.filter })),
    /** Writes the filter into the page's address, so a reload or going back keeps it. */
    keepFilterInAddress: (_, _params: { filter: CentreFilter }) => {},
    syncClock: assign((_, params: { serverTime: number; receivedAt: number }) => ({
      serverOffset: params.serverTime - params.receivedAt,
      now: params.receivedAt,
    })),
    storeCentreData: assign((_, data: CentreData) => ({ ...shownData(data), failure: undefined })),
    /** Shows the page's first view, once: a refresh later loads afresh. */
    useFirstView: assign(({ context }) => ({
      ...shownData(context.firstView!),
      firstView: undefined,
    })),
  },
  guards: {
    hasFirstView: ({ context }) => context.firstView !== undefined,
  },
}).createMachine({
  id: 'activityCentre',
  description: 'Banners and activities with live stages and countdowns.',
  context: ({ input }) => ({
    filter: input.filter ?? ALL_ACTIVITIES,
    activities: [],
    banners: [],
    now: input.now,
    serverOffset: 0,
    failure: undefined,
    firstView: input.firstView,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Shows the answers the page came with at once, or loads them.',
      tags: ['loading'],
      always: [
        { guard: 'hasFirstView', target: 'ready', actions: 'useFirstView' },
        { target: 'loading' },
      ],
    },
    loading: {
      description: 'Loads banners and activities; skeletons hold their place.',
      tags: ['loading'],
      invoke: {
        id: 'loadCentre',
        src: 'loadCentre',
        onDone: {
          target: 'ready',
          actions: { type: 'storeCentreData', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      description:
        'Shows the lists; the ticker moves countdowns and stages each second, on the exchange’s clock.',
      tags: ['ready'],
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'centre.tick': { actions: { type: 'storeNow', params: ({ event }) => event } },
        'centre.filter': {
          actions: [
            { type: 'storeFilter', params: ({ event }) => event },
            { type: 'keepFilterInAddress', params: ({ event }) => event },
          ],
        },
        'centre.clockSynced': { actions: { type: 'syncClock', params: ({ event }) => event } },
        'centre.refresh': 'loading',
      },
    },
    failed: {
      description: 'The lists could not be loaded; a retry is offered.',
      tags: ['failed'],
      on: { 'centre.retry': 'loading' },
    },
  },
});
