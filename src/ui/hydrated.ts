import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useState,
} from 'react';

/**
 * Where the page is: its server HTML being hydrated, hydrated (what only the browser knows is
 * shown), then settled (what nothing waits for is shown too). Settled where nothing provides
 * it: a page drawn in the browser without server HTML (and a component's own tests).
 */
type Phase = 'hydrating' | 'hydrated' | 'settled';
const PhaseContext = createContext<Phase>('settled');

/**
 * Whether this render may show what only the browser knows (the time zone, the session's
 * latest state, the window): false on the server and while React hydrates the server's HTML,
 * true from the render after, and at once in a page drawn without server HTML. What a view
 * shows while it is false must be what the server drew, or hydration fails.
 */
export function useHydrated(): boolean {
  return use(PhaseContext) !== 'hydrating';
}

/**
 * useHydrated for what nothing waits for (text in the user's time zone, the shell's overlays):
 * the change comes in a drawing of its own after hydration's end, so that neither drawing's
 * commit (one task, which React does not split) holds a slow phone up.
 */
export function useHydratedLater(): boolean {
  return use(PhaseContext) === 'settled';
}

/** Called once the page's server HTML is all hydrated; nothing where there is none. */
const HydrationEndContext = createContext(() => {});

/**
 * The app drawn over the server's HTML (`serverHtml`) or on its own. Once for the whole page,
 * and in a transition, hydration's end reaches the views that read useHydrated: React renders
 * that change in short slices. (useSyncExternalStore, one per view, gave each of them a
 * synchronous render right after hydrating: long tasks on a slow phone.) The change waits for
 * HydrationEnd: a change reaching a part still waiting for its code would make React draw that
 * part afresh instead of hydrating it (a mismatch).
 */
export function HydrationPhase(props: {
  serverHtml: boolean;
  /** Called once, right after the page's server HTML is all hydrated and that is drawn. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>(props.serverHtml ? 'hydrating' : 'settled');
  const end = useCallback(
    () => startTransition(() => setPhase((now) => (now === 'hydrating' ? 'hydrated' : now))),
    [],
  );
  const { onHydrated } = props;
  useEffect(() => {
    if (phase !== 'hydrated') return;
    onHydrated?.();
    startTransition(() => setPhase('settled'));
  }, [phase, onHydrated]);
  return createElement(
    PhaseContext,
    { value: phase },
    createElement(HydrationEndContext, { value: end }, props.children),
  );
}

/**
 * Placed in the part of the page hydrated last (each route's Suspense boundary): its effect
 * runs once that part is hydrated, and ends the hydration phase.
 */
export function HydrationEnd() {
  const end = use(HydrationEndContext);
  useEffect(() => end(), [end]);
  return null;
}

/** The app as the server draws it: every view as it is while being hydrated. */
export function ServerHtml(props: { children: ReactNode }) {
  return createElement(PhaseContext, { value: 'hydrating' }, props.children);
}
