/** SPEC §7: the kline quote is of 1-minute candles, 300 at a time. */
export const KLINE_INTERVAL = '1m';
/** SPEC §7: candles per kline answer. */
export const KLINE_LIMIT = 300;

/** One candle; prices and volume are decimal strings, `time` the minute's start in epoch ms. */
export interface Candle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Where a chart's pushes come from: the spot market (public socket) or perpetuals (contract). */
export type ChartMarket = 'spot' | 'contract';

/**
 * Activity types traded on perpetual contracts (competitions, copy trading, team trading and
 * challenges count futures volume): their price chart follows the contract socket (SPEC §7
 * `/websocket`). The others trade spot and follow the public market socket.
 */
export const CONTRACT_ACTIVITY_TYPES: readonly number[] = [2, 7, 8, 13];

/** The market a type's chart follows. */
export function chartMarketOf(activityType: number): ChartMarket {
  return CONTRACT_ACTIVITY_TYPES.includes(activityType) ? 'contract' : 'spot';
}

/** The perpetual of a spot pair as the contract socket names it: BTC_USDT → cmt_btcusdt. */
export function contractSymbol(pair: string): string {
  return `cmt_${pair.replace('_', '').toLowerCase()}`;
}
