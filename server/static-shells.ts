import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { LOCALES, type Locale } from '../src/domain/locale.ts';
import type { Translate } from '../src/i18n/translator.ts';
import { SERVER_BUNDLE_ENTRY } from './files.ts';
import { translatorFor } from './locales.ts';
import { withLanguage } from './page-server.ts';
import {
  type ChunkFacts,
  START_PRELOADS_FILE,
  startPreloadsFor,
  startPreloadsOf,
  withHeadModulePreloads,
  withStartPreloads,
} from './start-preloads.ts';

/**
 * The static shells (issue 17 item 6): for a CDN that serves the built files without the page
 * server, each locale's centre is written as `<locale>/index.html`, drawn at build time by the
 * page server's own renderer (the server bundle) in the app's first state: its header, heading
 * and the list's loading view, in the locale's words and direction. The page paints that view
 * at once, and the app, which starts from the same state, draws it again unchanged. Beside
 * them, the start preloads (start-preloads.ts) the page server adds to the pages it draws.
 */

/** The server bundle's shell renderer (src/app/first-view/render-page.tsx). */
type ShellRenderer = (indexHtml: string, locale: Locale, t: Translate) => Promise<string>;

/**
 * Writes `<outDir>/<locale>/index.html` for every locale, drawn by the server bundle in
 * `serverDir`, and the build's start preloads; `written` is told of each file (the build
 * compresses it).
 */
export async function writeStaticShells(options: {
  outDir: string;
  serverDir: string;
  chunks: readonly ChunkFacts[];
  written: (file: string) => void;
}): Promise<void> {
  const { outDir, serverDir, chunks, written } = options;
  const preloads = startPreloadsOf(chunks);
  const manifest = path.join(outDir, START_PRELOADS_FILE);
  writeFileSync(manifest, JSON.stringify(preloads));
  written(manifest);
  const bundle = (await import(pathToFileURL(path.join(serverDir, SERVER_BUNDLE_ENTRY)).href)) as {
    renderStaticShellPage: ShellRenderer;
  };
  const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const earlyCalls = await earlyCallsScript();
  for (const locale of LOCALES) {
    const page = withHeadScript(
      await bundle.renderStaticShellPage(indexHtml, locale, translatorFor(locale)),
      earlyCalls,
    );
    const file = path.join(outDir, locale, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, withStartFiles(page, startPreloadsFor(preloads, 'centre', locale)));
    written(file);
    // An activity's page: the boot shell, which fits any activity, with the activity's modules.
    // A CDN sends it for `/{locale}/activity/*` and `/{locale}/events/*`.
    const activity = path.join(outDir, locale, 'activity', 'index.html');
    mkdirSync(path.dirname(activity), { recursive: true });
    writeFileSync(
      activity,
      withStartFiles(
        withHeadScript(withLanguage(indexHtml, locale), earlyCalls),
        startPreloadsFor(preloads, 'activity', locale),
      ),
    );
    written(activity);
  }
}

/**
 * A static shell with its start's files: listed for the start script, and preloaded from the
 * head, since a shell has no image of its own that they would hold up (issue 17 item 6).
 */
function withStartFiles(page: string, urls: readonly string[]): string {
  return withHeadModulePreloads(withStartPreloads(page, urls), urls);
}

/** src/app/first-view/early-calls.ts, the shells' head script. */
const EARLY_CALLS_MODULE = fileURLToPath(
  new URL('../src/app/first-view/early-calls.ts', import.meta.url),
);

/**
 * The page's first calls (early-calls.ts) as one inline script: bundled from the app's own
 * signing and contract modules, so the shell's calls are signed and addressed as the app's.
 * The build's settings (import.meta.env) are not needed by what it uses; crypto-js, the
 * signature's fallback without WebCrypto, is never reached (the script does nothing then).
 */
async function earlyCallsScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { startEarlyCalls } from ${JSON.stringify(EARLY_CALLS_MODULE)}; startEarlyCalls(window);`,
      resolveDir: path.dirname(EARLY_CALLS_MODULE),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    external: ['crypto-js/*'],
    define: { 'import.meta.env': '{}' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('early-calls.ts: the bundle is empty');
  return code;
}

/**
 * `script` as the head's first script, before the inline style: the calls leave while the rest
 * of the page is still arriving. The page server allows it by its hash (server/csp.ts).
 */
function withHeadScript(page: string, script: string): string {
  const at = page.search(/<style|<\/head>/);
  if (at < 0) throw new Error('static shell: no head to put the early calls in');
  return `${page.slice(0, at)}<script>${script.replaceAll('</script', '<\\/script')}</script>\n    ${page.slice(at)}`;
}
