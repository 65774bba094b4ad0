// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session.machine.ts';
import { highlightSvg } from '../../src/features/atlas/highlight.ts';
import { layoutAtlas } from '../../src/features/atlas/layout.ts';
import { toAtlasGraph } from '../../src/features/atlas/machine-graph.ts';
import { renderAtlasSvg } from '../../src/features/atlas/svg.ts';

describe('the live atlas', () => {
  it('lights up the states an actor is in and the transition it took last', async () => {
    const svg = renderAtlasSvg(await layoutAtlas(toAtlasGraph(sessionMachine)), {});
    const ready = 'session.authenticated.ready';
    const last = toAtlasGraph(sessionMachine).transitions.find((t) => t.targetId === ready)!;
    const lit = highlightSvg(svg, {
      stateIds: ['session', 'session.authenticated', ready],
      transitionId: last.id,
    });
    const shown = new DOMParser().parseFromString(lit, 'image/svg+xml');
    const active = [...shown.querySelectorAll('.atlas-state.active')];
    expect(active.map((n) => n.getAttribute('data-state-id'))).toEqual([
      'session',
      'session.authenticated',
      ready,
    ]);
    // Transition ids hold "->", which the SVG's markup escapes.
    const edges = [...shown.querySelectorAll('.atlas-edge.last')];
    expect(edges.map((n) => n.getAttribute('data-transition-id'))).toEqual([last.id]);
  });
});
