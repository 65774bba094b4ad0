import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureCoverage } from './coverage.ts';
import { loadModelSpecs } from './models/registry.ts';

const MODEL_SPECS = await loadModelSpecs();

const MACHINES_DIR = new URL('../../machines/', import.meta.url);

describe('machine coverage by generated paths', () => {
  it('has a model for every machine of machines/, the root included', () => {
    const files = readdirSync(MACHINES_DIR).filter((f) => f.endsWith('.machine.ts'));
    const ids = files.map((f) =>
      f.replace('.machine.ts', '').replace(/-(\w)/g, (_, c) => c.toUpperCase()),
    );
    expect(MODEL_SPECS.map((s) => s.name).sort()).toEqual(ids.sort());
  });

  for (const spec of MODEL_SPECS) {
    it(`${spec.name}: paths reach every state and every transition`, () => {
      const row = measureCoverage(spec);
      expect(row.uncoveredStates).toEqual([]);
      expect(row.uncoveredTransitions).toEqual([]);
      expect(row.paths).toBeGreaterThan(0);
    });
  }
});
