import { AR } from './ar.ts';
import { ES } from './es.ts';
import { RU } from './ru.ts';
import { VI } from './vi.ts';
import { ZH_CN } from './zh-CN.ts';

/**
 * One language's translations of the sandbox's English content, keyed by the English text.
 * `{name}` placeholders capture a value (an amount, a title) and place it in the translation.
 */
export type Catalogue = Readonly<Record<string, string>>;

/** The languages the sandbox writes its content in besides English (issue 15). */
export type ContentLanguage = 'zh-CN' | 'ar' | 'vi' | 'ru' | 'es';

/** Every catalogue by language. */
export const CATALOGUES: Readonly<Record<ContentLanguage, Catalogue>> = {
  'zh-CN': ZH_CN,
  ar: AR,
  vi: VI,
  ru: RU,
  es: ES,
};
