/**
 * Installs focus-region.ts once focus first enters the page's main element (`ref` on it): a
 * visit that only reads never loads it (issue 17: code loads where it is used). The element
 * focused then, and the regions around it, are handed over, so a state change that takes it
 * away before the module arrives still finds its successor.
 */

import { type Held, regionsAround } from './focus-held.ts';

/**
 * A ref callback for the page's main element. React 19 calls the returned cleanup when the
 * element goes, which also stops the region once it is installed.
 */
export function focusRegionLater(root: HTMLElement | null): (() => void) | undefined {
  if (!root) return undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  const onFirstFocus = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    root.removeEventListener('focusin', onFirstFocus);
    const first: Held = { element: event.target, around: regionsAround(event.target, root) };
    void import('./focus-region.ts').then(({ focusRegion }) => {
      if (!stopped) stop = focusRegion(root, first);
    });
  };
  root.addEventListener('focusin', onFirstFocus);
  return () => {
    stopped = true;
    root.removeEventListener('focusin', onFirstFocus);
    stop?.();
  };
}
