import type { Locale } from './locale.ts';

/**
 * What names a language on the page (SPEC §3): its short code and its own name. Apart from the
 * rest of its entry (language.ts), as the header's language button shows only these: the start
 * does not carry every language's currency and dialling code (issue 17).
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, { langCode: string; labelName: string }>> = {
  en: { langCode: 'en', labelName: 'English' },
  'zh-CN': { langCode: 'zh', labelName: '简体中文' },
  'zh-TW': { langCode: 'tw', labelName: '繁體中文' },
  ko: { langCode: 'ko', labelName: '한국어' },
  vi: { langCode: 'vi', labelName: 'Tiếng Việt' },
  'fa-IR': { langCode: 'fa', labelName: 'فارسی' },
  'tr-TR': { langCode: 'tr', labelName: 'Türkçe' },
  ar: { langCode: 'ar', labelName: 'العربية' },
  ru: { langCode: 'ru', labelName: 'Русский' },
  uk: { langCode: 'uk', labelName: 'Українська' },
  de: { langCode: 'de', labelName: 'Deutsch' },
  'es-ES': { langCode: 'es', labelName: 'Español (España)' },
  es: { langCode: 'la', labelName: 'Español (Latinoamérica)' },
  fr: { langCode: 'fr', labelName: 'Français' },
  pl: { langCode: 'pl', labelName: 'Polski' },
  pt: { langCode: 'pt', labelName: 'Português' },
  it: { langCode: 'it', labelName: 'Italiano' },
  ja: { langCode: 'ja', labelName: '日本語' },
  'tr-CT': { langCode: 'ct', labelName: 'Türkçe (Kıbrıs)' },
  'en-TR': { langCode: 'et', labelName: 'English (Türkiye)' },
};
