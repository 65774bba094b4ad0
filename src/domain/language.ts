import { BACKEND_LOCALE, type Locale } from './locale.ts';

/** A language entry of SPEC §3. */
export interface LanguageEntry {
  language: Locale;
  /** The short code the exchange uses for the language. */
  langCode: string;
  /** The dayjs locale file that formats its dates. */
  dayjsLanguage: string;
  /** BCP 47 tags for Intl (numbers, dates). */
  localeCodes: string[];
  backendLocaleCode: string;
  /** Dialling code shown first in the area-code picker. */
  areaCode: string;
  currency: string;
  currencySymbol: string;
  countryCodes: string[];
  /** The language's own name, as the language menu shows it. */
  labelName: string;
  sortPriority: number;
}

const entry = (
  language: Locale,
  langCode: string,
  dayjsLanguage: string,
  intl: string,
  areaCode: string,
  currency: string,
  currencySymbol: string,
  countryCodes: string[],
  labelName: string,
  sortPriority: number,
): LanguageEntry => ({
  language,
  langCode,
  dayjsLanguage,
  localeCodes: [intl],
  backendLocaleCode: BACKEND_LOCALE[language],
  areaCode,
  currency,
  currencySymbol,
  countryCodes,
  labelName,
  sortPriority,
});

/** SPEC §3: the default is en (en_US, USD); each language maps to a short code. */
export const LANGUAGES: readonly LanguageEntry[] = [
  entry('en', 'en', 'en', 'en-US', '1', 'USD', '$', ['US', 'GB'], 'English', 1),
  entry('zh-CN', 'zh', 'zh-cn', 'zh-CN', '86', 'CNY', '¥', ['CN'], '简体中文', 2),
  entry('zh-TW', 'tw', 'zh-tw', 'zh-TW', '886', 'TWD', 'NT$', ['TW', 'HK'], '繁體中文', 3),
  entry('ko', 'ko', 'ko', 'ko-KR', '82', 'KRW', '₩', ['KR'], '한국어', 4),
  entry('vi', 'vi', 'vi', 'vi-VN', '84', 'VND', '₫', ['VN'], 'Tiếng Việt', 5),
  entry('fa-IR', 'fa', 'fa', 'fa-IR', '98', 'IRR', '﷼', ['IR'], 'فارسی', 6),
  entry('tr-TR', 'tr', 'tr', 'tr-TR', '90', 'TRY', '₺', ['TR'], 'Türkçe', 7),
  entry('ar', 'ar', 'ar', 'ar', '971', 'AED', 'د.إ', ['AE', 'SA', 'EG'], 'العربية', 8),
  entry('ru', 'ru', 'ru', 'ru-RU', '7', 'RUB', '₽', ['RU'], 'Русский', 9),
  entry('uk', 'uk', 'uk', 'uk-UA', '380', 'UAH', '₴', ['UA'], 'Українська', 10),
  entry('de', 'de', 'de', 'de-DE', '49', 'EUR', '€', ['DE', 'AT', 'CH'], 'Deutsch', 11),
  entry('es-ES', 'es', 'es', 'es-ES', '34', 'EUR', '€', ['ES'], 'Español (España)', 12),
  entry(
    'es',
    'la',
    'es',
    'es-419',
    '52',
    'USD',
    '$',
    ['MX', 'AR', 'CO'],
    'Español (Latinoamérica)',
    13,
  ),
  entry('fr', 'fr', 'fr', 'fr-FR', '33', 'EUR', '€', ['FR', 'BE'], 'Français', 14),
  entry('pl', 'pl', 'pl', 'pl-PL', '48', 'PLN', 'zł', ['PL'], 'Polski', 15),
  entry('pt', 'pt', 'pt-br', 'pt-BR', '55', 'BRL', 'R$', ['BR', 'PT'], 'Português', 16),
  entry('it', 'it', 'it', 'it-IT', '39', 'EUR', '€', ['IT'], 'Italiano', 17),
  entry('ja', 'ja', 'ja', 'ja-JP', '81', 'JPY', '¥', ['JP'], '日本語', 18),
  entry('tr-CT', 'ct', 'tr', 'tr-TR', '90', 'TRY', '₺', ['CY'], 'Türkçe (Kıbrıs)', 19),
  entry('en-TR', 'et', 'en', 'en-GB', '90', 'TRY', '₺', ['TR'], 'English (Türkiye)', 20),
];

/** The entry of a locale; every locale of LOCALES has one. */
export function languageOf(locale: Locale): LanguageEntry {
  return LANGUAGES.find((l) => l.language === locale) ?? (LANGUAGES[0] as LanguageEntry);
}
