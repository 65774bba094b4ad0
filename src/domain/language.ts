import { LANGUAGE_NAMES } from './language-names.ts';
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
  dayjsLanguage: string,
  intl: string,
  areaCode: string,
  currency: string,
  currencySymbol: string,
  countryCodes: string[],
  sortPriority: number,
): LanguageEntry => ({
  language,
  langCode: LANGUAGE_NAMES[language].langCode,
  dayjsLanguage,
  localeCodes: [intl],
  backendLocaleCode: BACKEND_LOCALE[language],
  areaCode,
  currency,
  currencySymbol,
  countryCodes,
  labelName: LANGUAGE_NAMES[language].labelName,
  sortPriority,
});

/** SPEC §3: the default is en (en_US, USD); each language maps to a short code. */
export const LANGUAGES: readonly LanguageEntry[] = [
  entry('en', 'en', 'en-US', '1', 'USD', '$', ['US', 'GB'], 1),
  entry('zh-CN', 'zh-cn', 'zh-CN', '86', 'CNY', '¥', ['CN'], 2),
  entry('zh-TW', 'zh-tw', 'zh-TW', '886', 'TWD', 'NT$', ['TW', 'HK'], 3),
  entry('ko', 'ko', 'ko-KR', '82', 'KRW', '₩', ['KR'], 4),
  entry('vi', 'vi', 'vi-VN', '84', 'VND', '₫', ['VN'], 5),
  entry('fa-IR', 'fa', 'fa-IR', '98', 'IRR', '﷼', ['IR'], 6),
  entry('tr-TR', 'tr', 'tr-TR', '90', 'TRY', '₺', ['TR'], 7),
  entry('ar', 'ar', 'ar', '971', 'AED', 'د.إ', ['AE', 'SA', 'EG'], 8),
  entry('ru', 'ru', 'ru-RU', '7', 'RUB', '₽', ['RU'], 9),
  entry('uk', 'uk', 'uk-UA', '380', 'UAH', '₴', ['UA'], 10),
  entry('de', 'de', 'de-DE', '49', 'EUR', '€', ['DE', 'AT', 'CH'], 11),
  entry('es-ES', 'es', 'es-ES', '34', 'EUR', '€', ['ES'], 12),
  entry('es', 'es', 'es-419', '52', 'USD', '$', ['MX', 'AR', 'CO'], 13),
  entry('fr', 'fr', 'fr-FR', '33', 'EUR', '€', ['FR', 'BE'], 14),
  entry('pl', 'pl', 'pl-PL', '48', 'PLN', 'zł', ['PL'], 15),
  entry('pt', 'pt-br', 'pt-BR', '55', 'BRL', 'R$', ['BR', 'PT'], 16),
  entry('it', 'it', 'it-IT', '39', 'EUR', '€', ['IT'], 17),
  entry('ja', 'ja', 'ja-JP', '81', 'JPY', '¥', ['JP'], 18),
  entry('tr-CT', 'tr', 'tr-TR', '90', 'TRY', '₺', ['CY'], 19),
  entry('en-TR', 'en', 'en-GB', '90', 'TRY', '₺', ['TR'], 20),
];

/** The entry of a locale; every locale of LOCALES has one. */
export function languageOf(locale: Locale): LanguageEntry {
  return LANGUAGES.find((l) => l.language === locale) ?? (LANGUAGES[0] as LanguageEntry);
}
