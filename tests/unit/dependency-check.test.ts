import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

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

  it('reads the sandbox too, and its rules would refuse the sandbox importing the app', async () => {
    const rules = require('../tools/dependency-rules.cjs') as {
      forbidden: { name: string; from: { path: string }; to: { pathNot?: string[] } }[];
    };
    const fence = rules.forbidden.find((r) => r.name === 'sandbox-shares-only-domain-and-contract');
    expect(fence?.from.path).toBe('^sandbox/');
    const allowed = (target: string) =>
      (fence?.to.pathNot ?? []).some((pattern) => new RegExp(pattern).test(target));
    expect(allowed('src/domain/task.ts')).toBe(true);
    expect(allowed('src/api/contract.ts')).toBe(true);
    expect(allowed('src/app/composition.ts')).toBe(false);
    expect(allowed('src/features/rewards/RewardsPage.tsx')).toBe(false);
    const { output } = await cruise(['sandbox'], {
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
    });
    if (typeof output === 'string') throw new Error('expected a cruise result, not a report');
    expect(output.modules.filter((m) => m.source.startsWith('sandbox/')).length).toBeGreaterThan(
      100,
    );
  });
});
