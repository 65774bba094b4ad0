import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectAtlasViewer } from '../../machines/atlas-viewer.connect.ts';
import {
  type AtlasViewerEvent,
  type AtlasViewerInput,
  atlasViewerMachine,
} from '../../machines/atlas-viewer.machine.ts';
import {
  type AtlasViewerModelEvent,
  atlasViewerModel,
  atlasViewerSpec,
  withoutLog,
} from './models/atlas-viewer.model.ts';
import { selectInspectedForSelected } from './models/atlas-viewer.selectors.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends AtlasViewerModelEvent['type']> = Extract<AtlasViewerModelEvent, { type: T }>;

for (const { name, input: raw } of atlasViewerSpec.inputs) {
  const input = raw as AtlasViewerInput;
  describe(`atlas viewer paths: ${name}`, () => {
    for (const path of atlasViewerModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let layout = deferred<string>();
        const layoutDiagram = vi.fn((_: { machineId: string }) => {
          layout = deferred<string>();
          return layout.promise;
        });
        let listeners = 0;
        const actor = createActor(
          atlasViewerMachine.provide({
            actors: {
              layoutDiagram: fromPromise(({ input: i }) => layoutDiagram(i)),
              inspectionChannel: fromCallback(() => {
                listeners += 1;
                return () => {
                  listeners -= 1;
                };
              }),
            },
          }),
          { input },
        ).start();

        await path.test({
          states: {
            'diagram.choosing': () => {
              expect(layoutDiagram).not.toHaveBeenCalled();
              expect(connectAtlasViewer(actor.getSnapshot(), actor.send).dataState).toBe(
                'choosing',
              );
            },
            'diagram.layingOut': () =>
              expect(layoutDiagram).toHaveBeenLastCalledWith({
                machineId: actor.getSnapshot().context.machineId,
              }),
            'diagram.shown': () => {
              const atlas = connectAtlasViewer(actor.getSnapshot(), actor.send);
              expect(atlas.dataState).toBe('shown');
              expect(atlas.svg).toContain('<svg');
            },
            'diagram.failed': () => {
              const atlas = connectAtlasViewer(actor.getSnapshot(), actor.send);
              expect(atlas.dataState).toBe('failed');
              expect(atlas.svg).toBeUndefined();
            },
            'live.listening': () => {
              // The channel is open exactly while the atlas is live.
              expect(listeners).toBe(1);
              expect(connectAtlasViewer(actor.getSnapshot(), actor.send).isLive).toBe(true);
            },
            'live.off': () => {
              expect(listeners).toBe(0);
              expect(connectAtlasViewer(actor.getSnapshot(), actor.send).isLive).toBe(false);
            },
          },
          events: {
            'xstate.done.actor.layoutDiagram': async ({ event }) => {
              layout.resolve((event as Payload<'xstate.done.actor.layoutDiagram'>).output);
              await flush();
            },
            'xstate.error.actor.layoutDiagram': async ({ event }) => {
              layout.reject((event as Payload<'xstate.error.actor.layoutDiagram'>).error);
              await flush();
            },
            'atlas.select': ({ event }) => {
              const { machineId } = event as Payload<'atlas.select'>;
              connectAtlasViewer(actor.getSnapshot(), actor.send).select(machineId);
              expect(connectAtlasViewer(actor.getSnapshot(), actor.send)).toMatchObject({
                dataState: 'layingOut',
                selected: machineId,
              });
            },
            'atlas.inspected': ({ event }) => {
              const { actor: report } = event as Payload<'atlas.inspected'>;
              const before = actor.getSnapshot().context.inspected[report.machineId];
              actor.send(event as AtlasViewerEvent);
              const after = actor.getSnapshot().context.inspected[report.machineId];
              // A stopped actor is in no state; a live one where it reported.
              expect(after?.actors[report.actorId]).toEqual(
                report.stopped ? undefined : report.stateIds,
              );
              expect(after?.transitionId).toBe(report.transitionId ?? before?.transitionId);
              // The machine on screen lights up every state any of its live actors is in.
              const lit = selectInspectedForSelected(actor.getSnapshot());
              if (actor.getSnapshot().context.machineId !== report.machineId) return;
              const live = Object.values(after?.actors ?? {}).flat();
              expect(new Set(lit?.stateIds)).toEqual(new Set(live));
              for (const id of report.stopped ? [] : report.stateIds) {
                expect(lit?.stateIds).toContain(id);
              }
            },
            'atlas.appStarted': ({ event }) => {
              actor.send(event as AtlasViewerEvent);
              // The app's new page has reported nothing yet: nothing is lit.
              expect(actor.getSnapshot().context.inspected).toEqual({});
              expect(selectInspectedForSelected(actor.getSnapshot())).toBeUndefined();
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        // The event log aside: the model tells snapshots apart without it (withoutLog).
        expect(withoutLog(actor.getSnapshot()).context).toEqual(withoutLog(path.state).context);
      });
    }
  });
}
