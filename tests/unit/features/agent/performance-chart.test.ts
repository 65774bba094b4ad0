import { describe, expect, it } from 'vitest';
import { chartBars } from '../../../../src/features/agent/PerformanceChart.tsx';

const point = (day: string, rebate: string) => ({ day, newReferrals: 0, tradeVolume: '0', rebate });

describe('the performance chart', () => {
  it('draws one bar a day, the best day full height, in proportion, left to right', () => {
    const bars = chartBars([point('d1', '1'), point('d2', '4'), point('d3', '2')]);
    expect(bars.map((b) => b.point.day)).toEqual(['d1', 'd2', 'd3']);
    const [a, b, c] = bars.map((bar) => bar.height);
    expect(b).toBeCloseTo(144);
    expect(a).toBeCloseTo(36);
    expect(c).toBeCloseTo(72);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
    // Bars stand on the same baseline.
    expect(new Set(bars.map((bar) => bar.y + bar.height)).size).toBe(1);
  });

  it('draws flat bars for days without rebates or with values that are not numbers', () => {
    const bars = chartBars([point('d1', '0'), point('d2', 'oops')]);
    expect(bars.map((b) => b.height)).toEqual([0, 0]);
  });
});
