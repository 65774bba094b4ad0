import { START_PRELOADS_ID } from '../src/app/first-view/start-after-paint.ts';
import { LOCALES, type Locale } from '../src/domain/locale.ts';

/**
 * The modules a page's first drawing needs, named in the page (issue 17 item 6): the start
 * (src/app/main.tsx) asks for the actors, the views and the opened route one after the other,
 * each import known only once the one before has run. Listed in the page, the start script asks
 * for all of them together with the entry (src/app/first-view/start-after-paint.ts), so the
 * page waits for one round of requests instead of a chain of them.
 */

/** The build's list of those modules, written beside the built files. */
export const START_PRELOADS_FILE = '/start-preloads.json';

/** What the build knows of one chunk of the browser's bundle. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The chunks it imports statically: they load with it. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The routes a page opens on with its first drawing: the centre, and an activity. */
export type StartRoute = 'centre' | 'activity';

/**
 * The chunks each route's start needs, each locale's own (the first part of its words, and its
 * dates), and each locale's whole words, which every route but the centre waits for
 * (src/i18n/message-parts.ts).
 */
export interface StartPreloads {
  routes: Record<StartRoute, string[]>;
  locales: Partial<Record<Locale, string[]>>;
  wholeMessages?: Partial<Record<Locale, string[]>>;
}

/** The modules every start waits for before its first drawing: the start, actors and views. */
const START_MODULES = [
  /[\\/]src[\\/]app[\\/]main\.tsx$/,
  /[\\/]node_modules[\\/]xstate[\\/]/,
  /[\\/]src[\\/]app[\\/]composition\.ts$/,
  /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/,
  /[\\/]src[\\/]app[\\/]mount\.tsx$/,
];

/** Each route's own module (src/app/routes/route-modules.ts). */
const ROUTE_MODULES: Record<StartRoute, RegExp> = {
  centre: /[\\/]src[\\/]app[\\/]routes[\\/]centre-route\.tsx$/,
  activity: /[\\/]src[\\/]app[\\/]routes[\\/]activity-route\.tsx$/,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A locale's words: the file named after it under locales/, whole or its first part. */
function messagesModule(locale: Locale, part: 'first' | 'whole'): RegExp {
  const query = part === 'first' ? '\\?part=first' : '';
  return new RegExp(`[\\\\/]locales[\\\\/](.+[\\\\/])?${escapeRegExp(locale)}\\.json${query}$`);
}

/**
 * The module that lists the locale files (src/i18n/locale-files.ts): every locale but English
 * loads its first words through it, and every route but the centre its whole words.
 */
const LOCALE_FILES = /[\\/]src[\\/]i18n[\\/]locale-files\.ts$/;

/**
 * A locale's own modules for a start: the first part of its words (dates need no file), and
 * for any locale but English (whose first part comes with the start) the list they are found in.
 */
function localeModules(locale: Locale): RegExp[] {
  const first = messagesModule(locale, 'first');
  return locale === 'en' ? [first] : [first, LOCALE_FILES];
}

/** The chunks holding any of `modules` (and the entry, with `entry`), with what they import. */
function chunksWith(chunks: readonly ChunkFacts[], modules: readonly RegExp[], entry: boolean) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const add = (chunk: ChunkFacts | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const name of chunk.imports) add(byName.get(name));
  };
  for (const chunk of chunks) {
    if ((entry && chunk.isEntry) || chunk.moduleIds.some((id) => modules.some((m) => m.test(id)))) {
      add(chunk);
    }
  }
  return [...found];
}

/** The build's start preloads, from its chunks. */
export function startPreloadsOf(chunks: readonly ChunkFacts[]): StartPreloads {
  const route = (name: StartRoute) =>
    chunksWith(chunks, [...START_MODULES, ROUTE_MODULES[name]], true);
  return {
    routes: { centre: route('centre'), activity: route('activity') },
    locales: Object.fromEntries(
      LOCALES.map((locale) => [locale, chunksWith(chunks, localeModules(locale), false)]),
    ),
    wholeMessages: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        chunksWith(chunks, [messagesModule(locale, 'whole'), LOCALE_FILES], false),
      ]),
    ),
  };
}

/** The files a page of `route` in `locale` asks for with its entry, as addresses. */
export function startPreloadsFor(
  preloads: StartPreloads,
  route: StartRoute,
  locale: Locale,
  base = '/',
): string[] {
  // Past the centre, a route waits for the whole words of its locale and of English (the
  // fallback) before it draws.
  const whole =
    route === 'centre'
      ? []
      : [...new Set([locale, 'en' as const])].flatMap((l) => preloads.wholeMessages?.[l] ?? []);
  const files = new Set([...preloads.routes[route], ...(preloads.locales[locale] ?? []), ...whole]);
  return [...files].map((file) => `${base}${file}`);
}

/**
 * The page with the list of `urls` its start script asks for together with the entry, once the
 * page is painted: so that they neither compete with its first content nor wait for each other.
 */
export function withStartPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0 || !html.includes('<script>')) return html;
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${START_PRELOADS_ID}">${list}</script>`;
  return html.replace('<script>', () => `${data}\n    <script>`);
}

/**
 * The page with `urls` as module preloads in its head, for a page with no first view image
 * (a static shell, server/static-shells.ts): there is nothing its scripts would compete with,
 * and its largest paint comes with the app's list, so the modules are fetched while the page
 * is parsed and painted rather than after. They run only when the start script asks for the
 * entry, once the page is painted, as on any other page. At low priority: they never hold up
 * the page's first paint, nor does Lighthouse's model count them as holding it up (a
 * high-priority script in the head is render-blocking to it).
 */
export function withHeadModulePreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const links = urls
    .map(
      (url) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url.replace(/["&<>]/g, '')}" />`,
    )
    .join('\n    ');
  return html.replace('</head>', () => `  ${links}\n  </head>`);
}

/** The build's start preloads as the page server reads them, or undefined when unusable. */
export function parseStartPreloads(text: string | undefined): StartPreloads | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StartPreloads>;
    return value.routes?.centre && value.routes.activity && value.locales
      ? (value as StartPreloads)
      : undefined;
  } catch {
    return undefined;
  }
}
