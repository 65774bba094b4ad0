import type { Candle } from '../../domain/market.ts';

/** The drawing of a price line in a box of `width` × `height` user units. */
export interface ChartGeometry {
  /** The close prices as an SVG path, oldest at the inline start (always left: charts read LTR). */
  line: string;
  /** The same line closed along the bottom, for the area under it. */
  area: string;
  low: number;
  high: number;
  first: number;
  last: number;
}

/**
 * Scales candles into the box: time left to right, the lowest low at the bottom and the highest
 * high at the top (a flat series sits in the middle). Undefined without a usable candle.
 */
export function chartGeometry(
  candles: readonly Candle[],
  width: number,
  height: number,
): ChartGeometry | undefined {
  const points = candles
    .map((c) => ({ close: Number(c.close), high: Number(c.high), low: Number(c.low) }))
    .filter((p) => Number.isFinite(p.close) && Number.isFinite(p.high) && Number.isFinite(p.low));
  if (points.length === 0) return undefined;
  const low = Math.min(...points.map((p) => Math.min(p.low, p.close)));
  const high = Math.max(...points.map((p) => Math.max(p.high, p.close)));
  const span = high - low;
  const x = (i: number) => (points.length === 1 ? width / 2 : (i / (points.length - 1)) * width);
  const y = (v: number) => (span === 0 ? height / 2 : height - ((v - low) / span) * height);
  const coords = points.map((p, i) => `${x(i).toFixed(2)},${y(p.close).toFixed(2)}`);
  const line = `M${coords.join(' L')}`;
  const area = `${line} L${x(points.length - 1).toFixed(2)},${height} L${x(0).toFixed(2)},${height} Z`;
  return {
    line,
    area,
    low,
    high,
    first: points[0]!.close,
    last: points.at(-1)!.close,
  };
}
