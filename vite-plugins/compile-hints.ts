/**
 * V8's explicit compile hint (Chromium 136+) on the start's files: a file that opens with it is
 * compiled whole, off the page's thread while it loads, instead of function by function on the
 * page's thread when each is first called (issue 17: tasks under 50 ms at 4x/6x CPU).
 */
import type { Plugin } from 'vite';

/** The hint; V8 reads it only where it opens the file. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files of the centre's start, whose functions nearly all run before it is live. React's
 * file is not among them: most of it never runs on a page, and marked whole (with the views, in
 * one file) its evaluation was one task of 45-80 ms (AMD EPYC, traced in Chromium; issue 17).
 */
const EAGER_CHUNKS = new Set(['main', 'mount', 'centre-route']);

/** The build's banner for a chunk (rolldown's `postBanner`, after minification). */
export const compileHintBanner = (chunk: { name: string }) =>
  EAGER_CHUNKS.has(chunk.name) ? EAGER_COMPILE_HINT : '';

/** Vite's list of a chunk's lazily loaded files, which it puts before everything else. */
const PRELOAD_LIST = 'const __vite__mapDeps=';

/**
 * Puts the hint back on the first line where Vite's preload list came before it (main, the
 * composition, the views' start). Both are whole lines with no source of their own, so
 * swapping them leaves every other line, and the source map, where it was.
 */
export function compileHintFirst(): Plugin {
  return {
    name: 'exchange:compile-hint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !EAGER_CHUNKS.has(chunk.name)) continue;
          const lines = chunk.code.split('\n');
          if (lines[0] === EAGER_COMPILE_HINT) continue;
          if (lines[0]?.startsWith(PRELOAD_LIST) && lines[1] === EAGER_COMPILE_HINT) {
            chunk.code = [lines[1], lines[0], ...lines.slice(2)].join('\n');
          } else {
            this.warn(`${chunk.fileName}: the compile hint is not on its first line`);
          }
        }
      },
    },
  };
}
