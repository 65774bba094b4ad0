import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// dependency-cruiser parses TypeScript with the `typescript` package's JavaScript API, which
// TypeScript 7 does not have: with it, the check of `npm run check` read no file and so found
// no violation. This keeps the check able to fail.
describe('the dependency check of npm run check', () => {
  it("reads the machines' TypeScript files and their imports", async () => {
    const { output } = await cruise(['machines'], {
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
    });
    if (typeof output === 'string') throw new Error('expected a cruise result, not a report');
    const files = output.modules.filter((module) => module.source.startsWith('machines/'));
    expect(files.length).toBeGreaterThan(10);
    const task = files.find((module) => module.source.endsWith('.machine.ts'));
    expect(task?.dependencies.map((dependency) => dependency.module)).toContain('xstate');
  });
});
