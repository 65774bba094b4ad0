import { fromCallback, fromPromise } from 'xstate';
import {
  type LiveRankingEvent,
  liveRankingMachine,
} from '../../../machines/live-ranking.machine.ts';
import { type PriceChartEvent, priceChartMachine } from '../../../machines/price-chart.machine.ts';
import {
  type Candle,
  type ChartMarket,
  contractSymbol,
  KLINE_INTERVAL,
  KLINE_LIMIT,
} from '../../domain/market.ts';
import { rankingSubscription } from '../../domain/ranking.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/**
 * The price chart's effects: the kline quote (1-minute candles, KLINE_LIMIT of them) and the
 * `kline.1m` pushes of the same pair: the public socket's, or the contract socket's for the
 * perpetual of a contract activity.
 */
export function providePriceChart(services: AppServices) {
  return provideOnce(priceChartMachine)({
    actors: {
      loadCandles: fromPromise<Candle[], { symbol: string }>(async ({ input, signal }) => {
        const answer = await services.client(
          'kline',
          { symbol: input.symbol, interval: KLINE_INTERVAL, limit: KLINE_LIMIT },
          { signal },
        );
        return [...answer.list].sort((a, b) => a.time - b.time);
      }),
      candleFeed: fromCallback<PriceChartEvent, { symbol: string; market: ChartMarket }>(
        ({ sendBack, input }) => {
          // A contract activity's chart follows its perpetual on the contract socket, opened for
          // as long as the chart is live; a spot chart follows the page's market socket.
          const socket = input.market === 'contract' ? services.openSocket('contract') : undefined;
          const symbol = socket ? contractSymbol(input.symbol) : input.symbol;
          const off = (socket?.feed ?? services.feed).on('kline.1m', (push) => {
            if (push.symbol !== symbol) return;
            const { time, open, high, low, close, volume } = push;
            sendBack({ type: 'chart.candle', candle: { time, open, high, low, close, volume } });
          });
          return () => {
            off();
            socket?.close();
          };
        },
      ),
    },
  });
}

/**
 * The live ranking's feed: the stream socket, opened for as long as the ranking is followed.
 */
export function provideLiveRanking(services: AppServices) {
  return provideOnce(liveRankingMachine)({
    actors: {
      rankingFeed: fromCallback<LiveRankingEvent, { activityId: number }>(({ sendBack, input }) => {
        // The stream takes the token in its first message (never in the URL), so the user's
        // own place is marked; then the activity's ranking is subscribed to.
        const socket = services.openSocket('stream', (send) => {
          const token = services.token();
          if (token) send(JSON.stringify({ op: 'auth', token }));
          send(rankingSubscription(input.activityId));
        });
        const off = socket.feed.on('ranking', (ranking) => {
          if (ranking.activityId === input.activityId)
            sendBack({ type: 'ranking.update', ranking });
        });
        return () => {
          off();
          socket.close();
        };
      }),
    },
  });
}
