import type { AnyStateMachine, EventObject } from 'xstate';
import { replay } from '../../tools/machine-graph.ts';

interface StepsOnly {
  steps: ReadonlyArray<{ event: EventObject }>;
}

/**
 * What one path reaches when replayed on the machine (every invoked actor inert, as the
 * coverage report replays it): the ids of the state nodes it enters, and the transitions it
 * takes as objects. Guarded transitions of one event share a description, so the paths are
 * told apart by the transitions themselves.
 */
export function reachedBy(
  machine: AnyStateMachine,
  input: unknown,
  path: StepsOnly,
): Set<string | object> {
  const reached = replay(
    machine,
    input,
    path.steps.slice(1).map((s) => s.event),
  );
  return new Set<string | object>([
    ...[...reached.states].map((id) => `state ${id}`),
    ...reached.transitions,
  ]);
}
