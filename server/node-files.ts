import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installArrayBufferDetached } from './array-buffer-detached.ts';
import { type AppFiles, SERVER_BUNDLE_ENTRY, SERVER_BUNDLE_SUFFIX } from './files.ts';
import type { FirstViewRenderer } from './first-view.ts';

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

/**
 * The first view's renderer from the server bundle built beside the folder `root`, imported on
 * the first page that needs it. A build without one (or one that fails to load) leaves pages
 * plain: the renderer throws, and the page goes out without its first view.
 */
export function directoryRenderer(root: string): FirstViewRenderer {
  const entry = path.join(`${path.resolve(root)}${SERVER_BUNDLE_SUFFIX}`, SERVER_BUNDLE_ENTRY);
  let loaded: Promise<{ renderFirstViewPage: FirstViewRenderer }> | undefined;
  // Before the bundle loads: React's renderer looks for the getter once, as its module runs.
  installArrayBufferDetached();
  return async (indexHtml, view, page) => {
    loaded ??= import(pathToFileURL(entry).href);
    const bundle = await loaded.catch((error: unknown) => {
      // Asked again on the next page: the app may be being built right now.
      loaded = undefined;
      throw error;
    });
    return bundle.renderFirstViewPage(indexHtml, view, page);
  };
}
