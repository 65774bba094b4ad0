import type { InspectionEvent, Observer } from 'xstate';
import type { InspectedActor } from '../domain/inspection.ts';
import { transitionIdOf } from '../features/atlas/machine-graph.ts';

/** The channel between the running app (with ?inspect) and the atlas in another tab. */
export const INSPECTION_CHANNEL = 'machine-atlas';

/** What the app posts on the channel: each actor's steps, and that it has (re)started. */
export type InspectionMessage = { kind: 'actor'; actor: InspectedActor } | { kind: 'started' };

type MicrostepLike = {
  type: '@xstate.microstep';
  actorRef: { logic: unknown; sessionId: string };
  snapshot: { _nodes?: Array<{ id: string }>; status?: string };
  _transitions: Array<Parameters<typeof transitionIdOf>[0]>;
};

/**
 * Reports every machine actor's states and last transition on the inspection channel. Only
 * loaded with ?inspect; the report carries state ids, never context (no tokens, no user data).
 */
export function createInspectionPublisher(): Observer<InspectionEvent> {
  const channel = new BroadcastChannel(INSPECTION_CHANNEL);
  const post = (message: InspectionMessage) => channel.postMessage(message);
  // The actors of the app's last page are gone with it.
  post({ kind: 'started' });
  return {
    next: (event) => {
      if (event.type !== '@xstate.microstep') return;
      const step = event as unknown as MicrostepLike;
      const logic = step.actorRef.logic as { id?: unknown; root?: unknown };
      if (typeof logic.id !== 'string' || !logic.root) return;
      const last = step._transitions.at(-1);
      const stopped = step.snapshot.status === 'stopped';
      post({
        kind: 'actor',
        actor: {
          machineId: logic.id,
          actorId: step.actorRef.sessionId,
          stateIds: stopped ? [] : (step.snapshot._nodes ?? []).map((n) => n.id),
          transitionId: last ? transitionIdOf(last) : undefined,
          stopped,
        },
      });
    },
  };
}
