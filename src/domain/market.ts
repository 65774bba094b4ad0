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
