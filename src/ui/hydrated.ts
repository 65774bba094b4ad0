import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useState,
} from 'react';

/**
 * Whether what only the browser knows may be shown. True where nothing provides it: a page
 * drawn in the browser without server HTML (and a component's own tests).
 */
const HydratedContext = createContext(true);

/**
 * Whether this render may show what only the browser knows (the time zone, the session's
 * latest state, the window): false on the server and while React hydrates the server's HTML,
 * true from the render after, and at once in a page drawn without server HTML. What a view
 * shows while it is false must be what the server drew, or hydration fails.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/**
 * The app drawn over the server's HTML (`serverHtml`) or on its own. Once for the whole page,
 * and in a transition, hydration's end reaches the views that read useHydrated: React renders
 * that change in short slices, and waits for a part whose code is still loading to be
 * hydrated first instead of drawing it afresh. (useSyncExternalStore, one per view, gave each
 * of them a synchronous render right after hydrating: long tasks on a slow phone.)
 */
export function HydrationPhase(props: { serverHtml: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!props.serverHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext, { value: hydrated }, props.children);
}

/** The app as the server draws it: every view as it is while being hydrated. */
export function ServerHtml(props: { children: ReactNode }) {
  return createElement(HydratedContext, { value: false }, props.children);
}
