import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppFiles } from './files.ts';

/**
 * The build folder on disk, read on each request: the app may be built again while the server
 * runs, and the operating system keeps hot files in memory anyway.
 */
export function directoryFiles(root: string): AppFiles {
  const base = path.resolve(root);
  return {
    async read(file) {
      const full = path.join(base, file);
      // filePathOf already refuses `..`; this is the last word on leaving the folder.
      if (full !== base && !full.startsWith(base + path.sep)) return undefined;
      try {
        if (!(await stat(full)).isFile()) return undefined;
        return new Uint8Array(await readFile(full));
      } catch {
        return undefined;
      }
    },
  };
}
