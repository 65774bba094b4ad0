import { canonicalDecimal, PLAIN_DECIMAL as DECIMAL } from './decimal-text.ts';
import { BACKEND_LOCALE, isLocale } from './locale.ts';

/**
 * SPEC §9: amounts are formatted by locale, with group separators and a minimum number of
 * digits (vi: dot for groups, comma for decimals, at least 5 fraction digits). The separators
 * are the locale's own (Intl); the digits are always Latin, so an amount reads the same as the
 * charts and the order book whatever the language (fa-IR and ar included).
 */

/** Minimum fraction digits per locale, where the spec asks for them; 0 elsewhere. */
export const MIN_FRACTION_DIGITS: Readonly<Record<string, number>> = { vi: 5 };

/** Crypto amounts are shown to 8 decimals unless the caller says otherwise (ours). */
export const DEFAULT_MAX_FRACTION_DIGITS = 8;

/** What is shown for a value that is not a finite decimal number. */
export const INVALID_AMOUNT = '--';

/** Overrides of the locale's fraction digits (0 to 20). */
export interface AmountFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Intl accepts at most 100 fraction digits; more than 20 is never meaningful for an amount. */
const clampDigits = (n: number | undefined, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(20, Math.max(0, Math.trunc(n)));

/** The BCP 47 tag Intl gets for a product locale ('vi' → 'vi-VN'); en-US for anything unknown. */
export function intlLocaleOf(locale: string): string {
  if (isLocale(locale)) return BACKEND_LOCALE[locale].replace('_', '-');
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** Building an Intl formatter costs far more than using one: each is built once. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: AmountFormatOptions = {}): Intl.NumberFormat {
  const minimum = clampDigits(options.minimumFractionDigits, MIN_FRACTION_DIGITS[locale] ?? 0);
  const maximum = Math.max(
    minimum,
    clampDigits(options.maximumFractionDigits, DEFAULT_MAX_FRACTION_DIGITS),
  );
  const key = `${locale}|${minimum}|${maximum}`;
  const known = formatters.get(key);
  if (known) return known;
  const made = new Intl.NumberFormat(intlLocaleOf(locale), {
    minimumFractionDigits: minimum,
    maximumFractionDigits: maximum,
    useGrouping: 'always',
    // No "-0": a value that rounds to zero is shown as zero.
    signDisplay: 'negative',
    numberingSystem: 'latn',
  });
  formatters.set(key, made);
  return made;
}

/**
 * Formats an amount for a product locale (src/domain/locale.ts; any other BCP 47 tag goes to
 * Intl as it is, without a per-locale minimum). A string is formatted exactly as the decimal
 * it spells (no float rounding on the way), so "12345678901234567.5" keeps every digit.
 * Never throws: a value that is not a finite decimal gives INVALID_AMOUNT.
 */
export function formatAmount(
  value: string | number,
  locale: string,
  options?: AmountFormatOptions,
): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? formatter(locale, options).format(value) : INVALID_AMOUNT;
  }
  const text = value.trim();
  if (!DECIMAL.test(text)) return INVALID_AMOUNT;
  return formatter(locale, options).format(text as Intl.StringNumericLiteral);
}

/** The separators and minus sign a locale's amounts use. */
export function amountSymbols(locale: string): { group: string; decimal: string; minus: string } {
  const parts = formatter(locale).formatToParts(-11111.5);
  const part = (type: Intl.NumberFormatPartTypes, fallback: string) =>
    parts.find((p) => p.type === type)?.value ?? fallback;
  return {
    group: part('group', ','),
    decimal: part('decimal', '.'),
    minus: part('minusSign', '-'),
  };
}

/** Bidirectional marks Intl puts around numbers in right-to-left locales. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * Reads back what formatAmount wrote for the same locale, as a canonical decimal string
 * (see canonicalDecimal); undefined when the text is not such an amount.
 */
export function parseAmount(text: string, locale: string): string | undefined {
  const { group, decimal, minus } = amountSymbols(locale);
  const cleaned = text.replace(BIDI_MARKS, '').split(group).join('').trim();
  const sign = [minus, '-', '\u2212'].find((candidate) => cleaned.startsWith(candidate));
  const unsigned = sign === undefined ? cleaned : cleaned.slice(sign.length);
  const plain = unsigned.split(decimal).join('.');
  if (!/^\d+(\.\d+)?$/.test(plain)) return undefined;
  return canonicalDecimal(sign === undefined ? plain : `-${plain}`);
}

/** Count formatters by locale: integers, group separators, Latin digits, no fraction ever. */
const countFormatters = new Map<string, Intl.NumberFormat>();

function countFormatter(locale: string): Intl.NumberFormat {
  const known = countFormatters.get(locale);
  if (known) return known;
  const made = new Intl.NumberFormat(intlLocaleOf(locale), {
    maximumFractionDigits: 0,
    useGrouping: 'always',
    signDisplay: 'negative',
    numberingSystem: 'latn',
  });
  countFormatters.set(locale, made);
  return made;
}

/**
 * Formats a count (participants, orders, draws, prize items, activities) for a product
 * locale: an integer with the locale's group separators, never fraction digits, whatever
 * SPEC §9 asks of amounts ("2.265" in vi, not "2.265,00000"). A fractional value is rounded.
 * Never throws: a value that is not a finite decimal gives INVALID_AMOUNT.
 */
export function formatCount(value: string | number, locale: string): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? countFormatter(locale).format(value) : INVALID_AMOUNT;
  }
  const text = value.trim();
  if (!DECIMAL.test(text)) return INVALID_AMOUNT;
  return countFormatter(locale).format(text as Intl.StringNumericLiteral);
}

/**
 * Whether a unit the exchange sends names money or a token ("USDT", "SBX", "BTC"), whose
 * quantities are amounts, rather than a thing counted ("orders", "friends", "step").
 * Currency codes are upper case; counted things are words in lower case.
 */
export function isCurrencyUnit(unit: string): boolean {
  return /^[A-Z][A-Z0-9]{1,11}$/.test(unit.trim());
}

/** A quantity in a unit: an amount for a currency, a count for anything counted. */
export function formatQuantity(value: string | number, unit: string, locale: string): string {
  return isCurrencyUnit(unit) ? formatAmount(value, locale) : formatCount(value, locale);
}

/** The CLDR plural categories, in CLDR order. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural category of a count in a product locale (Intl.PluralRules, cardinal), for the
 * integer the count shows as: "1 activity", "2 activities"; ru "1 / 2 / 5 активностей".
 */
export function pluralCategory(count: string | number, locale: string): PluralCategory {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocaleOf(locale), { type: 'cardinal' });
    pluralRules.set(locale, rules);
  }
  const n = Math.round(Math.abs(Number(count)));
  return Number.isFinite(n) ? rules.select(n) : 'other';
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A rate as the exchange sends it ("0.3") as a percentage of a product locale ("30%", "30 %"
 * in de), up to 2 decimals, Latin digits like every amount. A value that is not a finite
 * decimal is returned as it came.
 */
export function formatPercent(rate: string | number, locale: string): string {
  const n = Number(rate);
  if (!Number.isFinite(n) || (typeof rate === 'string' && !DECIMAL.test(rate.trim()))) {
    return String(rate);
  }
  let made = percentFormatters.get(locale);
  if (!made) {
    made = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: 'negative',
      numberingSystem: 'latn',
    });
    percentFormatters.set(locale, made);
  }
  return made.format(n);
}
