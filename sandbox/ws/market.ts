import { type Candle, KLINE_INTERVAL } from '../../src/domain/market.ts';
import { klineCandles, MARKETS, priceAt as spotPriceAt } from '../api/market.ts';

/*
 * Market data pushed on the websockets. Prices come from the same deterministic walk of the
 * sandbox clock as the kline quote (sandbox/api/market.ts), so a chart drawn from the quote
 * and continued from the socket joins up, and moving the clock moves the market.
 */

/** Spot symbols the public socket and the stream push. */
export const SPOT_SYMBOLS: readonly string[] = ['BTC_USDT', 'ETH_USDT', 'SBX_USDT'];

/** Perpetual contracts the contract socket pushes, one per spot pair (`cmt_btcusdt`). */
export const CONTRACT_SYMBOLS: readonly string[] = SPOT_SYMBOLS.map(contractSymbol);

function contractSymbol(spot: string): string {
  return `cmt_${spot.replace('_', '').toLowerCase()}`;
}

/** The spot market behind a symbol, and whether the symbol is its perpetual contract. */
function market(symbol: string): { spot: string; contract: boolean } {
  if (SPOT_SYMBOLS.includes(symbol)) return { spot: symbol, contract: false };
  const spot = SPOT_SYMBOLS.find((s) => contractSymbol(s) === symbol);
  if (spot) return { spot, contract: true };
  throw new RangeError(`unknown symbol ${symbol}`);
}

/** A perpetual trades a hair away from spot, the gap swinging over about ten minutes. */
function premium(symbol: string, now: number): number {
  return market(symbol).contract ? 1 + 0.0004 * Math.sin(now / 95_000) : 1;
}

/** The price of a symbol at sandbox time `now` (epoch ms). */
export function priceAt(symbol: string, now: number): number {
  return spotPriceAt(market(symbol).spot, now) * premium(symbol, now);
}

/** One second's ticker: prices as decimal strings, as the exchange sends them. */
export interface Ticker {
  symbol: string;
  last: string;
  open24h: string;
  high24h: string;
  low24h: string;
  /** (last - open24h) / open24h, 4 decimals. */
  change24h: string;
  volume24h: string;
  /** Sandbox time of the price, epoch ms, whole seconds. */
  ts: number;
}

/** The 1-minute candle in progress: a domain Candle (`time` = the minute's start) of a symbol. */
export interface Kline extends Candle {
  symbol: string;
  interval: typeof KLINE_INTERVAL;
  /** Sandbox time the candle was read at, epoch ms, whole seconds. */
  ts: number;
}

function fmt(symbol: string, value: number): string {
  return value.toFixed(MARKETS[market(symbol).spot]!.decimals);
}

/** The candle of a symbol for the minute containing `now`, as the kline quote gives it. */
function candle(symbol: string, now: number): Candle {
  const c = klineCandles(market(symbol).spot, now, 1)[0]!;
  const k = premium(symbol, now);
  if (k === 1) return c;
  const scaled = (v: string) => fmt(symbol, Number(v) * k);
  return {
    ...c,
    open: scaled(c.open),
    high: scaled(c.high),
    low: scaled(c.low),
    close: scaled(c.close),
  };
}

/** High, low and volume of the 1439 whole minutes before a minute, kept for that minute. */
const dayStats = new Map<string, { high: number; low: number; volume: number }>();

function previousDay(symbol: string, minute: number) {
  const key = `${symbol}:${minute}`;
  const cached = dayStats.get(key);
  if (cached) return cached;
  let high = 0;
  let low = Number.POSITIVE_INFINITY;
  let volume = 0;
  const { spot } = market(symbol);
  for (const c of klineCandles(spot, minute * 60_000 - 1, 1439)) {
    high = Math.max(high, Number(c.high));
    low = Math.min(low, Number(c.low));
    volume += Number(c.volume);
  }
  const stats = { high, low, volume };
  if (dayStats.size > 32) dayStats.clear();
  dayStats.set(key, stats);
  return stats;
}

/** The ticker of a symbol at sandbox time `nowMs`, read at its whole second. */
export function tickerAt(symbol: string, nowMs: number): Ticker {
  const ts = Math.floor(nowMs / 1000) * 1000;
  const current = candle(symbol, ts);
  const day = previousDay(symbol, Math.floor(ts / 60_000));
  const k = premium(symbol, ts);
  const last = priceAt(symbol, ts);
  const open = priceAt(symbol, ts - 86_400_000);
  return {
    symbol,
    last: fmt(symbol, last),
    open24h: fmt(symbol, open),
    high24h: fmt(symbol, Math.max(day.high * k, Number(current.high), last)),
    low24h: fmt(symbol, Math.min(day.low * k, Number(current.low), last)),
    change24h: ((last - open) / open).toFixed(4),
    volume24h: (day.volume + Number(current.volume)).toFixed(4),
    ts,
  };
}

/** The 1-minute candle of a symbol in progress at sandbox time `nowMs` (its whole second). */
export function klineAt(symbol: string, nowMs: number): Kline {
  const ts = Math.floor(nowMs / 1000) * 1000;
  return { ...candle(symbol, ts), symbol, interval: KLINE_INTERVAL, ts };
}
