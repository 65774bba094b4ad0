import { useCallback, useRef, useSyncExternalStore } from 'react';
import { selectCompletion } from '../../../machines/task.selectors.ts';
import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import type { TaskCompletion } from '../../domain/task.ts';

const sameList = (a: readonly TaskCompletion[], b: readonly TaskCompletion[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * The completions of several task actors at once, through the task selector, for views that
 * add them up (team progress, tiers). Like useSelector, for a list of actors.
 */
export function useTaskCompletions(refs: readonly TaskRef[]): readonly TaskCompletion[] {
  const last = useRef<readonly TaskCompletion[]>([]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscriptions = refs.map((ref) => ref.subscribe(onChange));
      return () => {
        for (const s of subscriptions) s.unsubscribe();
      };
    },
    [refs],
  );
  const read = () => {
    const next = refs.map((ref) => selectCompletion(ref.getSnapshot()));
    if (!sameList(last.current, next)) last.current = next;
    return last.current;
  };
  return useSyncExternalStore(subscribe, read, read);
}
