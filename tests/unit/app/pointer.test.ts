// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { swallowNextClick } from '../../../src/platform/pointer.ts';

/** A link on the page that counts the clicks it is given. */
function linkOnPage() {
  const link = document.createElement('a');
  link.href = '/activity/1';
  document.body.append(link);
  const seen = { clicks: 0 };
  link.addEventListener('click', () => seen.clicks++);
  return { link, seen };
}

const click = (target: Element) => {
  const event = new MouseEvent('click', { cancelable: true, bubbles: true });
  target.dispatchEvent(event);
  return event;
};

describe('the click after a drag', () => {
  it('never reaches the link under the release when it comes in the same task', () => {
    const { link, seen } = linkOnPage();
    swallowNextClick(window);
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(seen.clicks).toBe(0);
    // Only that one click.
    expect(click(link).defaultPrevented).toBe(false);
    expect(seen.clicks).toBe(1);
  });

  it('is not waited for beyond the task: a later click goes through', async () => {
    const { link, seen } = linkOnPage();
    swallowNextClick(window);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(click(link).defaultPrevented).toBe(false);
    expect(seen.clicks).toBe(1);
  });
});
