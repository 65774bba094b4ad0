import type { SnapshotFrom } from 'xstate';
import { activeStatesOf } from '../src/domain/inspection.ts';
import type { atlasViewerMachine } from './atlas-viewer.machine.ts';

type AtlasSnapshot = SnapshotFrom<typeof atlasViewerMachine>;

/** The diagram's steps, each a tag of the state of that name. */
const DIAGRAM_STEPS = ['choosing', 'layingOut', 'shown', 'failed'] as const;
/** The diagram's step, for `data-state`. */
export type DiagramStep = (typeof DIAGRAM_STEPS)[number];

export const selectDiagramState = (s: AtlasSnapshot): DiagramStep =>
  DIAGRAM_STEPS.find((step) => s.hasTag(step)) ?? 'choosing';
export const selectIsLive = (s: AtlasSnapshot) => s.hasTag('live');
export const selectSelectedMachine = (s: AtlasSnapshot) => s.context.machineId;
export const selectSvg = (s: AtlasSnapshot) => s.context.svg;
/** What to light up on the machine on screen: where the app's actors of it are, and went last. */
export interface LitStates {
  stateIds: string[];
  transitionId: string | undefined;
}

/** The states and the last transition of the machine on screen, once the app reported them. */
export const selectInspectedForSelected = (s: AtlasSnapshot): LitStates | undefined => {
  const activity = s.context.machineId ? s.context.inspected[s.context.machineId] : undefined;
  if (!activity) return undefined;
  return { stateIds: activeStatesOf(activity), transitionId: activity.transitionId };
};
