import type { AnyStateNode, InspectionEvent, Observer } from 'xstate';
import type { InspectedActor } from '../domain/inspection.ts';
import { transitionIdOf } from '../features/atlas/machine-graph.ts';

/** The channel between the running app (with ?inspect) and the atlas in another tab. */
export const INSPECTION_CHANNEL = 'machine-atlas';

/** What the app posts on the channel: each actor's steps, and that it has (re)started. */
export type InspectionMessage = { kind: 'actor'; actor: InspectedActor } | { kind: 'started' };

type StateValue = string | { [key: string]: StateValue };

/** The ids of the state nodes a state value names, ancestors first, read from `machine.root`. */
export function stateIdsOf(root: AnyStateNode, value: StateValue): string[] {
  const ids = [root.id];
  const children = root.states as Record<string, AnyStateNode>;
  if (typeof value === 'string') {
    const child = children[value];
    return child ? [...ids, child.id] : ids;
  }
  for (const [key, inner] of Object.entries(value)) {
    const child = children[key];
    if (child) ids.push(...stateIdsOf(child, inner));
  }
  return ids;
}

/**
 * Reports every machine actor's states and last transition on the inspection channel, one report
 * per step (per event the actor took), and a last one when it stops or finishes. Only loaded with
 * ?inspect; the report carries state ids and event types, never context or payloads (no tokens,
 * no user data).
 */
export function createInspectionPublisher(): Observer<InspectionEvent> {
  const channel = new BroadcastChannel(INSPECTION_CHANNEL);
  const post = (message: InspectionMessage) => channel.postMessage(message);
  /** The transition each actor took last within the step under way, by session id. */
  const taken = new Map<string, string>();
  // The actors of the app's last page are gone with it.
  post({ kind: 'started' });
  return {
    next: (event) => {
      // Every actor of the system is an Actor; the inspection event types it more loosely.
      const ref = event.actorRef as unknown as { logic: unknown; sessionId: string; id: string };
      const logic = ref.logic as { id?: unknown; root?: AnyStateNode };
      if (typeof logic.id !== 'string' || !logic.root) return;
      const sessionId = ref.sessionId;
      if (event.type === '@xstate.microstep') {
        // The inspection protocol names the transitions of a microstep only here.
        const last = event._transitions.at(-1) as Parameters<typeof transitionIdOf>[0] | undefined;
        if (last) taken.set(sessionId, transitionIdOf(last));
        return;
      }
      if (event.type !== '@xstate.snapshot') return;
      const snapshot = event.snapshot as { status?: string; value?: StateValue };
      // A finished or failed actor has left the page's actors as much as a stopped one.
      const stopped = snapshot.status !== 'active';
      const transitionId = taken.get(sessionId);
      taken.delete(sessionId);
      post({
        kind: 'actor',
        actor: {
          machineId: logic.id,
          actorId: sessionId,
          name: ref.id,
          eventType: event.event.type,
          stateIds:
            stopped || snapshot.value === undefined ? [] : stateIdsOf(logic.root, snapshot.value),
          transitionId,
          stopped,
        },
      });
    },
  };
}
