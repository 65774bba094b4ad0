import { describe, expect, it } from 'vitest';
import { centreOn, fitView, MAX_SCALE, zoomAt } from '../../src/features/atlas/viewport.ts';

describe('the atlas viewport', () => {
  it('fits a diagram wider than its frame, centred, and never enlarges a small one', () => {
    const wide = fitView({ width: 4000, height: 1000 }, { width: 1000, height: 600 }, 0);
    expect(wide.scale).toBe(0.25);
    expect(wide.x).toBe(0);
    expect(wide.y).toBe((600 - 250) / 2);
    expect(fitView({ width: 200, height: 100 }, { width: 1000, height: 600 }).scale).toBe(1);
  });

  it('zooms around a point that stays where it was, within the scale limits', () => {
    const view = { x: 10, y: 20, scale: 1 };
    const at = { x: 300, y: 200 };
    const zoomed = zoomAt(view, 2, at);
    // The diagram point under `at` before (290, 180) is under it after too.
    expect((at.x - zoomed.x) / zoomed.scale).toBeCloseTo(290);
    expect((at.y - zoomed.y) / zoomed.scale).toBeCloseTo(180);
    expect(zoomAt(view, 1000, at).scale).toBe(MAX_SCALE);
  });

  it('centres a box of the diagram in the frame', () => {
    const view = centreOn(
      { x: 0, y: 0, scale: 0.2 },
      { x: 3000, y: 400, width: 200, height: 80 },
      { width: 1000, height: 600 },
    );
    expect(view.scale).toBe(1);
    expect(view.x + (3000 + 100) * view.scale).toBe(500);
    expect(view.y + (400 + 40) * view.scale).toBe(300);
  });
});
