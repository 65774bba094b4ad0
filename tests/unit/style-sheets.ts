import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The app's sources, whose style sheets the design token tests read. */
export const SRC = path.resolve(import.meta.dirname, '../../src');

/** Every style sheet under `dir`, its folders included. */
export function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return cssFiles(file);
    return file.endsWith('.css') ? [file] : [];
  });
}
