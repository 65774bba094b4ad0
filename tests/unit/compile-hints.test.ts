import { describe, expect, it } from 'vitest';
import { compileHintFirst, EAGER_COMPILE_HINT } from '../../vite-plugins/compile-hints.ts';

type FakeChunk = { type: 'chunk'; name: string; fileName: string; code: string };

/** Runs the plugin's generateBundle on `chunks`; answers the warnings it gave. */
function run(chunks: FakeChunk[]): string[] {
  const warnings: string[] = [];
  const hook = compileHintFirst().generateBundle as {
    handler: (this: unknown, options: unknown, bundle: Record<string, FakeChunk>) => void;
  };
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  hook.handler.call({ warn: (m: string) => warnings.push(m) }, {}, bundle);
  return warnings;
}

const preloads = 'const __vite__mapDeps=(i,m=__vite__mapDeps)=>i.map(i=>d[i]);';

describe('the compile hint opens each of the start’s files', () => {
  it('swaps it with Vite’s preload list, leaving every later line where it was', () => {
    const main = {
      type: 'chunk' as const,
      name: 'main',
      fileName: 'assets/main-x.js',
      code: [preloads, EAGER_COMPILE_HINT, 'import"a";', 'run();'].join('\n'),
    };
    expect(run([main])).toEqual([]);
    expect(main.code.split('\n')).toEqual([EAGER_COMPILE_HINT, preloads, 'import"a";', 'run();']);
  });

  it('leaves a file it already opens, and the files outside the start', () => {
    const actors = `${EAGER_COMPILE_HINT}\nimport"b";`;
    const views = `${preloads}\nimport"react";`;
    const chunks = [
      { type: 'chunk' as const, name: 'composition', fileName: 'a.js', code: actors },
      { type: 'chunk' as const, name: 'vendor-views', fileName: 'v.js', code: views },
    ];
    expect(run(chunks)).toEqual([]);
    expect(chunks.map((c) => c.code)).toEqual([actors, views]);
  });

  it('warns when a start file has the hint nowhere it can move it from', () => {
    const mount = { type: 'chunk' as const, name: 'mount', fileName: 'm.js', code: 'import"c";' };
    expect(run([mount])).toEqual(['m.js: the compile hint is not on its first line']);
  });
});
