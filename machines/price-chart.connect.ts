import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { Candle } from '../src/domain/market.ts';
import type { PriceChartEvent, priceChartMachine } from './price-chart.machine.ts';

type PriceChartSnapshot = SnapshotFrom<typeof priceChartMachine>;

/** Where the chart stands, for `data-state`: fetching, failed or live. */
export type PriceChartState = 'fetching' | 'failed' | 'live';

/** Everything the chart's view needs. */
export interface PriceChartApi {
  state: PriceChartState;
  /** The featured pair's 1-minute candles, oldest first. */
  candles: readonly Candle[];
  /** Why the candles could not be loaded, while the retry is shown. */
  failure: Failure | undefined;
  canRetry: boolean;
  retry: () => void;
}

/** The chart's view API, read from its snapshot's tags. */
export function connectPriceChart(
  s: PriceChartSnapshot,
  send: (event: PriceChartEvent) => void,
): PriceChartApi {
  const state: PriceChartState = s.hasTag('live')
    ? 'live'
    : s.hasTag('failed')
      ? 'failed'
      : 'fetching';
  return {
    state,
    candles: s.context.candles,
    failure: state === 'failed' ? s.context.failure : undefined,
    canRetry: s.can({ type: 'chart.retry' }),
    retry: () => send({ type: 'chart.retry' }),
  };
}
