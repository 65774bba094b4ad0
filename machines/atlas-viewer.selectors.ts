import type { SnapshotFrom } from 'xstate';
import type { atlasViewerMachine } from './atlas-viewer.machine.ts';

type AtlasSnapshot = SnapshotFrom<typeof atlasViewerMachine>;

export const selectDiagramState = (s: AtlasSnapshot) =>
  String((s.value as { diagram: string }).diagram);
export const selectIsLive = (s: AtlasSnapshot) => s.matches({ live: 'listening' });
export const selectSelectedMachine = (s: AtlasSnapshot) => s.context.machineId;
export const selectSvg = (s: AtlasSnapshot) => s.context.svg;
/** The report of the machine on screen, if the running app sent one. */
export const selectInspectedForSelected = (s: AtlasSnapshot) =>
  s.context.machineId ? s.context.inspected[s.context.machineId] : undefined;
