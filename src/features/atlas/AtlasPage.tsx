import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type {
  AtlasViewerInput,
  atlasViewerMachine,
} from '../../../machines/atlas-viewer.machine.ts';
import {
  selectDiagramState,
  selectInspectedForSelected,
  selectIsLive,
  selectSelectedMachine,
  selectSvg,
} from '../../../machines/atlas-viewer.selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { highlightSvg } from './highlight.ts';
import './atlas.css';
import './diagram.css';

export interface AtlasPageProps {
  logic: typeof atlasViewerMachine;
  input: AtlasViewerInput;
  machineIds: readonly string[];
}

const ZOOM_STEP = 1.25;

/**
 * The machine atlas (/_machines): every machine of machines/ as a diagram, for the product
 * team. With ?inspect it follows the running app in another tab. Developer tooling: English only.
 */
export default function AtlasPage({ logic, input, machineIds }: AtlasPageProps) {
  const actor = useActorRef(logic, { input });
  const state = useSelector(actor, selectDiagramState);
  const selected = useSelector(actor, selectSelectedMachine);
  const svg = useSelector(actor, selectSvg);
  const live = useSelector(actor, selectIsLive);
  const inspected = useSelector(actor, selectInspectedForSelected);
  // Zoom is view state of this page alone.
  const [zoom, setZoom] = useState(1);

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
              <button
                type="button"
                className={id === selected ? 'atlas-machine current' : 'atlas-machine'}
                aria-current={id === selected ? 'true' : undefined}
                onClick={() => actor.send({ type: 'atlas.select', machineId: id })}
              >
                {id}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="atlas-main" aria-label={selected ? `Diagram of ${selected}` : 'Diagram'}>
        {state === 'choosing' && <p>Choose a machine to see its diagram.</p>}
        {state === 'layingOut' && <p role="status">Laying out {selected}…</p>}
        {state === 'failed' && <p role="alert">The machine {selected} could not be drawn.</p>}
        {state === 'shown' && svg && (
          <>
            <div className="atlas-toolbar">
              <Button
                variant="secondary"
                onClick={() => setZoom((z) => z / ZOOM_STEP)}
                aria-label="Zoom out"
              >
                −
              </Button>
              <span aria-live="polite">{Math.round(zoom * 100)}%</span>
              <Button
                variant="secondary"
                onClick={() => setZoom((z) => z * ZOOM_STEP)}
                aria-label="Zoom in"
              >
                +
              </Button>
              <Button variant="ghost" onClick={() => setZoom(1)}>
                Reset
              </Button>
              {inspected && (
                <span className="atlas-current" data-testid="atlas-current">
                  Now: {inspected.stateIds.filter((id) => id !== selected).join(', ')}
                </span>
              )}
            </div>
            {/* Scrolling pans the diagram; it stays left to right in every locale. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable diagram must be reachable by keyboard. */}
            <div className="atlas-canvas" tabIndex={0} dir="ltr">
              <div
                className="atlas-zoom"
                style={{ transform: `scale(${zoom})` }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated here from the machines, every text escaped.
                dangerouslySetInnerHTML={{ __html: highlightSvg(svg, inspected) }}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
