import { describe, expect, it } from 'vitest';
import type { Candle } from '../../../../src/domain/market.ts';
import { chartGeometry } from '../../../../src/features/activity-detail/chart-geometry.ts';

const candle = (time: number, close: string, low = close, high = close): Candle => ({
  time,
  open: close,
  high,
  low,
  close,
  volume: '1',
});

describe('the price chart is scaled into its box, time left to right', () => {
  it('puts the oldest close at x=0, the newest at the right, the high on top', () => {
    const g = chartGeometry([candle(1, '10'), candle(2, '20'), candle(3, '15')], 100, 50);
    expect(g?.line).toBe('M0.00,50.00 L50.00,0.00 L100.00,25.00');
    expect(g?.area).toBe(`${g?.line} L100.00,50 L0.00,50 Z`);
    expect(g).toMatchObject({ low: 10, high: 20, first: 10, last: 15 });
  });

  it('uses the lows and highs for the scale, and centres a flat series', () => {
    expect(chartGeometry([candle(1, '10', '5', '30')], 100, 50)).toMatchObject({
      low: 5,
      high: 30,
      line: 'M50.00,40.00',
    });
    expect(chartGeometry([candle(1, '7'), candle(2, '7')], 100, 50)?.line).toBe(
      'M0.00,25.00 L100.00,25.00',
    );
  });

  it('draws nothing without a usable candle', () => {
    expect(chartGeometry([], 100, 50)).toBeUndefined();
    expect(chartGeometry([candle(1, 'x')], 100, 50)).toBeUndefined();
  });
});
