import type { AnyStateMachine } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { atlasViewerMachine } from '../../machines/atlas-viewer.machine.ts';
import AtlasPage from '../features/atlas/AtlasPage.tsx';
import { layoutAtlas } from '../features/atlas/layout.ts';
import { toAtlasGraph } from '../features/atlas/machine-graph.ts';
import { renderAtlasSvg } from '../features/atlas/svg.ts';
import { INSPECTION_CHANNEL, type InspectionMessage } from './inspection.ts';
import { atlasPath } from './routes.ts';

// `?atlas`: the machines with their states' descriptions, which the pages' copies leave out
// (vite.config.ts, machineDescriptionsForTheAtlasOnly).
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', {
  query: '?atlas',
});

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

/** The state a fragment names (`#settled.standing.applied`), decoded. */
const statePathOf = (hash: string) => {
  const path = decodeURIComponent(hash.replace(/^#/, ''));
  return path || undefined;
};

/** Shares a state by the address bar without a new history entry or a scroll. */
const shareState = (path: string) =>
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(path)}`);

/**
 * The /_machines route, loaded on demand: it carries ELK and every machine's module.
 * `/_machines/activityApply` opens a machine (`?machine=` still works), `#state.path` a state.
 */
export default function AtlasRoute(props: {
  machine: string | undefined;
  search: string;
  hash: string;
}) {
  const params = new URLSearchParams(props.search);
  const live = params.has('inspect');
  const requested = props.machine ?? params.get('machine') ?? undefined;
  const machineId = requested && MACHINE_FILES.has(requested) ? requested : undefined;
  return (
    <AtlasPage
      logic={atlasLogic}
      input={{ machineId, live }}
      machineId={machineId}
      statePath={statePathOf(props.hash)}
      machineIds={[...MACHINE_FILES.keys()].sort()}
      hrefOf={(id) => atlasPath(id, live)}
      shareState={shareState}
    />
  );
}
