/** Writes the static machine atlas (docs/machines by `npm run atlas`, a temp folder in tests). */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { buildStaticAtlas } from '../../src/features/atlas/static-atlas.ts';
import { loadMachines } from './load-machines.ts';

const ATLAS = path.resolve(import.meta.dirname, '../../src/features/atlas');

/**
 * static-page.ts and the modules it shares with the app's atlas page (zoom, pan, search),
 * bundled into one classic script: the copy opens from disk, where modules do not load.
 */
export async function bundleStaticScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(ATLAS, 'static-page.ts'), formats: ['iife'], name: 'machineAtlas' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the atlas script did not bundle');
  return chunk.code;
}

/** Writes every machine's SVG and the index page to `out`, removing files of old machines. */
export async function writeAtlas(out: string): Promise<string[]> {
  const css = readFileSync(path.join(ATLAS, 'diagram.css'), 'utf8');
  const files = await buildStaticAtlas(await loadMachines(), css, await bundleStaticScript());
  mkdirSync(out, { recursive: true });
  for (const old of readdirSync(out)) if (!(old in files)) rmSync(path.join(out, old));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(out, name), content);
  return Object.keys(files);
}
