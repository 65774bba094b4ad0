// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/platform/after-paint.ts';
import { settled } from './settled.ts';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('resolves in a task after the next frame, not in the task that asked', async () => {
    const painted = afterNextPaint();
    expect(await settled(painted)).toBe(false);
    // The frame (fake timers run frames every 16 ms); its callback only queues the task.
    vi.advanceTimersToNextFrame();
    expect(await settled(painted)).toBe(false);
    // A task queued while timers run comes a millisecond later under fake timers.
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait for a frame that never comes (a hidden tab) longer than 100 ms', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      const painted = afterNextPaint();
      vi.advanceTimersByTime(99);
      expect(await settled(painted)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await settled(painted)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
