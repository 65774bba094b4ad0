import type { AnyStateMachine, EventObject } from 'xstate';
import { reachedBy } from './reach.ts';

interface StepsOnly {
  steps: ReadonlyArray<{ event: EventObject }>;
}

/**
 * The fewest paths (greedy set cover) that reach every state and transition the given paths
 * reach together: a browser path costs seconds, so the suite runs those that add coverage.
 */
export function coveringPaths<P extends StepsOnly>(
  machine: AnyStateMachine,
  input: unknown,
  paths: ReadonlyArray<P>,
): P[] {
  const reach = paths.map((p) => reachedBy(machine, input, p));
  const covered = new Set<string | object>();
  const chosen: P[] = [];
  for (;;) {
    let best = -1;
    let gain = 0;
    reach.forEach((items, i) => {
      const adds = [...items].filter((item) => !covered.has(item)).length;
      // Ties go to the shorter path: quicker in a browser, easier to read.
      const shorter = best >= 0 && paths[i]!.steps.length < paths[best]!.steps.length;
      if (adds > gain || (adds === gain && adds > 0 && shorter)) {
        best = i;
        gain = adds;
      }
    });
    if (best < 0) return chosen;
    chosen.push(paths[best]!);
    for (const item of reach[best]!) covered.add(item);
  }
}
