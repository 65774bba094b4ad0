import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  type InspectedActor,
  type InspectedMachines,
  recordInspection,
} from '../src/domain/inspection.ts';

export type { InspectedActor };

export interface AtlasViewerInput {
  /** The machine shown first (from the address), if any. */
  machineId: string | undefined;
  /** With ?inspect the atlas follows the running app in another tab. */
  live: boolean;
}

export interface AtlasViewerContext {
  machineId: string | undefined;
  /** The selected machine's diagram, as SVG markup. */
  svg: string | undefined;
  live: boolean;
  /** What the running app reported, per machine: its live actors' states, its last transition. */
  inspected: InspectedMachines;
}

export type AtlasViewerEvent =
  | { type: 'atlas.select'; machineId: string }
  | { type: 'atlas.inspected'; actor: InspectedActor }
  /** The app (re)started in its tab: what it reported before is gone with its old page. */
  | { type: 'atlas.appStarted' };

/**
 * The machine atlas (/_machines): lays out the chosen machine's diagram and, when live,
 * listens to the running app's actors so the current state and last transition light up.
 */
export const atlasViewerMachine = setup({
  types: {
    input: {} as AtlasViewerInput,
    context: {} as AtlasViewerContext,
    events: {} as AtlasViewerEvent,
  },
  actors: {
    layoutDiagram: fromPromise<string, { machineId: string }>(async () => {
      throw new Error('layoutDiagram is provided by the composition root');
    }),
    /** Subscribes to the inspection channel and sends atlas.inspected for each report. */
    inspectionChannel: fromCallback<AtlasViewerEvent>(() => () => {}),
  },
  actions: {
    /** A new machine is laid out from scratch: the last diagram goes. */
    storeMachineId: assign((_, params: { machineId: string }) => ({
      machineId: params.machineId,
      svg: undefined,
    })),
    storeSvg: assign((_, svg: string) => ({ svg })),
    recordInspected: assign(({ context }, actor: InspectedActor) => ({
      inspected: recordInspection(context.inspected, actor),
    })),
    /** A restarted app has new actors: the old log no longer applies. */
    clearInspected: assign({ inspected: {} }),
  },
  guards: {
    hasMachine: ({ context }) => context.machineId !== undefined,
    isLive: ({ context }) => context.live,
  },
}).createMachine({
  id: 'atlasViewer',
  description: 'The machine atlas: one diagram at a time, live when asked.',
  context: ({ input }) => ({
    machineId: input.machineId,
    svg: undefined,
    live: input.live,
    inspected: {},
  }),
  type: 'parallel',
  states: {
    diagram: {
      description: 'The chosen machine drawn as a diagram.',
      initial: 'choosing',
      on: {
        'atlas.select': {
          target: '.layingOut',
          actions: { type: 'storeMachineId', params: ({ event }) => event },
        },
      },
      states: {
        choosing: {
          description: 'No machine chosen yet: the list is shown.',
          tags: ['choosing'],
          always: { guard: 'hasMachine', target: 'layingOut' },
        },
        layingOut: {
          description: 'Lays the diagram out (ELK) for the chosen machine.',
          tags: ['layingOut'],
          invoke: {
            id: 'layoutDiagram',
            src: 'layoutDiagram',
            input: ({ context }) => ({ machineId: context.machineId ?? '' }),
            onDone: {
              target: 'shown',
              actions: { type: 'storeSvg', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        shown: { description: 'The diagram is shown, with zoom and pan.', tags: ['shown'] },
        failed: {
          description: 'The machine is unknown or could not be laid out.',
          tags: ['failed'],
        },
      },
    },
    live: {
      description: 'Whether the atlas follows the running app.',
      initial: 'checking',
      states: {
        checking: {
          description: 'Reads whether ?inspect was given.',
          always: [{ guard: 'isLive', target: 'listening' }, { target: 'off' }],
        },
        off: { description: 'Static diagrams only.' },
        listening: {
          description: 'Highlights each reported actor’s states and last transition.',
          tags: ['live'],
          invoke: { id: 'inspectionChannel', src: 'inspectionChannel' },
          on: {
            'atlas.inspected': {
              actions: { type: 'recordInspected', params: ({ event }) => event.actor },
            },
            'atlas.appStarted': { actions: 'clearInspected' },
          },
        },
      },
    },
  },
});
