import type { SnapshotFrom } from 'xstate';
import {
  type PriceChartEvent,
  type PriceChartInput,
  priceChartMachine,
} from '../../../machines/price-chart.machine.ts';
import type { Candle } from '../../../src/domain/market.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

const T0 = 1_800_000_000_000;

/** Two minutes of the featured pair, and a push that moves the second one. */
export const CANDLES: Candle[] = [
  { time: T0 - 120_000, open: '1', high: '2', low: '1', close: '2', volume: '5' },
  { time: T0 - 60_000, open: '2', high: '3', low: '2', close: '3', volume: '4' },
];
export const PUSHED: Candle = { ...CANDLES[1]!, high: '4', close: '4', volume: '6' };

/** The chart's events plus the synthetic ones of its candle call. */
export type PriceChartModelEvent = PriceChartEvent | InvokeSettled<'loadCandles', Candle[]>;

const EVENTS: PriceChartModelEvent[] = [
  { type: 'xstate.done.actor.loadCandles', output: CANDLES },
  { type: 'xstate.error.actor.loadCandles', error: networkError() },
  { type: 'chart.retry' },
  { type: 'chart.candle', candle: PUSHED },
];

/** One model, imported by the Vitest model test. */
export const priceChartModel = machineModel<
  SnapshotFrom<typeof priceChartMachine>,
  PriceChartModelEvent
>(priceChartMachine, (s) => EVENTS.filter((e) => s.can(e as PriceChartEvent)));

/** A spot pair and a contract activity's perpetual. */
export const priceChartInputs: ReadonlyArray<{ name: string; input: PriceChartInput }> = [
  { name: 'spot pair', input: { symbol: 'BTC_USDT', market: 'spot' } },
  { name: 'contract pair', input: { symbol: 'ETH_USDT', market: 'contract' } },
];

/** The price chart machine as the coverage test and the registry see it. */
export const priceChartSpec: MachineModelSpec = {
  name: 'priceChart',
  machine: priceChartMachine,
  model: priceChartModel,
  inputs: priceChartInputs,
};
