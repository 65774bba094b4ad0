import m_ar from '../locales/ar.json' with { type: 'json' };
import m_de from '../locales/de.json' with { type: 'json' };
import m_en from '../locales/en.json' with { type: 'json' };
import m_en_TR from '../locales/en-TR.json' with { type: 'json' };
import m_es from '../locales/es.json' with { type: 'json' };
import m_es_ES from '../locales/es-ES.json' with { type: 'json' };
import m_fa_IR from '../locales/fa-IR.json' with { type: 'json' };
import m_fr from '../locales/fr.json' with { type: 'json' };
import m_it from '../locales/it.json' with { type: 'json' };
import m_ja from '../locales/ja.json' with { type: 'json' };
import m_ko from '../locales/ko.json' with { type: 'json' };
import m_pl from '../locales/pl.json' with { type: 'json' };
import m_pt from '../locales/pt.json' with { type: 'json' };
import m_ru from '../locales/ru.json' with { type: 'json' };
import m_tr_CT from '../locales/tr-CT.json' with { type: 'json' };
import m_tr_TR from '../locales/tr-TR.json' with { type: 'json' };
import m_uk from '../locales/uk.json' with { type: 'json' };
import m_vi from '../locales/vi.json' with { type: 'json' };
import m_zh_CN from '../locales/zh-CN.json' with { type: 'json' };
import m_zh_TW from '../locales/zh-TW.json' with { type: 'json' };
import type { Locale } from '../src/domain/locale.ts';
import type { Messages } from '../src/i18n/messages.ts';
import { createTranslator, type Translate } from '../src/i18n/translator.ts';

/**
 * Every locale's words, bundled with the server: an edge function has no files to read, and
 * the whole set is a few hundred kilobytes.
 */
const MESSAGES: Record<Locale, Partial<Messages>> = {
  en: m_en,
  'zh-CN': m_zh_CN,
  'zh-TW': m_zh_TW,
  ko: m_ko,
  vi: m_vi,
  'fa-IR': m_fa_IR,
  'tr-TR': m_tr_TR,
  ar: m_ar,
  ru: m_ru,
  uk: m_uk,
  de: m_de,
  'es-ES': m_es_ES,
  es: m_es,
  fr: m_fr,
  pl: m_pl,
  pt: m_pt,
  it: m_it,
  ja: m_ja,
  'tr-CT': m_tr_CT,
  'en-TR': m_en_TR,
};

const translators = new Map<Locale, Translate>();

/** The page's words in its language, English where a key is missing. */
export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const english = MESSAGES.en as Messages;
    t = createTranslator(locale, MESSAGES[locale], english);
    translators.set(locale, t);
  }
  return t;
}
