import type { AnyActorLogic } from 'xstate';

/**
 * An actor's logic whose code is loaded on demand (issue 17: what a page may never run is not
 * part of its start). `logic` stands for the loaded logic wherever a machine names it; the
 * machine starts it only after `load()` has resolved (e.g. a `loadInbox` invoke, then a
 * `spawnChild`), so every call below finds it there. xstate calls only these five methods of a
 * child's logic (the same ones provide-once.ts binds), and the atlas's inspection its id and root.
 */
export function deferredLogic<L extends AnyActorLogic>(
  importLogic: () => Promise<L>,
): { logic: L; load: () => Promise<void> } {
  let loaded: L | undefined;
  let loading: Promise<void> | undefined;
  /** The five methods, called on the loaded logic (its own `this`). */
  const real = (): Record<string, (...args: unknown[]) => unknown> => {
    if (!loaded) throw new Error('A deferred actor logic was started before its code loaded');
    return loaded as unknown as Record<string, (...args: unknown[]) => unknown>;
  };
  const logic = {
    transition: (...args: unknown[]) => real().transition!(...args),
    getInitialSnapshot: (...args: unknown[]) => real().getInitialSnapshot!(...args),
    getPersistedSnapshot: (...args: unknown[]) => real().getPersistedSnapshot!(...args),
    restoreSnapshot: (...args: unknown[]) => real().restoreSnapshot!(...args),
    start: (...args: unknown[]) => real().start?.(...args),
    // What the machine atlas's inspection reads of a machine (inspection.ts).
    get id() {
      return (loaded as { id?: unknown } | undefined)?.id;
    },
    get root() {
      return (loaded as { root?: unknown } | undefined)?.root;
    },
  } as unknown as L;
  const load = () => {
    loading ??= importLogic().then(
      (l) => {
        loaded = l;
      },
      (error: unknown) => {
        // A failed load (offline, a new deployment) may be tried again by the next session.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { logic, load };
}
