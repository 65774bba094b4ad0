import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';

/**
 * Serialises a snapshot together with the transition that reached it, so that the shortest
 * paths reach every transition and not only every state (xstate-v5 notes §1.3).
 */
export function serializeWithTransition(
  snapshot: AnyMachineSnapshot,
  event?: EventObject,
  previous?: AnyMachineSnapshot,
): string {
  const base = serializeSnapshot(snapshot);
  if (!event || !previous) return base;
  return `${base} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`;
}
