import rosetta from 'rosetta';
import type { Locale } from '../domain/locale.ts';
import type { MessageKey, MessageParams, Messages } from './messages.ts';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The messages loaded after the start (load-locale.ts): the app starts with each locale's first
 * part only, and every translator looks here for a key its own messages lack.
 */
const later = rosetta<Messages>();

/** Adds a locale's messages loaded after the start, for every translator. */
export function addLaterMessages(locale: Locale, messages: Partial<Messages>): void {
  later.set(locale, messages as Messages);
}

/**
 * The one place rosetta is used. English is always loaded as well, so a key missing from
 * another locale shows in English rather than as a raw key.
 */
export function createTranslator(
  locale: Locale,
  messages: Partial<Messages> | undefined,
  english: Partial<Messages>,
): Translate {
  const i18n = rosetta<Messages>();
  i18n.set('en', english as Messages);
  if (locale !== 'en' && messages) i18n.set(locale, messages as Messages);
  const shown = messages ? locale : 'en';
  i18n.locale(shown);
  return (key, params) =>
    i18n.t(key, params) ||
    later.t(key, params, shown) ||
    i18n.t(key, params, 'en') ||
    later.t(key, params, 'en') ||
    key;
}
