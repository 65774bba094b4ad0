import { useDeferredValue, useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * Whether this render may show what only the browser knows (the time zone, the session's
 * latest state, the window): false on the server and while React hydrates the server's HTML,
 * true from the render after, and at once in a page drawn without server HTML. What a view
 * shows while it is false must be what the server drew, or hydration fails.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * useHydrated for what nothing waits for (text in the user's time zone, the shell's overlays):
 * the change when hydration ends comes in a render of its own that React splits into short
 * tasks, instead of in the one synchronous render every useHydrated gets right after hydrating
 * (a slow phone would spend a long task redrawing the whole page there).
 */
export function useHydratedLater(): boolean {
  return useDeferredValue(useHydrated());
}
