import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../../src/domain/language-names.ts';
import { LOCALES } from '../../src/domain/locale.ts';

const DIR = new URL('../../locales/', import.meta.url);
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const read = (locale: string): Tree =>
  JSON.parse(readFileSync(new URL(`${locale}.json`, DIR), 'utf8'));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = leaves(read('en'));
/** Values that stay the same in every language: names, codes, symbols. */
const SAME_EVERYWHERE = /^(Sandbox Exchange.*|[A-Z0-9_ .%+\-–:/()]+|\{\{\w+\}\}.*)$/;

describe('locales (SPEC §3: 20 languages, en is the source of keys)', () => {
  it('has a file for every supported locale and no other', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  // The language button reads its name and code from the page's own messages; the language
  // menu reads them from the table: both must say the same.
  it.each([...LOCALES])('%s names itself as the language table does', (locale) => {
    const language = read(locale).language as Tree;
    expect(language).toEqual({
      name: LANGUAGE_NAMES[locale].labelName,
      code: LANGUAGE_NAMES[locale].langCode.toUpperCase(),
    });
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const messages = leaves(read(locale));

      it('has every key of en and no other, each with the same placeholders', () => {
        expect([...messages.keys()].sort()).toEqual([...en.keys()].sort());
        for (const [key, value] of en) {
          expect(placeholders(messages.get(key) ?? ''), `${locale}: ${key}`).toEqual(
            placeholders(value),
          );
          expect(messages.get(key)?.trim(), `${locale}: ${key} is empty`).not.toBe('');
        }
      });

      if (!locale.startsWith('en')) {
        it('is translated: at most 5% of its values are the English text', () => {
          const same = [...en].filter(
            ([key, value]) => messages.get(key) === value && !SAME_EVERYWHERE.test(value),
          );
          expect(same.length / en.size, same.map(([k]) => k).join(', ')).toBeLessThanOrEqual(0.05);
        });
      }
    });
  }
});
