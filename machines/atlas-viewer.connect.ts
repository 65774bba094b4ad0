import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MachineActivity } from '../src/domain/inspection.ts';
import type { atlasViewerMachine } from './atlas-viewer.machine.ts';

type AtlasSnapshot = SnapshotFrom<typeof atlasViewerMachine>;
type AtlasSend = ActorRefFrom<typeof atlasViewerMachine>['send'];

/** The diagram's steps, each a tag of the state of that name. */
const DIAGRAM_STEPS = ['choosing', 'layingOut', 'shown', 'failed'] as const;
/** The diagram's step, for `data-state`. */
export type DiagramStep = (typeof DIAGRAM_STEPS)[number];

/** What to light up on the machine on screen: where the app's actors of it are, and went last. */
export interface LitStates {
  stateIds: string[];
  transitionId: string | undefined;
}

/** Everything the atlas page shows and does, from one snapshot. */
export interface AtlasViewerApi {
  dataState: DiagramStep;
  /** Following the running app (?inspect). */
  isLive: boolean;
  /** The machine on screen, once one is chosen. */
  selected: string | undefined;
  /** Its laid-out diagram, once shown. */
  svg: string | undefined;
  /** What the running app reported of the machine on screen, if anything yet. */
  activity: MachineActivity | undefined;
  select(machineId: string): void;
}

/** The atlas page's API (see useConnect in src/ui/actor.tsx). */
export function connectAtlasViewer(s: AtlasSnapshot, send: AtlasSend): AtlasViewerApi {
  const { machineId } = s.context;
  return {
    // The diagram region always carries one of its tags; `choosing` is its initial state.
    dataState: DIAGRAM_STEPS.find((step) => s.hasTag(step)) ?? 'choosing',
    isLive: s.hasTag('live'),
    selected: machineId,
    svg: s.context.svg,
    activity: machineId ? s.context.inspected[machineId] : undefined,
    select: (id) => send({ type: 'atlas.select', machineId: id }),
  };
}
