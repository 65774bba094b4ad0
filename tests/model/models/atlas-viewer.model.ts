import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import {
  type AtlasViewerEvent,
  atlasViewerMachine,
} from '../../../machines/atlas-viewer.machine.ts';
import type { InspectedMachines } from '../../../src/domain/inspection.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';
import { serializeWithTransition } from './serialize.ts';

export const SESSION_SVG = '<svg data-machine="session"></svg>';

export type AtlasViewerModelEvent = AtlasViewerEvent | InvokeSettled<'layoutDiagram', string>;

/** A report of one of the app's session actors (an app has one; a second shows the union). */
const sessionReport = (actorId: string, stateIds: string[], stopped = false) => ({
  type: 'atlas.inspected' as const,
  actor: {
    machineId: 'session',
    actorId,
    stateIds,
    transitionId: stopped ? undefined : `session#0->${stateIds.at(-1)}`,
    stopped,
  },
});

export const ATLAS_VIEWER_MODEL_EVENTS: AtlasViewerModelEvent[] = [
  { type: 'atlas.select', machineId: 'session' },
  sessionReport('x:1', ['session', 'session.anonymous']),
  sessionReport('x:2', ['session', 'session.authenticated', 'session.authenticated.ready']),
  sessionReport('x:1', [], true),
  { type: 'atlas.appStarted' },
  { type: 'xstate.done.actor.layoutDiagram', output: SESSION_SVG },
  { type: 'xstate.error.actor.layoutDiagram', error: new Error('unknown machine') },
];

/**
 * The event log numbers every report, so each report would make a new snapshot and the
 * traversal would never end: snapshots are told apart without it (its steps are unit-tested).
 */
export const withoutLog = (snapshot: AnyMachineSnapshot): AnyMachineSnapshot => {
  const inspected = (snapshot.context as { inspected: InspectedMachines }).inspected;
  const context = {
    ...snapshot.context,
    inspected: Object.fromEntries(
      Object.entries(inspected).map(([id, { log: _log, ...activity }]) => [id, activity]),
    ),
  };
  return { ...snapshot, context } as AnyMachineSnapshot;
};

const serializeAtlasViewer = (
  snapshot: AnyMachineSnapshot,
  event?: EventObject,
  previous?: AnyMachineSnapshot,
) => serializeWithTransition(withoutLog(snapshot), event, previous && withoutLog(previous));

export const atlasViewerModel = machineModel<
  SnapshotFrom<typeof atlasViewerMachine>,
  AtlasViewerModelEvent
>(
  atlasViewerMachine,
  (s) =>
    ATLAS_VIEWER_MODEL_EVENTS.filter((e) =>
      e.type.startsWith('xstate.')
        ? s.matches({ diagram: 'layingOut' })
        : s.can(e as AtlasViewerEvent),
    ),
  serializeAtlasViewer,
);

export const atlasViewerSpec: MachineModelSpec = {
  name: 'atlasViewer',
  machine: atlasViewerMachine,
  model: atlasViewerModel,
  inputs: [
    { name: 'opened without a machine, static', input: { machineId: undefined, live: false } },
    { name: 'opened on session, live', input: { machineId: 'session', live: true } },
  ],
};
