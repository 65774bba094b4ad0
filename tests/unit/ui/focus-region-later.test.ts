// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** focus-region.ts as the page loads it: its loads, and the regions it installed. */
const region = vi.hoisted(() => ({ loads: 0, installs: 0 }));
vi.mock('../../../src/ui/focus-region.ts', async (importOriginal) => {
  region.loads += 1;
  const actual = await importOriginal<typeof import('../../../src/ui/focus-region.ts')>();
  return {
    ...actual,
    focusRegion: (...args: Parameters<typeof actual.focusRegion>) => {
      region.installs += 1;
      return actual.focusRegion(...args);
    },
  };
});

/** Waits until the region is installed once more than `before` (it loads on a microtask). */
const installed = (before: number) => vi.waitFor(() => expect(region.installs).toBe(before + 1));

const { focusRegionLater } = await import('../../../src/ui/focus-region-later.ts');

/** A page's main element with one panel holding a button. */
function page() {
  document.body.innerHTML =
    '<main><section class="panel"><p>Enrolment</p><button>Enrol now</button></section></main>';
  const main = document.querySelector('main')!;
  return {
    main,
    panel: main.querySelector('section')!,
    button: main.querySelector('button')!,
  };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

describe('focus-region-later (issue 17: code loads where it is used)', () => {
  it('loads nothing until focus enters the main element', async () => {
    const { main } = page();
    const before = region.loads;
    stop = focusRegionLater(main);
    await vi.dynamicImportSettled();
    expect(region.loads).toBe(before);
  });

  it('hands over the first focus: taken away before the module arrived, it goes to its successor', async () => {
    const { main, panel, button } = page();
    const before = region.installs;
    stop = focusRegionLater(main);
    button.focus();
    // The state change comes before the module: the button is gone, focus is on the body.
    button.remove();
    expect(document.activeElement).toBe(document.body);
    await installed(before);
    // jsdom draws nothing, so no status or heading counts as shown: the panel itself takes it.
    expect(document.activeElement).toBe(panel);
    expect(panel.tabIndex).toBe(-1);
  });

  it('focus still in place when the module arrives stays there', async () => {
    const { main, button } = page();
    const before = region.installs;
    stop = focusRegionLater(main);
    button.focus();
    await installed(before);
    expect(document.activeElement).toBe(button);
  });
});
