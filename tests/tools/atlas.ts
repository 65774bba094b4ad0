/** `npm run atlas`: writes the static machine atlas to docs/machines (opens from the file system). */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStaticAtlas } from '../../src/features/atlas/static-atlas.ts';
import { loadMachines } from './load-machines.ts';

const out = path.resolve(import.meta.dirname, '../../docs/machines');
const DIAGRAM_CSS = path.resolve(import.meta.dirname, '../../src/features/atlas/diagram.css');
const files = await buildStaticAtlas(await loadMachines(), readFileSync(DIAGRAM_CSS, 'utf8'));
mkdirSync(out, { recursive: true });
for (const old of readdirSync(out)) if (!(old in files)) rmSync(path.join(out, old));
for (const [name, content] of Object.entries(files)) writeFileSync(path.join(out, name), content);
console.log(`Wrote ${Object.keys(files).length} files to ${path.relative(process.cwd(), out)}/`);
