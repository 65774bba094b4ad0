import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageOf } from '../src/domain/language.ts';
import { LOCALES, type Locale } from '../src/domain/locale.ts';
import { START_PRELOADS_ID } from '../src/app/first-view/start-after-paint.ts';
import type { Translate } from '../src/i18n/translator.ts';
import { SERVER_BUNDLE_ENTRY } from './files.ts';
import { translatorFor } from './locales.ts';

/**
 * The static shells (issue 17 item 6): for a CDN that serves the built files without the page
 * server, each locale's centre is written as `<locale>/index.html`, drawn at build time by the
 * page server's own renderer (the server bundle) in the app's first state: its header, heading
 * and the list's loading view, in the locale's words and direction. The page then paints that
 * view at once, and the app, which starts from the same state, draws it again unchanged.
 */

/** What the build knows of one chunk of the browser's bundle. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The chunks it imports statically: they load with it. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * The modules the centre's first drawing waits for, in the order the start asks for them
 * (src/app/main.tsx): the start, the actors, the views and the opened route.
 */
const CENTRE_START_MODULES = [
  /[\\/]src[\\/]app[\\/]main\.tsx$/,
  /[\\/]node_modules[\\/]xstate[\\/]/,
  /[\\/]src[\\/]app[\\/]composition\.ts$/,
  /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/,
  /[\\/]src[\\/]app[\\/]mount\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]centre-route\.tsx$/,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The locale's own files: its words (any file named after it under locales/) and dates. */
function localeModules(locale: Locale): RegExp[] {
  const modules = [new RegExp(`[\\\\/]locales[\\\\/](.+[\\\\/])?${escapeRegExp(locale)}\\.json$`)];
  const dates = languageOf(locale).dayjsLanguage;
  if (dates !== 'en') {
    modules.push(new RegExp(`[\\\\/]dayjs[\\\\/]locale[\\\\/]${escapeRegExp(dates)}\\.js$`));
  }
  return modules;
}

/**
 * The chunks the centre in `locale` loads before its first drawing, besides the entry: those
 * holding its start's modules and its locale's, with what each imports statically. The start
 * asks for them one after the other; named in the page, they all come at once.
 */
export function centreChunks(chunks: readonly ChunkFacts[], locale: Locale): string[] {
  const wanted = [...CENTRE_START_MODULES, ...localeModules(locale)];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const add = (chunk: ChunkFacts | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const name of chunk.imports) add(byName.get(name));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => wanted.some((re) => re.test(id)))) {
      add(chunk);
    }
  }
  return [...found];
}

/**
 * The page with the list of `files` its start script asks for together with the entry
 * (src/app/first-view/start-after-paint.ts): once the shell is painted, so that they neither
 * compete with it nor wait for each other.
 */
export function withStartPreloads(html: string, files: readonly string[], base = '/'): string {
  const list = JSON.stringify(files.map((file) => `${base}${file}`)).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${START_PRELOADS_ID}">${list}</script>`;
  if (!html.includes('<script>')) throw new Error('index.html: the start script was not found');
  return html.replace('<script>', () => `${data}\n    <script>`);
}

/** The server bundle's shell renderer (src/app/first-view/render-page.tsx). */
type ShellRenderer = (indexHtml: string, locale: Locale, t: Translate) => Promise<string>;

/**
 * Writes `<outDir>/<locale>/index.html` for every locale, drawn by the server bundle in
 * `serverDir`, with preload links for the chunks its first drawing needs; `written` is told
 * of each file (the build compresses it).
 */
export async function writeStaticShells(options: {
  outDir: string;
  serverDir: string;
  chunks: readonly ChunkFacts[];
  written: (file: string) => void;
}): Promise<void> {
  const { outDir, serverDir, chunks, written } = options;
  const bundle = (await import(pathToFileURL(path.join(serverDir, SERVER_BUNDLE_ENTRY)).href)) as {
    renderStaticShellPage: ShellRenderer;
  };
  const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  for (const locale of LOCALES) {
    const page = await bundle.renderStaticShellPage(indexHtml, locale, translatorFor(locale));
    const file = path.join(outDir, locale, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, withStartPreloads(page, centreChunks(chunks, locale)));
    written(file);
  }
}
