import type { Locale } from '../domain/locale.ts';
import type { Messages } from './messages.ts';

const files = import.meta.glob<{ default: Partial<Messages> }>([
  '../../locales/*.json',
  '!../../locales/en.json',
]);

/** Loads a locale's messages on demand; undefined when the locale has no file yet. */
export async function loadLocaleMessages(locale: Locale): Promise<Partial<Messages> | undefined> {
  const load = files[`../../locales/${locale}.json`];
  return load ? (await load()).default : undefined;
}
