import type { Candle } from '../../src/domain/market.ts';

const MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

/** A market of the sandbox: its price level, daily volatility and typical volume per minute. */
interface MarketSpec {
  base: number;
  decimals: number;
  /** Standard deviation of the log price over a day. */
  dailyVolatility: number;
  /** Typical base-asset volume of one minute. */
  volume: number;
}

/** The markets the kline quote (and the public websocket) know. */
export const MARKETS: Readonly<Record<string, MarketSpec>> = {
  BTC_USDT: { base: 65_000, decimals: 2, dailyVolatility: 0.03, volume: 2.5 },
  ETH_USDT: { base: 3_200, decimals: 2, dailyVolatility: 0.04, volume: 40 },
  SBX_USDT: { base: 0.5, decimals: 5, dailyVolatility: 0.06, volume: 80_000 },
  SOL_USDT: { base: 150, decimals: 3, dailyVolatility: 0.05, volume: 600 },
  XRP_USDT: { base: 0.6, decimals: 5, dailyVolatility: 0.045, volume: 120_000 },
};

/** Whether the sandbox quotes a symbol. */
export function isMarket(symbol: string): boolean {
  return Object.hasOwn(MARKETS, symbol);
}

/** A 32-bit hash of integers (murmur3's finaliser over a running mix). */
function hash(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h = Math.imul(h ^ Math.floor(part / 4_294_967_296), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}

/** A uniform number in (0, 1) from a hash. */
const uniform = (...parts: number[]) => (hash(...parts) + 0.5) / 4_294_967_296;

/** A standard normal number (Box-Muller over two hashes). */
const normal = (...parts: number[]) =>
  Math.sqrt(-2 * Math.log(uniform(...parts, 1))) * Math.cos(2 * Math.PI * uniform(...parts, 2));

function symbolSeed(symbol: string): number {
  let h = 7;
  for (const ch of symbol) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

/** Smooth value noise in [-1, 1] at x: the price's slow drift between days. */
function valueNoise(seed: number, x: number, octave: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const t = f * f * (3 - 2 * f);
  const at = (k: number) => uniform(seed, octave, k) * 2 - 1;
  return at(i) * (1 - t) + at(i + 1) * t;
}

/** The log price (relative to the base) at the start of UTC day `day`. */
function anchor(seed: number, day: number): number {
  return (
    0.18 * valueNoise(seed, day / 45, 1) +
    0.08 * valueNoise(seed, day / 9, 2) +
    0.03 * valueNoise(seed, day / 2, 3)
  );
}

const dayCache = new Map<string, Float64Array>();

/**
 * The log prices at each minute boundary of a day (1441 values): a random walk of hashed
 * normal steps, bent into a Brownian bridge between the day's anchors so days join up.
 */
function dayPath(symbol: string, day: number): Float64Array {
  const cacheKey = `${symbol}:${day}`;
  const cached = dayCache.get(cacheKey);
  if (cached) return cached;
  const seed = symbolSeed(symbol);
  const sigma = MARKETS[symbol]!.dailyVolatility / Math.sqrt(MINUTES_PER_DAY);
  const walk = new Float64Array(MINUTES_PER_DAY + 1);
  for (let k = 0; k < MINUTES_PER_DAY; k++) walk[k + 1] = walk[k]! + sigma * normal(seed, day, k);
  const from = anchor(seed, day);
  const to = anchor(seed, day + 1);
  const end = walk[MINUTES_PER_DAY]!;
  const path = walk.map((w, k) => {
    const t = k / MINUTES_PER_DAY;
    return from + (to - from) * t + w - end * t;
  });
  if (dayCache.size > 64) dayCache.clear();
  dayCache.set(cacheKey, path);
  return path;
}

/** The price at the start of minute `minute` (epoch minutes). */
function minutePrice(symbol: string, minute: number): number {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  return MARKETS[symbol]!.base * Math.exp(dayPath(symbol, day)[minute - day * MINUTES_PER_DAY]!);
}

/** The price of a market at `now` (sandbox clock), moving within the minute. */
export function priceAt(symbol: string, now: number): number {
  const minute = Math.floor(now / MINUTE);
  const f = (now - minute * MINUTE) / MINUTE;
  return minutePrice(symbol, minute) * (1 - f) + minutePrice(symbol, minute + 1) * f;
}

function candleAt(symbol: string, minute: number, now: number): Candle {
  const spec = MARKETS[symbol]!;
  const seed = symbolSeed(symbol);
  const start = minute * MINUTE;
  const open = minutePrice(symbol, minute);
  const close = now < start + MINUTE ? priceAt(symbol, now) : minutePrice(symbol, minute + 1);
  const sigma = spec.dailyVolatility / Math.sqrt(MINUTES_PER_DAY);
  const elapsed = Math.min(1, (now - start) / MINUTE);
  const wick = (k: number) => Math.abs(normal(seed, minute, 10 + k)) * sigma * 0.6 * elapsed;
  const move = Math.abs(close / open - 1) / sigma;
  const volume = spec.volume * (0.3 + 1.4 * uniform(seed, minute, 20)) * (1 + move) * elapsed;
  const fixed = (n: number) => n.toFixed(spec.decimals);
  return {
    time: start,
    open: fixed(open),
    high: fixed(Math.max(open, close) * (1 + wick(1))),
    low: fixed(Math.min(open, close) * (1 - wick(2))),
    close: fixed(close),
    volume: volume.toFixed(4),
  };
}

/**
 * The last `limit` 1-minute candles of a market up to `now`, oldest first; the last one is
 * the minute in progress. The same clock reading always gives the same candles.
 */
export function klineCandles(symbol: string, now: number, limit: number): Candle[] {
  if (!isMarket(symbol)) throw new RangeError(`unknown market: ${symbol}`);
  const last = Math.floor(now / MINUTE);
  return Array.from({ length: limit }, (_, i) => candleAt(symbol, last - limit + 1 + i, now));
}
