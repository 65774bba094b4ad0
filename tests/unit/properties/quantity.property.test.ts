import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal } from '../../../src/domain/decimal-text.ts';
import { LOCALES, type Locale } from '../../../src/domain/locale.ts';
import {
  amountSymbols,
  formatAmount,
  formatCount,
  formatPercent,
  formatQuantity,
  intlLocaleOf,
  isCurrencyUnit,
  PLURAL_CATEGORIES,
  parseAmount,
  pluralCategory,
} from '../../../src/domain/number-format.ts';
import type { Messages } from '../../../src/i18n/messages.ts';
import { createQuantityFormat, type PluralKey } from '../../../src/i18n/quantity.ts';
import { createTranslator } from '../../../src/i18n/translator.ts';

const RUNS = { numRuns: 500 };
const read = (locale: Locale): Messages =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8'));
const en = read('en');
const messages = new Map(LOCALES.map((l) => [l, read(l)] as const));
const formatFor = (l: Locale) => createQuantityFormat(createTranslator(l, messages.get(l), en), l);

const locale = fc.constantFrom(...LOCALES);
/** Counts as the exchange sends them: numbers or integer strings, 0 to 10^12. */
const count = fc.integer({ min: 0, max: 10 ** 12 });
const PLURALS = Object.keys(en.format.plural).map((name) => `format.plural.${name}` as PluralKey);
const UNITS = Object.keys(en.format.unit);

/** The message of a locale file at a dotted key. */
function messageAt(l: Locale, key: string): string {
  let node: unknown = messages.get(l);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

describe('formatCount (issue 15: counts are integers, never "2.265,00000")', () => {
  it('shows vi counts with dot groups and no decimals, where amounts get five', () => {
    expect(formatCount(2265, 'vi')).toBe('2.265');
    expect(formatCount('3', 'vi')).toBe('3');
    expect(formatAmount(2265, 'vi')).toBe('2.265,00000');
    expect(formatCount(2265, 'en')).toBe('2,265');
    expect(formatCount('abc', 'en')).toBe('--');
  });

  it('never carries fraction digits, in any locale', () => {
    fc.assert(
      fc.property(count, locale, fc.boolean(), (n, l, asText) => {
        const text = formatCount(asText ? String(n) : n, l);
        expect(text.includes(amountSymbols(l).decimal)).toBe(false);
        expect(text).toMatch(/^[0-9\s\u00a0\u202f.,'’\u066c\u200e\u200f\u061c]+$/);
      }),
      RUNS,
    );
  });

  it('reads back as the same integer through the locale’s separators', () => {
    fc.assert(
      fc.property(count, locale, (n, l) => {
        expect(parseAmount(formatCount(n, l), l)).toBe(String(n));
      }),
      RUNS,
    );
  });

  it('rounds a count that arrives with a fraction to an integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), locale, (n, l) => {
        expect(parseAmount(formatCount(`${n}.2`, l), l)).toBe(String(n));
      }),
      RUNS,
    );
  });
});

describe('formatQuantity: amounts for currencies, counts for things counted', () => {
  it('tells currency codes from counted units', () => {
    for (const unit of ['USDT', 'SBX', 'BTC', 'ETH2']) expect(isCurrencyUnit(unit)).toBe(true);
    for (const unit of ['orders', 'step', 'friends', '', 'usdt']) {
      expect(isCurrencyUnit(unit)).toBe(false);
    }
    expect(formatQuantity('2', 'orders', 'vi')).toBe('2');
    expect(formatQuantity('2', 'USDT', 'vi')).toBe('2,00000');
  });

  it('round-trips an amount in a currency unit through the locale’s separators', () => {
    const decimal = fc
      .tuple(fc.stringMatching(/^\d{1,15}$/), fc.stringMatching(/^\d{1,8}$/))
      .map(([i, f]) => `${i}.${f}`);
    fc.assert(
      fc.property(decimal, locale, (value, l) => {
        expect(parseAmount(formatQuantity(value, 'USDT', l), l)).toBe(canonicalDecimal(value));
      }),
      RUNS,
    );
  });

  it('formats a rate as a percentage with Latin digits', () => {
    expect(formatPercent('0.3', 'en')).toBe('30%');
    expect(formatPercent('0.125', 'ar')).toMatch(/12\.5|12٫5/);
    expect(formatPercent('0.3', 'ar')).toMatch(/30/);
    expect(formatPercent('x', 'en')).toBe('x');
  });
});

