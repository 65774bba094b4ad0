import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session.machine.ts';
import { layoutAtlas } from '../../src/features/atlas/layout.ts';
import { toAtlasGraph } from '../../src/features/atlas/machine-graph.ts';
import { buildStaticAtlas } from '../../src/features/atlas/static-atlas.ts';
import { loadMachines } from '../tools/load-machines.ts';

const DOCS = new URL('../../docs/machines/', import.meta.url);
const DIAGRAM_CSS = new URL('../../src/features/atlas/diagram.css', import.meta.url);

describe('machine atlas', () => {
  it('draws every state, its description, and every transition with event and guard', async () => {
    const graph = toAtlasGraph(sessionMachine);
    expect(graph.states.map((s) => s.id)).toContain('session.authenticated.loadingUser');
    const loading = graph.states.find((s) => s.id === 'session.authenticated.loadingUser');
    expect(loading?.invokes).toEqual(['loadUserInfo']);
    expect(loading?.description).toMatch(/userinfo/);
    expect(graph.transitions).toContainEqual(
      expect.objectContaining({
        sourceId: 'session.restoring',
        targetId: 'session.authenticated',
        label: 'always',
        guard: 'hasTokens',
      }),
    );
    const layout = await layoutAtlas(graph);
    expect(layout.states).toHaveLength(graph.states.length);
    // Children sit inside their parents.
    const parent = layout.states.find((s) => s.id === 'session.authenticated')!;
    const child = layout.states.find((s) => s.id === 'session.authenticated.ready')!;
    expect(child.x).toBeGreaterThanOrEqual(parent.x);
    expect(child.y + child.height).toBeLessThanOrEqual(parent.y + parent.height);
  });

  it('has an up-to-date static copy in docs/machines (run npm run atlas after changing a machine)', async () => {
    const files = await buildStaticAtlas(await loadMachines(), readFileSync(DIAGRAM_CSS, 'utf8'));
    expect(existsSync(DOCS)).toBe(true);
    expect(readdirSync(DOCS).sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) {
      expect(readFileSync(new URL(name, DOCS), 'utf8'), `${name} is stale`).toBe(content);
    }
  });
});
