import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectPriceChart } from '../../machines/price-chart.connect.ts';
import { type PriceChartEvent, priceChartMachine } from '../../machines/price-chart.machine.ts';
import { KLINE_LIMIT } from '../../src/domain/market.ts';
import {
  CANDLES,
  type PriceChartModelEvent,
  PUSHED,
  priceChartInputs,
  priceChartModel,
} from './models/price-chart.model.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends PriceChartModelEvent['type']> = Extract<PriceChartModelEvent, { type: T }>;

describePaths('price chart', priceChartModel, priceChartInputs, async (path, input) => {
  let candles = deferred<typeof CANDLES>();
  const loadCandles = vi.fn((_: { symbol: string }) => {
    candles = deferred<typeof CANDLES>();
    return candles.promise;
  });
  const feeds: Array<{ symbol: string; market: string }> = [];
  let feedsOpen = 0;
  const actor = createActor(
    priceChartMachine.provide({
      actors: {
        loadCandles: fromPromise(({ input: i }) => loadCandles(i)),
        candleFeed: fromCallback(({ input: i }) => {
          feeds.push(i);
          feedsOpen += 1;
          return () => {
            feedsOpen -= 1;
          };
        }),
      },
    }),
    { input },
  ).start();
  const sent: PriceChartEvent[] = [];
  const api = () => connectPriceChart(actor.getSnapshot(), (e) => sent.push(e));

  await path.test({
    states: {
      fetching: () => {
        // SPEC §7: the featured pair's 1-minute kline.
        expect(api().state).toBe('fetching');
        expect(loadCandles).toHaveBeenLastCalledWith({ symbol: input.symbol });
        expect(feedsOpen).toBe(0);
      },
      failed: () => {
        expect(api().state).toBe('failed');
        expect(api().failure).toEqual({ kind: 'network' });
        expect(api().canRetry).toBe(true);
        api().retry();
        expect(sent.at(-1)).toEqual({ type: 'chart.retry' });
        expect(feedsOpen).toBe(0);
      },
      live: () => {
        const shown = api().candles;
        expect(api().state).toBe('live');
        expect(api().failure).toBeUndefined();
        expect(api().canRetry).toBe(false);
        expect(shown).toHaveLength(CANDLES.length);
        expect(shown[0]).toEqual(CANDLES[0]);
        // The minute in progress is either the loaded one or the pushed one, never both.
        expect([CANDLES[1], PUSHED]).toContainEqual(shown[1]);
        // One feed, of the pair on its own market, while the chart is live.
        expect(feedsOpen).toBe(1);
        expect(feeds.at(-1)).toEqual(input);
      },
    },
    events: {
      'xstate.done.actor.loadCandles': async ({ event }) => {
        candles.resolve((event as Payload<'xstate.done.actor.loadCandles'>).output);
        await flush();
      },
      'xstate.error.actor.loadCandles': async ({ event }) => {
        candles.reject((event as Payload<'xstate.error.actor.loadCandles'>).error);
        await flush();
      },
      'chart.retry': ({ event }) => {
        const calls = loadCandles.mock.calls.length;
        actor.send(event as Payload<'chart.retry'>);
        expect(loadCandles).toHaveBeenCalledTimes(calls + 1);
      },
      'chart.candle': ({ event }) => {
        actor.send(event as Payload<'chart.candle'>);
        expect(api().candles.at(-1)).toEqual(PUSHED);
      },
    },
  });
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  actor.stop();
  expect(feedsOpen).toBe(0);
});

describe('price chart candles', () => {
  it('keeps at most KLINE_LIMIT candles, appending a new minute and ignoring an older one', async () => {
    const many = Array.from({ length: KLINE_LIMIT }, (_, i) => ({
      ...PUSHED,
      time: i * 60_000,
    }));
    const actor = createActor(
      priceChartMachine.provide({ actors: { loadCandles: fromPromise(async () => many) } }),
      { input: { symbol: 'BTC_USDT', market: 'spot' } },
    ).start();
    await flush();
    const next = { ...PUSHED, time: KLINE_LIMIT * 60_000 };
    actor.send({ type: 'chart.candle', candle: next });
    actor.send({ type: 'chart.candle', candle: { ...PUSHED, time: 0 } });
    const { candles } = actor.getSnapshot().context;
    expect(candles).toHaveLength(KLINE_LIMIT);
    expect(candles.at(-1)).toEqual(next);
    expect(candles[0]?.time).toBe(60_000);
  });
});