describe('plurals (Intl.PluralRules, every form translated in all 20 locales)', () => {
  it('says "1 activity" and "2 activities", and the Slavic and Arabic forms', () => {
    const format = (l: Locale) => formatFor(l).plural;
    expect(format('en')('format.plural.activities', 1)).toBe('1 activity');
    expect(format('en')('format.plural.activities', 2)).toBe('2 activities');
    expect(format('en')('format.plural.activities', 0)).toBe('0 activities');
    expect(format('vi')('format.plural.activities', 2265)).toBe('2.265 hoạt động');
    expect(format('ru')('format.plural.draws', 1)).toBe('1 розыгрыш');
    expect(format('ru')('format.plural.draws', 3)).toBe('3 розыгрыша');
    expect(format('ru')('format.plural.draws', 5)).toBe('5 розыгрышей');
    expect(format('ru')('format.plural.draws', 21)).toBe('21 розыгрыш');
    expect(format('uk')('format.plural.activities', 22)).toBe('22 активності');
    expect(format('pl')('format.plural.draws', 2)).toBe('2 losowania');
    expect(format('pl')('format.plural.draws', 12)).toBe('12 losowań');
    expect(format('ar')('format.plural.activities', 2)).toBe('2 نشاطان');
    expect(format('ar')('format.plural.activities', 3)).toBe('3 أنشطة');
    expect(format('ar')('format.plural.activities', 11)).toBe('11 نشاطًا');
  });

  it('picks the form of the category Intl.PluralRules gives, with the count formatted', () => {
    fc.assert(
      fc.property(count, locale, fc.constantFrom(...PLURALS), (n, l, key) => {
        const category = new Intl.PluralRules(intlLocaleOf(l)).select(n);
        expect(pluralCategory(n, l)).toBe(category);
        // Some forms name a second number besides the count ("{{left}} of {{count}} draws left").
        const expected = messageAt(l, `${key}.${category}`)
          .replace('{{count}}', formatCount(n, l))
          .replace('{{left}}', '7');
        expect(formatFor(l).plural(key, n, { left: '7' })).toBe(expected);
      }),
      RUNS,
    );
  });

  it('has a form for every category and key; the forms a locale uses are its own words', () => {
    for (const l of LOCALES) {
      const used = new Intl.PluralRules(intlLocaleOf(l)).resolvedOptions().pluralCategories;
      for (const name of [...PLURALS, ...UNITS.map((u) => `format.unit.${u}`)]) {
        for (const category of PLURAL_CATEGORIES) {
          expect(messageAt(l, `${name}.${category}`), `${l} ${name}.${category}`).toBeTruthy();
        }
        // Unit words may be cognates ("codes" in fr); whole messages are never English.
        if (!l.startsWith('en') && name.startsWith('format.plural')) {
          expect(messageAt(l, `${name}.other`), `${l} ${name}`).not.toBe(
            messageAt('en', `${name}.other`),
          );
        }
      }
      // Languages whose nouns change with the count say each of their forms differently.
      const draws = (category: string) => messageAt(l, `format.plural.draws.${category}`);
      if (used.includes('one') && !['fa-IR', 'tr-TR', 'tr-CT'].includes(l)) {
        expect(draws('one'), l).not.toBe(draws(used.includes('few') ? 'few' : 'other'));
      }
      if (used.includes('few')) expect(draws('few'), l).not.toBe(draws('many'));
      if (used.includes('two')) expect(draws('two'), l).not.toBe(draws('few'));
    }
  });

  it('makes a counted unit agree with its count; a currency stays a code', () => {
    const f = formatFor('en');
    expect(f.unit('orders', '1')).toBe('order');
    expect(f.unit('orders', '3')).toBe('orders');
    expect(f.unit('USDT', '3')).toBe('USDT');
    expect(f.unit('widgets', '3')).toBe('widgets');
    expect(formatFor('ru').unit('orders', '5')).toBe('ордеров');
  });
});

describe('rewards in words (the detail and My rewards say the same)', () => {
  it('counts draws and prize items, and gives money its currency', () => {
    const f = formatFor('en');
    const reward = (rewardType: string, amount: string, currency: string) =>
      f.reward({ rewardType: rewardType as 'GIFT_CASH', amount, currency });
    expect(reward('LOTTERY_COUNT', '1', 'DRAW')).toBe('1 draw');
    expect(reward('LOTTERY_COUNT', '3', 'DRAW')).toBe('3 draws');
    expect(reward('PHYSICAL', '1', 'ITEM')).toBe('1 prize item');
    expect(reward('FUTURES_COUPON', '1000', 'USDT')).toBe('1,000 USDT');
    expect(
      formatFor('vi').reward({ rewardType: 'LOTTERY_COUNT', amount: '2', currency: 'DRAW' }),
    ).toBe('2 lượt quay');
    expect(
      formatFor('vi').reward({ rewardType: 'GIFT_CASH', amount: '20', currency: 'USDT' }),
    ).toBe('20,00000 USDT');
  });

  it('never shows a raw unit code for draws or prize items, in any locale', () => {
    fc.assert(
      fc.property(
        locale,
        fc.constantFrom('LOTTERY_COUNT', 'PHYSICAL'),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (l, rewardType, n) => {
          const text = formatFor(l).reward({
            rewardType: rewardType as 'PHYSICAL',
            amount: String(n),
            currency: rewardType === 'PHYSICAL' ? 'ITEM' : 'DRAW',
          });
          expect(text).not.toMatch(/ITEM|DRAW|\{\{/);
          expect(text).toContain(formatCount(n, l));
        },
      ),
      RUNS,
    );
  });
});
