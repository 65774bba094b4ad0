/** The 20 languages of SPEC §3, in the order the language menu shows them. */
export const LOCALES = [
  'en',
  'zh-CN',
  'zh-TW',
  'ko',
  'vi',
  'fa-IR',
  'tr-TR',
  'ar',
  'ru',
  'uk',
  'de',
  'es-ES',
  'es',
  'fr',
  'pl',
  'pt',
  'it',
  'ja',
  'tr-CT',
  'en-TR',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** SPEC §2: these render right to left. */
export const RTL_LOCALES: readonly Locale[] = ['fa-IR', 'ar'];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The locale a path or query names, or en for anything the product does not know (SPEC §3). */
export function resolveLocale(candidate: string | null | undefined): Locale {
  return candidate && isLocale(candidate) ? candidate : DEFAULT_LOCALE;
}

/** The code the backend expects for each language (SPEC §3 backendLocaleCode). */
export const BACKEND_LOCALE: Record<Locale, string> = {
  en: 'en_US',
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  ko: 'ko_KR',
  vi: 'vi_VN',
  'fa-IR': 'fa_IR',
  'tr-TR': 'tr_TR',
  ar: 'ar_SA',
  ru: 'ru_RU',
  uk: 'uk_UA',
  de: 'de_DE',
  'es-ES': 'es_ES',
  es: 'es_419',
  fr: 'fr_FR',
  pl: 'pl_PL',
  pt: 'pt_BR',
  it: 'it_IT',
  ja: 'ja_JP',
  'tr-CT': 'tr_CT',
  'en-TR': 'en_TR',
};

/**
 * SPEC §2: the locale whose pages carry the translation tip. The tip's machine decides by it,
 * and the app loads the tip's code only on these pages.
 */
export const TRANSLATION_TIP_LOCALE = 'tr-TR';

/** Whether pages in `locale` carry the translation tip. */
export const hasTranslationTip = (locale: string): boolean => locale === TRANSLATION_TIP_LOCALE;
