import { useSyncExternalStore } from 'react';

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
