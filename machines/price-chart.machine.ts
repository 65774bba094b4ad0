import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import { type Candle, type ChartMarket, KLINE_LIMIT } from '../src/domain/market.ts';

/** The featured pair an activity's chart follows, and the market its pushes come from. */
export interface PriceChartInput {
  symbol: string;
  market: ChartMarket;
}

/** The chart's memory: its pair and the candles shown. */
export interface PriceChartContext extends PriceChartInput {
  /** The featured pair's 1-minute candles, oldest first (at most KLINE_LIMIT). */
  candles: Candle[];
  /** Why the candles could not be loaded. */
  failure: Failure | undefined;
}

/** What the view and the market feed send. */
export type PriceChartEvent =
  | { type: 'chart.retry' }
  /** A market push: the candle in progress of the featured pair (kline.1m). */
  | { type: 'chart.candle'; candle: Candle };

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

/**
 * An activity's price chart: the featured pair's last 1-minute candles, kept live by market
 * pushes. Spawned by the activity while its detail names a pair; its feed lives as long as the
 * chart is live.
 */
export const priceChartMachine = setup({
  types: {
    input: {} as PriceChartInput,
    context: {} as PriceChartContext,
    events: {} as PriceChartEvent,
  },
  actors: {
    /** The kline quote of a pair: 1-minute candles, KLINE_LIMIT of them, oldest first. */
    loadCandles: fromPromise<Candle[], { symbol: string }>(async () => {
      throw new Error('loadCandles is provided by the composition root');
    }),
    /**
     * Sends `chart.candle` for each market push of the pair (kline.1m), while the chart is live:
     * from the public socket for a spot pair, from the contract socket (SPEC §7 `/websocket`)
     * for its perpetual on a contract activity.
     */
    candleFeed: fromCallback<PriceChartEvent, PriceChartInput>(() => () => {}),
  },
  actions: {
    storeCandles: assign((_, params: { candles: Candle[] }) => ({
      candles: params.candles.slice(-KLINE_LIMIT),
      failure: undefined,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    mergeCandle: assign(({ context }, params: { candle: Candle }) => ({
      candles: mergeCandle(context.candles, params.candle),
    })),
  },
}).createMachine({
  id: 'priceChart',
  description: 'The featured pair’s 1-minute price chart, kept live by market pushes.',
  context: ({ input }) => ({
    symbol: input.symbol,
    market: input.market,
    candles: [],
    failure: undefined,
  }),
  initial: 'fetching',
  states: {
    fetching: {
      description: 'Loads the last KLINE_LIMIT 1-minute candles (kline).',
      tags: ['fetching'],
      invoke: {
        id: 'loadCandles',
        src: 'loadCandles',
        input: ({ context }) => ({ symbol: context.symbol }),
        onDone: {
          target: 'live',
          actions: { type: 'storeCandles', params: ({ event }) => ({ candles: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The candles could not be loaded; a retry is offered.',
      tags: ['failed'],
      on: { 'chart.retry': 'fetching' },
    },
    live: {
      description: 'Shows the candles; each market push moves the minute in progress.',
      tags: ['live'],
      invoke: {
        id: 'candleFeed',
        src: 'candleFeed',
        input: ({ context }) => ({ symbol: context.symbol, market: context.market }),
      },
      on: {
        'chart.candle': {
          actions: { type: 'mergeCandle', params: ({ event }) => ({ candle: event.candle }) },
        },
      },
    },
  },
});
