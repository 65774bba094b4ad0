// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayFirstTap, takeFirstTap } from '../../src/app/first-tap.ts';
import {
  APP_LIVE_EVENT,
  PENDING_TAP_ATTRIBUTE,
  recordFirstTaps,
} from '../../src/app/first-view/start-after-paint.ts';

const PENDING = `[${PENDING_TAP_ATTRIBUTE}]`;
let stops: (() => void)[] = [];

/**
 * The recorder as the page runs it: its source in a script of its own (page-html.ts), so a
 * reference to anything outside the function fails here as it would in the page. Each test's
 * recorder is told the app is live at its end (it then leaves with the next click).
 */
function recordAsThePageDoes() {
  const run = new Function(
    'document',
    `(${recordFirstTaps.toString()})(document, ${JSON.stringify(PENDING_TAP_ATTRIBUTE)}, ${JSON.stringify(APP_LIVE_EVENT)})`,
  );
  run(document);
  stops.push(() => {
    document.dispatchEvent(new Event(APP_LIVE_EVENT));
    document.body.click();
  });
}

function button(label: string, attributes: Record<string, string> = {}): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Counts the clicks that reach `element` after the recorder's (as React's root listener would). */
function clicksOn(element: Element): () => number {
  let count = 0;
  element.addEventListener('click', () => count++);
  return () => count;
}

beforeEach(() => {
  document.body.innerHTML = '';
  recordAsThePageDoes();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe("the inline script's record of a tap before the app is live", () => {
  it('marks the tapped button, and only the latest of two taps', () => {
    const live = button('Live', { role: 'radio' });
    const ended = button('Ended', { role: 'radio' });
    live.click();
    expect(document.querySelector(PENDING)).toBe(live);
    ended.click();
    expect([...document.querySelectorAll(PENDING)]).toEqual([ended]);
  });

  it('takes a tap on what a button holds, and a keyboard activation (a click event too)', () => {
    const next = button('');
    const icon = document.createElement('span');
    next.append(icon);
    icon.click();
    expect(document.querySelector(PENDING)).toBe(next);
    const summary = document.createElement('summary');
    document.body.append(summary);
    summary.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(document.querySelector(PENDING)).toBe(summary);
  });

  it("records no link (it navigates by itself) and a link's tap drops an earlier one", () => {
    const chip = button('Live');
    chip.click();
    const link = document.createElement('a');
    link.href = '#top';
    const inside = document.createElement('span');
    link.append(inside);
    document.body.append(link);
    inside.click();
    expect(document.querySelector(PENDING)).toBeNull();
  });

  it('records no disabled button, and keeps the earlier tap', () => {
    const chip = button('Live');
    chip.click();
    const disabled = button('Previous', { disabled: '' });
    disabled.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    button('Next', { 'aria-disabled': 'true' }).click();
    expect([...document.querySelectorAll(PENDING)]).toEqual([chip]);
  });

  it("keeps a submit button's form from acting now: only the replay acts", () => {
    const form = document.createElement('form');
    const submit = document.createElement('button');
    form.append(submit);
    document.body.append(form);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    submit.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const plain = button('Live');
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    plain.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('records nothing once the app is live, and a click then drops the recorded tap', () => {
    const live = button('Live', { role: 'radio' });
    live.click();
    const taken = takeFirstTap(document);
    expect(taken).toBe(live);
    const ended = button('Ended', { role: 'radio' });
    ended.click();
    expect(document.querySelector(PENDING)).toBeNull();
    const clicks = clicksOn(live);
    replayFirstTap(taken);
    expect(clicks()).toBe(0);
  });
});

describe("the app's replay of the recorded tap", () => {
  it('clicks the tapped button again, exactly once, and takes its mark off', () => {
    const live = button('Live', { role: 'radio' });
    live.click();
    const taken = takeFirstTap(document);
    const clicks = clicksOn(live);
    replayFirstTap(taken);
    replayFirstTap(taken);
    expect(clicks()).toBe(1);
    expect(live.hasAttribute(PENDING_TAP_ATTRIBUTE)).toBe(false);
  });

  it('drops a tap on a button the drawing removed or left disabled', () => {
    const removed = button('Live');
    removed.click();
    const first = takeFirstTap(document);
    removed.remove();
    const removedClicks = clicksOn(removed);
    replayFirstTap(first);
    expect(removedClicks()).toBe(0);

    recordAsThePageDoes();
    const disabled = button('Next');
    disabled.click();
    const second = takeFirstTap(document);
    disabled.disabled = true;
    const disabledClicks = clicksOn(disabled);
    replayFirstTap(second);
    expect(disabledClicks()).toBe(0);
    expect(disabled.hasAttribute(PENDING_TAP_ATTRIBUTE)).toBe(false);
  });

  it('finds nothing to replay where nothing was tapped', () => {
    button('Live').click();
    document.querySelector(PENDING)?.removeAttribute(PENDING_TAP_ATTRIBUTE);
    expect(takeFirstTap(document)).toBeNull();
    expect(() => replayFirstTap(null)).not.toThrow();
  });
});
