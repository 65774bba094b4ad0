import type { SnapshotFrom } from 'xstate';
import type { LitStates } from '../../../machines/atlas-viewer.connect.ts';
import type { atlasViewerMachine } from '../../../machines/atlas-viewer.machine.ts';
import { activeStatesOf } from '../../../src/domain/inspection.ts';

type AtlasSnapshot = SnapshotFrom<typeof atlasViewerMachine>;

/** The states and the last transition of the machine on screen, once the app reported them. */
export const selectInspectedForSelected = (s: AtlasSnapshot): LitStates | undefined => {
  const activity = s.context.machineId ? s.context.inspected[s.context.machineId] : undefined;
  if (!activity) return undefined;
  return { stateIds: activeStatesOf(activity), transitionId: activity.transitionId };
};
