import type { Locale } from '../domain/locale.ts';
import type { Messages } from './messages.ts';
import { addLaterMessages } from './translator.ts';

// The locale files are listed inside the functions that load them: the page server's render
// imports this module through the routes (first-view/render-page.tsx), and a bundler other
// than Vite (an edge platform's) leaves `import.meta.glob` as it is, which only a browser runs.
// The lists name a file per locale, twice: load-locale.ts loads this module only for a page
// that needs one of them, so an English centre, which needs neither, never loads the lists
// (issue 17: all of the centre's JavaScript within 120 KB gzip).

/** The first part of `locale`'s messages (src/i18n/message-parts.ts); undefined without a file. */
export async function firstMessagesOf(locale: Locale): Promise<Partial<Messages> | undefined> {
  const firstParts = import.meta.glob<Partial<Messages>>(
    ['../../locales/*.json', '!../../locales/en.json'],
    { query: '?part=first', import: 'default' },
  );
  const load = firstParts[`../../locales/${locale}.json`];
  return load ? await load() : undefined;
}

/** Loads the whole messages of each of `locales` that has a file, for every translator. */
export async function addWholeMessages(locales: readonly Locale[]): Promise<void> {
  const wholeFiles = import.meta.glob<Partial<Messages>>('../../locales/*.json', {
    import: 'default',
  });
  await Promise.all(
    locales.map(async (locale) => {
      const load = wholeFiles[`../../locales/${locale}.json`];
      if (load) addLaterMessages(locale, await load());
    }),
  );
}
