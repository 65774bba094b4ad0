// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://app.test/en/activity/8"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceLotteryChange,
  watchLotteryChanges,
} from '../../../src/platform/lottery-signal.ts';

/** The document's visibility, as the browser sets it when the tab is shown or hidden. */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** BroadcastChannel delivers in a later task. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the draws left shared by the tabs of a browser', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    setVisibility('visible');
  });

  it("hears another tab's change of this lottery, not its own nor another lottery's", async () => {
    const onChange = vi.fn();
    stops.push(watchLotteryChanges(8, 'tab-b', onChange));
    announceLotteryChange(8, 'tab-a');
    await delivered();
    expect(onChange).toHaveBeenCalledTimes(1);
    // Its own announcement, and another lottery's, say nothing new to this view.
    announceLotteryChange(8, 'tab-b');
    announceLotteryChange(5, 'tab-a');
    await delivered();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('makes a hidden tab read once when shown, for all the changes it heard meanwhile', async () => {
    const onChange = vi.fn();
    stops.push(watchLotteryChanges(8, 'tab-b', onChange));
    setVisibility('hidden');
    announceLotteryChange(8, 'tab-a');
    announceLotteryChange(8, 'tab-a');
    await delivered();
    expect(onChange).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(onChange).toHaveBeenCalledTimes(1);
    // Shown again with nothing heard: nothing to read.
    setVisibility('hidden');
    setVisibility('visible');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('hears nothing once stopped', async () => {
    const onChange = vi.fn();
    const stop = watchLotteryChanges(8, 'tab-b', onChange);
    stop();
    announceLotteryChange(8, 'tab-a');
    await delivered();
    expect(onChange).not.toHaveBeenCalled();
  });
});
