import { type Locale, RTL_LOCALES } from '../domain/locale.ts';

/** SPEC §2: fa-IR and ar are written right to left, every other locale left to right. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
