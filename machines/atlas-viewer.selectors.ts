import type { SnapshotFrom } from 'xstate';
import { activeStatesOf } from '../src/domain/inspection.ts';
import type { atlasViewerMachine } from './atlas-viewer.machine.ts';

type AtlasSnapshot = SnapshotFrom<typeof atlasViewerMachine>;

export const selectDiagramState = (s: AtlasSnapshot) =>
  String((s.value as { diagram: string }).diagram);
export const selectIsLive = (s: AtlasSnapshot) => s.matches({ live: 'listening' });
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
