/** `npm run atlas`: writes the static machine atlas to docs/machines (opens from the file system). */
import path from 'node:path';
import { writeAtlas } from './write-atlas.ts';

const out = path.resolve(import.meta.dirname, '../../docs/machines');
const written = await writeAtlas(out);
console.log(`Wrote ${written.length} files to ${path.relative(process.cwd(), out)}/`);
