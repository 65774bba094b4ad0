import { AR } from './ar.ts';
import type { Catalogue } from './catalogue.ts';
import { ES } from './es.ts';
import { RU } from './ru.ts';
import { VI } from './vi.ts';
import { ZH_CN } from './zh-CN.ts';

export type { Catalogue } from './catalogue.ts';

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
