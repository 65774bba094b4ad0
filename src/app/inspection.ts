import type { InspectionEvent, Observer } from 'xstate';
import type { InspectedActor } from '../../machines/atlas-viewer.machine.ts';
import { transitionIdOf } from '../features/atlas/machine-graph.ts';

/** The channel between the running app (with ?inspect) and the atlas in another tab. */
export const INSPECTION_CHANNEL = 'machine-atlas';

type MicrostepLike = {
  type: '@xstate.microstep';
  actorRef: { logic: unknown };
  snapshot: { _nodes?: Array<{ id: string }> };
  _transitions: Array<Parameters<typeof transitionIdOf>[0]>;
};

/**
 * Reports every machine actor's states and last transition on the inspection channel. Only
 * loaded with ?inspect; the report carries state ids, never context (no tokens, no user data).
 */
export function createInspectionPublisher(): Observer<InspectionEvent> {
  const channel = new BroadcastChannel(INSPECTION_CHANNEL);
  return {
    next: (event) => {
      if (event.type !== '@xstate.microstep') return;
      const step = event as unknown as MicrostepLike;
      const logic = step.actorRef.logic as { id?: unknown; root?: unknown };
      if (typeof logic.id !== 'string' || !logic.root) return;
      const last = step._transitions.at(-1);
      const report: InspectedActor = {
        machineId: logic.id,
        stateIds: (step.snapshot._nodes ?? []).map((n) => n.id),
        transitionId: last ? transitionIdOf(last) : undefined,
      };
      channel.postMessage(report);
    },
  };
}
