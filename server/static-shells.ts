import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
  for (const locale of LOCALES) {
    const page = await bundle.renderStaticShellPage(indexHtml, locale, translatorFor(locale));
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
        withLanguage(indexHtml, locale),
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
