import type { AnyStateMachine } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { atlasViewerMachine } from '../../machines/atlas-viewer.machine.ts';
import AtlasPage from '../features/atlas/AtlasPage.tsx';
import { layoutAtlas } from '../features/atlas/layout.ts';
import { toAtlasGraph } from '../features/atlas/machine-graph.ts';
import { renderAtlasSvg } from '../features/atlas/svg.ts';
import { INSPECTION_CHANNEL, type InspectionMessage } from './inspection.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts');

const idOfFile = (file: string) =>
  (file.split('/').pop() ?? '')
    .replace('.machine.ts', '')
    .replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const MACHINE_FILES = new Map(Object.keys(modules).map((file) => [idOfFile(file), file]));

async function loadMachine(machineId: string): Promise<AnyStateMachine> {
  const file = MACHINE_FILES.get(machineId);
  const load = file ? modules[file] : undefined;
  if (!load) throw new Error(`no machine ${machineId}`);
  const found = Object.values(await load()).find(
    (v): v is AnyStateMachine =>
      typeof v === 'object' && v !== null && 'root' in v && (v as AnyStateMachine).id === machineId,
  );
  if (!found) throw new Error(`no machine ${machineId} in ${file}`);
  return found;
}

const atlasLogic = atlasViewerMachine.provide({
  actors: {
    layoutDiagram: fromPromise(async ({ input }) =>
      renderAtlasSvg(await layoutAtlas(toAtlasGraph(await loadMachine(input.machineId))), {}),
    ),
    inspectionChannel: fromCallback(({ sendBack }) => {
      const channel = new BroadcastChannel(INSPECTION_CHANNEL);
      channel.onmessage = ({ data }: MessageEvent<InspectionMessage>) =>
        sendBack(
          data.kind === 'started'
            ? { type: 'atlas.appStarted' }
            : { type: 'atlas.inspected', actor: data.actor },
        );
      return () => channel.close();
    }),
  },
});

/** The /_machines route, loaded on demand: it carries ELK and every machine's module. */
export default function AtlasRoute(props: { search: string }) {
  const params = new URLSearchParams(props.search);
  const requested = params.get('machine') ?? undefined;
  return (
    <AtlasPage
      logic={atlasLogic}
      input={{
        machineId: requested && MACHINE_FILES.has(requested) ? requested : undefined,
        live: params.has('inspect'),
      }}
      machineIds={[...MACHINE_FILES.keys()].sort()}
    />
  );
}
