import type { Locale } from '../domain/locale.ts';
import type { Messages } from './messages.ts';
import { addLaterMessages } from './translator.ts';

// The locale files are listed inside the functions that load them: the page server's render
// imports this module through the routes (first-view/render-page.tsx), and a bundler other
// than Vite (an edge platform's) leaves `import.meta.glob` as it is, which only a browser runs.

/** The page's locale, whose whole file `loadLaterMessages` loads beside the English one. */
let pageLocale: Locale = 'en';
let later: Promise<void> | undefined;

/**
 * Loads the first part of a locale's messages (src/i18n/message-parts.ts), the texts the centre
 * and the shell draw; undefined when the locale has no file yet. English comes with the start.
 */
export async function loadLocaleMessages(locale: Locale): Promise<Partial<Messages> | undefined> {
  pageLocale = locale;
  const firstParts = import.meta.glob<Partial<Messages>>(
    ['../../locales/*.json', '!../../locales/en.json'],
    { query: '?part=first', import: 'default' },
  );
  const load = firstParts[`../../locales/${locale}.json`];
  return load ? await load() : undefined;
}

/**
 * Loads the rest of the page's messages and English ones, once, for every translator: a route
 * other than the centre and the shell's lazy parts wait for it before they draw.
 */
export function loadLaterMessages(): Promise<void> {
  const wholeFiles = import.meta.glob<Partial<Messages>>('../../locales/*.json', {
    import: 'default',
  });
  later ??= Promise.all(
    [...new Set<Locale>(['en', pageLocale])].map(async (locale) => {
      const load = wholeFiles[`../../locales/${locale}.json`];
      if (load) addLaterMessages(locale, await load());
    }),
  ).then(
    () => {},
    (error: unknown) => {
      // A failed load (a flaky network) is tried again by the next part that wants it.
      later = undefined;
      throw error;
    },
  );
  return later;
}

/**
 * `load`'s module, once the later messages are there too. The page server's translators have
 * every message (server/locales.ts), so there it is the module alone.
 */
export async function withLaterMessages<T>(load: Promise<T>): Promise<T> {
  if (typeof document === 'undefined') return load;
  const [module] = await Promise.all([load, loadLaterMessages()]);
  return module;
}
