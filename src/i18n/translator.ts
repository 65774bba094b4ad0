import rosetta from 'rosetta';
import type { Locale } from '../domain/locale.ts';
import type { MessageKey, MessageParams, Messages } from './messages.ts';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The one place rosetta is used. English is always loaded as well, so a key missing from
 * another locale shows in English rather than as a raw key.
 */
export function createTranslator(
  locale: Locale,
  messages: Partial<Messages> | undefined,
  english: Messages,
): Translate {
  const i18n = rosetta<Messages>();
  i18n.set('en', english);
  if (locale !== 'en' && messages) i18n.set(locale, messages as Messages);
  i18n.locale(messages ? locale : 'en');
  return (key, params) => {
    const value = i18n.t(key, params);
    return value === '' ? i18n.t(key, params, 'en') || key : value;
  };
}
