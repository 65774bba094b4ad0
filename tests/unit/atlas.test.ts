import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session.machine.ts';
import { layoutAtlas } from '../../src/features/atlas/layout.ts';
import { toAtlasGraph } from '../../src/features/atlas/machine-graph.ts';
import { loadMachines } from '../tools/load-machines.ts';
import { writeAtlas } from '../tools/write-atlas.ts';

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

  it('writes the static copy: every machine drawn alone and on one page, with its script bundled', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'atlas-'));
    const written = await writeAtlas(folder);
    const machines = await loadMachines();
    expect(written.sort()).toEqual([...machines.map((m) => `${m.id}.svg`), 'index.html'].sort());
    expect(readdirSync(folder).sort()).toEqual(written);
    const index = readFileSync(path.join(folder, 'index.html'), 'utf8');
    for (const machine of machines) expect(index).toContain(`<section id="${machine.id}"`);
    const script = index.slice(index.lastIndexOf('<script>'));
    // One classic script that opens from disk: nothing left to import.
    expect(script).not.toMatch(/\bimport\s*[{(*]|\bexport\s/);
    expect(script).toContain('scale');
  });
});
