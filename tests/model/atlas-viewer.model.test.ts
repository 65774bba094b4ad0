import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  type AtlasViewerEvent,
  type AtlasViewerInput,
  atlasViewerMachine,
} from '../../machines/atlas-viewer.machine.ts';
import { selectInspectedForSelected, selectIsLive } from '../../machines/atlas-viewer.selectors.ts';
import {
  type AtlasViewerModelEvent,
  atlasViewerModel,
  atlasViewerSpec,
} from './models/atlas-viewer.model.ts';
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
            'diagram.choosing': () => expect(layoutDiagram).not.toHaveBeenCalled(),
            'diagram.layingOut': () =>
              expect(layoutDiagram).toHaveBeenLastCalledWith({
                machineId: actor.getSnapshot().context.machineId,
              }),
            'diagram.shown': () => expect(actor.getSnapshot().context.svg).toContain('<svg'),
            'diagram.failed': () => expect(actor.getSnapshot().context.svg).toBeUndefined(),
            'live.listening': () => {
              // The channel is open exactly while the atlas is live.
              expect(listeners).toBe(1);
              expect(selectIsLive(actor.getSnapshot())).toBe(true);
            },
            'live.off': () => expect(listeners).toBe(0),
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
            'atlas.select': ({ event }) => actor.send(event as AtlasViewerEvent),
            'atlas.inspected': ({ event }) => {
              actor.send(event as AtlasViewerEvent);
              const e = event as Payload<'atlas.inspected'>;
              expect(actor.getSnapshot().context.inspected[e.actor.machineId]).toEqual(e.actor);
              if (actor.getSnapshot().context.machineId === e.actor.machineId) {
                expect(selectInspectedForSelected(actor.getSnapshot())).toEqual(e.actor);
              }
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
