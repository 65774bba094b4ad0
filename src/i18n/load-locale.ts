import type { Locale } from '../domain/locale.ts';
import type { Messages } from './messages.ts';

/** The page's locale, whose whole file `loadLaterMessages` loads beside the English one. */
let pageLocale: Locale = 'en';
let later: Promise<void> | undefined;

/** The module that knows the locale files (locale-files.ts), loaded with the first of them. */
const localeFiles = () => import('./locale-files.ts');

/**
 * Loads the first part of a locale's messages (src/i18n/message-parts.ts), the texts the centre
 * and the shell draw; undefined when the locale has no file yet. English comes with the start.
 */
export async function loadLocaleMessages(locale: Locale): Promise<Partial<Messages> | undefined> {
  pageLocale = locale;
  return (await localeFiles()).firstMessagesOf(locale);
}

/**
 * Loads the rest of the page's messages and English ones, once, for every translator: a route
 * other than the centre and the shell's lazy parts wait for it before they draw.
 */
export function loadLaterMessages(): Promise<void> {
  later ??= localeFiles()
    .then((files) => files.addWholeMessages([...new Set<Locale>(['en', pageLocale])]))
    .catch((error: unknown) => {
      // A failed load (a flaky network) is tried again by the next part that wants it.
      later = undefined;
      throw error;
    });
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
