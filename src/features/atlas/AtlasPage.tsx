import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { connectAtlasViewer } from '../../../machines/atlas-viewer.connect.ts';
import type {
  AtlasViewerInput,
  atlasViewerMachine,
} from '../../../machines/atlas-viewer.machine.ts';
import { useConnect } from '../../ui/actor.tsx';
import { Link } from '../../ui/navigation.tsx';
import { type DiagramFocus, DiagramViewport } from './DiagramViewport.tsx';
import { decorateSvg } from './highlight.ts';
import { LivePanel } from './LivePanel.tsx';
import { followedActor, litFor, stepsOf } from './live.ts';
import { diagramItems, searchDiagram, statePath } from './search.ts';
import './atlas.css';
import './diagram.css';

export interface AtlasPageProps {
  logic: typeof atlasViewerMachine;
  input: AtlasViewerInput;
  machineIds: readonly string[];
  /** The machine the address names (`/_machines/activityApply`), if any. */
  machineId: string | undefined;
  /** The state the address's fragment names (`#settled.standing.applied`), if any. */
  statePath: string | undefined;
  /** The address of a machine's page (keeping ?inspect). */
  hrefOf: (machineId: string) => string;
  /** Puts a state's path in the address, so the address bar shares it. */
  shareState: (statePath: string) => void;
}

/** How many search results are listed (all of them are marked on the diagram). */
const RESULTS_SHOWN = 40;

const stateIdOf = (machineId: string, path: string) =>
  path === machineId ? path : `${machineId}.${path}`;

/**
 * The machine atlas (/_machines): every machine of machines/ as a diagram, for the product
 * team: an address per machine and per state, search, zoom and pan, and with ?inspect one
 * running actor of the app followed live. Developer tooling: English only.
 */
export default function AtlasPage(props: AtlasPageProps) {
  const { logic, input, machineIds, machineId } = props;
  const actor = useActorRef(logic, { input });
  const atlas = useConnect(actor, connectAtlasViewer);
  const { dataState: state, selected, svg, isLive: live, activity } = atlas;

  // The address is where the machine is chosen (links, back and forward): the atlas follows it.
  useEffect(() => {
    const now = connectAtlasViewer(actor.getSnapshot(), actor.send);
    if (machineId && machineId !== now.selected) now.select(machineId);
  }, [actor, machineId]);

  // Search, the item asked for and the followed actor are view state of this page alone.
  const [query, setQuery] = useState('');
  const [focus, setFocus] = useState<(DiagramFocus & { machineId: string }) | undefined>(() =>
    props.machineId && props.statePath
      ? {
          machineId: props.machineId,
          kind: 'state',
          id: stateIdOf(props.machineId, props.statePath),
          seq: 0,
        }
      : undefined,
  );
  const [chosenActorId, setChosenActorId] = useState<string>();
  const [stepSeq, setStepSeq] = useState<number>();

  const items = useMemo(
    () =>
      svg && selected
        ? diagramItems(
            new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement,
            selected,
          )
        : [],
    [svg, selected],
  );
  const matches = searchDiagram(items, query);
  const followed = live ? followedActor(activity, chosenActorId) : undefined;
  const steps = stepsOf(activity, followed?.actorId);
  const lit = litFor(followed, steps, stepSeq);
  const shownFocus = focus && focus.machineId === selected ? focus : undefined;

  const pick = (kind: 'state' | 'transition', id: string) => {
    if (!selected) return;
    setFocus({ machineId: selected, kind, id, seq: (focus?.seq ?? 0) + 1 });
    if (kind === 'state') props.shareState(statePath(selected, id));
  };

  return (
    <div className="atlas" data-state={state}>
      <nav className="atlas-nav" aria-label="Machines">
        <h1>Machine atlas</h1>
        <p className="muted">
          {live
            ? 'Live: following the app in another tab.'
            : 'Open the app with ?inspect to follow it live.'}
        </p>
        <ul>
          {machineIds.map((id) => (
            <li key={id}>
              <Link
                to={props.hrefOf(id)}
                className={id === selected ? 'atlas-machine current' : 'atlas-machine'}
                aria-current={id === selected ? 'page' : undefined}
              >
                {id}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="atlas-main" aria-label={selected ? `Diagram of ${selected}` : 'Diagram'}>
        {state === 'choosing' && <p>Choose a machine to see its diagram.</p>}
        {state === 'layingOut' && <p role="status">Laying out {selected}…</p>}
        {state === 'failed' && <p role="alert">The machine {selected} could not be drawn.</p>}
        {state === 'shown' && svg && selected && (
          <>
            <search className="atlas-search">
              <label>
                Search states, events, guards, actions and descriptions
                <input
                  type="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={(e) => {
                    const first = matches[0];
                    if (e.key === 'Enter' && first) pick(first.kind, first.id);
                  }}
                />
              </label>
              {query.trim() && (
                <p className="muted" role="status">
                  {matches.length === 1 ? '1 match' : `${matches.length} matches`}
                </p>
              )}
              {matches.length > 0 && (
                <ul className="atlas-results" aria-label="Search results">
                  {matches.slice(0, RESULTS_SHOWN).map((m) => (
                    <li key={`${m.kind}:${m.id}`}>
                      <button
                        type="button"
                        className="atlas-result"
                        data-kind={m.kind}
                        onClick={() => pick(m.kind, m.id)}
                      >
                        <span className="atlas-result-kind">{m.kind}</span> <code>{m.title}</code>{' '}
                        <span className="muted">{m.detail}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </search>
            {live && (
              <LivePanel
                machineId={selected}
                activity={activity}
                followed={followed}
                steps={steps}
                stepSeq={stepSeq}
                onChoose={(id) => {
                  setChosenActorId(id);
                  setStepSeq(undefined);
                }}
                onStep={setStepSeq}
              />
            )}
            <DiagramViewport
              key={selected}
              markup={decorateSvg(svg, {
                actor: lit,
                matches,
                focused: shownFocus,
              })}
              focus={shownFocus}
              onPick={pick}
              label={`State diagram of ${selected}`}
            />
          </>
        )}
      </section>
    </div>
  );
}
