import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectDebugLabel } from '../../machines/debug-label.connect.ts';
import { type DebugLabelEvent, debugLabelMachine } from '../../machines/debug-label.machine.ts';
import { debugLabelModel } from './models/debug-label.model.ts';

/**
 * SPEC §2 read directly from the click times since the label was last hidden: the length of
 * the trailing series whose clicks each came within 200 ms of the previous one.
 */
function trailingSeries(times: readonly number[]): number {
  if (times.length === 0) return 0;
  let length = 1;
  for (let i = times.length - 1; i > 0; i--) {
    const gap = (times[i] ?? 0) - (times[i - 1] ?? 0);
    if (gap < 0 || gap > 200) break;
    length += 1;
  }
  return length;
}

describe('debug label paths', () => {
  for (const path of debugLabelModel.getShortestPaths()) {
    it(path.description, async () => {
      const actor = createActor(debugLabelMachine).start();
      const snapshot = () => actor.getSnapshot();
      const label = () => connectDebugLabel(snapshot(), actor.send);
      let clicks: number[] = [];

      await path.test({
        states: {
          hidden: () => {
            expect(trailingSeries(clicks)).toBeLessThanOrEqual(5);
            expect(label().quickClicks).toBe(trailingSeries(clicks));
          },
          shown: () => {
            expect(label().dataState).toBe('shown');
            // Exactly the click that made the series longer than 5 revealed it.
            expect(trailingSeries(clicks)).toBe(6);
          },
        },
        events: {
          'debug.click': ({ event }) => {
            const e = event as Extract<DebugLabelEvent, { type: 'debug.click' }>;
            clicks.push(e.at);
            label().click(e.at);
            expect(label().isShown).toBe(trailingSeries(clicks) > 5);
          },
          'debug.hide': () => {
            expect(label().canHide).toBe(true);
            label().hide();
            clicks = [];
            expect(label().isShown).toBe(false);
          },
        },
      });
      expect(snapshot().value).toEqual(path.state.value);
      expect(snapshot().context).toEqual(path.state.context);
    });
  }
});

describe('debug label (SPEC §2, §9)', () => {
  const clickAll = (times: number[]) => {
    const actor = createActor(debugLabelMachine).start();
    for (const at of times) actor.send({ type: 'debug.click', at });
    return connectDebugLabel(actor.getSnapshot(), actor.send);
  };

  it('stays hidden after 5 quick clicks and shows on the 6th', () => {
    expect(clickAll([0, 100, 200, 300, 400]).isShown).toBe(false);
    expect(clickAll([0, 100, 200, 300, 400, 500]).isShown).toBe(true);
  });

  it('counts a click exactly 200 ms after the previous one as quick', () => {
    expect(clickAll([0, 200, 400, 600, 800, 1000]).isShown).toBe(true);
  });

  it('restarts the count after a click more than 200 ms after the previous one', () => {
    const s = clickAll([0, 100, 200, 300, 400, 601, 700]);
    expect(s.isShown).toBe(false);
    expect(s.quickClicks).toBe(2);
  });

  it('restarts the count when the clock goes back', () => {
    expect(clickAll([1000, 1100, 900]).quickClicks).toBe(1);
  });
});
