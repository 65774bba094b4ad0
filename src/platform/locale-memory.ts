import { readStored, writeStored } from './storage.ts';

/** Local storage key of the language the user last picked in the language menu. */
const PICKED_LOCALE_KEY = 'ui:locale';

/** The language the user last picked, as stored (the caller checks it is a locale). */
export function readPickedLocale(): string | undefined {
  return readStored('local', PICKED_LOCALE_KEY);
}

/** Remembers a pick, so the next address without a locale opens in that language. */
export function rememberPickedLocale(locale: string): void {
  writeStored('local', PICKED_LOCALE_KEY, locale);
}
