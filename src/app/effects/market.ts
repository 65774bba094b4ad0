import { fromCallback, fromPromise } from 'xstate';
import type { ActivityEvent } from '../../../machines/activity.machine.ts';
import { type Candle, KLINE_INTERVAL, KLINE_LIMIT } from '../../domain/market.ts';
import type { AppServices } from './services.ts';

/**
 * The price chart's effects: the kline quote (1-minute candles, KLINE_LIMIT of them) and the
 * public websocket's `kline.1m` pushes of the same pair.
 */
export function provideMarketActors(services: AppServices) {
  return {
    loadCandles: fromPromise<Candle[], { symbol: string }>(async ({ input, signal }) => {
      const answer = await services.client(
        'kline',
        { symbol: input.symbol, interval: KLINE_INTERVAL, limit: KLINE_LIMIT },
        { signal },
      );
      return [...answer.list].sort((a, b) => a.time - b.time);
    }),
    candleFeed: fromCallback<ActivityEvent, { symbol: string }>(({ sendBack, input }) =>
      services.feed.on('kline.1m', (push) => {
        if (push.symbol !== input.symbol) return;
        const { time, open, high, low, close, volume } = push;
        sendBack({ type: 'chart.candle', candle: { time, open, high, low, close, volume } });
      }),
    ),
  };
}
