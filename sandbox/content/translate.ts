import { CATALOGUES, type Catalogue, type ContentLanguage } from './catalogues/index.ts';

/**
 * Server text in the reader's language (issue 15). The sandbox writes its content in English,
 * as a campaign manager would; each language's catalogue (sandbox/content/catalogues) maps an
 * English text to its translation. A key may hold `{name}` placeholders: a text that matches it
 * is translated with its captured values, which are themselves translated when the catalogue
 * knows them (an activity title inside a message). A text no catalogue knows stays English, as
 * on a real exchange.
 */

/** Turns an English text into the reader's language, or leaves it as it is. */
export type Translator = (text: string) => string;

/** The identity: English readers and languages without a catalogue. */
export const ENGLISH: Translator = (text) => text;

/**
 * The catalogue language of a `languageType` (query or header): backend codes (`zh_CN`,
 * `es_419`) or the product's locale codes (`zh-CN`). Only the languages with a catalogue are
 * named; zh-TW is not zh-CN and uk is not ru, so both read English.
 */
const LANGUAGE_OF: Readonly<Record<string, ContentLanguage>> = {
  zh_CN: 'zh-CN',
  'zh-CN': 'zh-CN',
  ar_SA: 'ar',
  ar: 'ar',
  vi_VN: 'vi',
  vi: 'vi',
  ru_RU: 'ru',
  ru: 'ru',
  es_419: 'es',
  es_ES: 'es',
  es: 'es',
  'es-ES': 'es',
};

/** The catalogue language a `languageType` names, or undefined for English content. */
export function contentLanguageOf(languageType: string | undefined): ContentLanguage | undefined {
  if (languageType === undefined) return undefined;
  const key = languageType.trim();
  // Own keys only: a hostile `languageType` such as "constructor" must not find Object's.
  return Object.hasOwn(LANGUAGE_OF, key) ? LANGUAGE_OF[key] : undefined;
}

interface Pattern {
  match: RegExp;
  names: string[];
  translation: string;
}

/** Placeholders that only ever hold a number, so `{amount} draws` never swallows words. */
const NUMERIC: ReadonlySet<string> = new Set(['amount', 'count', 'days']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(catalogue: Catalogue): Pattern[] {
  return Object.entries(catalogue)
    .filter(([key]) => /\{\w+\}/.test(key))
    .map(([key, translation]) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (name === undefined) return escapeRegExp(part);
          names.push(name);
          return NUMERIC.has(name) ? '(\\d[\\d.,]*)' : '([\\s\\S]+?)';
        })
        .join('');
      return { match: new RegExp(`^${source}$`), names, translation };
    });
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The catalogue's entry for a text, also when rich text escaped it (`Deposit &amp; Earn`):
 * the translation is then escaped the same way.
 */
function lookup(catalogue: Catalogue, text: string): string | undefined {
  const exact = catalogue[text];
  if (exact !== undefined || !text.includes('&')) return exact;
  const plain = catalogue[unescapeHtml(text)];
  return plain === undefined ? undefined : escapeHtml(plain);
}

/** A text's translation: exact, else the first template it matches, else the text itself. */
function translateOne(catalogue: Catalogue, patterns: readonly Pattern[], text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return text;
  const exact = lookup(catalogue, trimmed);
  if (exact !== undefined) return text.replace(trimmed, exact);
  for (const p of patterns) {
    const found = p.match.exec(trimmed);
    if (!found) continue;
    const values = new Map(p.names.map((name, i) => [name, found[i + 1] ?? '']));
    const filled = p.translation.replace(/\{(\w+)\}/g, (all, name: string) => {
      const value = values.get(name);
      // A value is content too (a title, "1 draw"): shorter than the text, so this ends.
      return value === undefined ? all : translateOne(catalogue, patterns, value);
    });
    return text.replace(trimmed, filled);
  }
  return text;
}

/** Block elements whose inner markup is translated as one sentence, markup included. */
const BLOCK = /<(h[1-6]|p|li)>([\s\S]*?)<\/\1>/g;
const HAS_BLOCK = /<(h[1-6]|p|li)>/;

/** One translator per language, built on first use: its templates compile once. */
const TRANSLATORS = new Map<ContentLanguage, Translator>();

/**
 * The translator of a language: plain text is translated whole; rich text (rules, messages)
 * block by block, so a sentence keeps its inline markup (`<strong>`) in the translation.
 */
export function translatorFor(language: ContentLanguage | undefined): Translator {
  if (language === undefined) return ENGLISH;
  let translator = TRANSLATORS.get(language);
  if (translator === undefined) {
    translator = buildTranslator(CATALOGUES[language]);
    TRANSLATORS.set(language, translator);
  }
  return translator;
}

function buildTranslator(catalogue: Catalogue): Translator {
  const patterns = patternsOf(catalogue);
  return (text) => {
    if (!HAS_BLOCK.test(text)) return translateOne(catalogue, patterns, text);
    return text.replace(
      BLOCK,
      (_, tag: string, inner: string) =>
        `<${tag}>${translateOne(catalogue, patterns, inner)}</${tag}>`,
    );
  };
}

/** The response fields that carry server content; everything else (codes, names of people) stays. */
const CONTENT_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'summary',
  'content',
  'rules',
  'introduce',
  'highlights',
  'name',
  'prizeName',
  'activityTitle',
  'taskTitle',
]);

/**
 * A call's data with its content fields translated, at any depth (lists, pages, nested
 * prizes). Returns new objects; the stored answer (idempotency) is left as it was.
 */
export function localize(data: unknown, tr: Translator): unknown {
  if (tr === ENGLISH) return data;
  const walk = (value: unknown, content: boolean): unknown => {
    if (typeof value === 'string') return content ? tr(value) : value;
    if (Array.isArray(value)) return value.map((v) => walk(v, content));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => [key, walk(v, CONTENT_FIELDS.has(key))]),
      );
    }
    return value;
  };
  return walk(data, false);
}
