import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal } from '../../../src/domain/decimal-text.ts';
import { LOCALES } from '../../../src/domain/locale.ts';
import {
  amountSymbols,
  formatAmount,
  INVALID_AMOUNT,
  parseAmount,
} from '../../../src/domain/number-format.ts';

const RUNS = { numRuns: 1000 };

const locale = fc.constantFrom(...LOCALES);
/** Amounts with at most 8 decimals and 15 significant digits: exact as doubles. */
const exactNumber = fc
  .tuple(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), fc.integer({ min: 0, max: 8 }))
  .map(([units, decimals]) => units / 10 ** decimals);
/** Integers of every magnitude equally often, 1 to 13 digits, either sign. */
const integerOfAnySize = fc
  .tuple(fc.nat({ max: 12 }), fc.boolean())
  .chain(([digits, negative]) =>
    fc
      .integer({ min: digits === 0 ? 0 : 10 ** digits, max: 10 ** (digits + 1) - 1 })
      .map((n) => (negative ? -n : n)),
  );
/** Decimal strings as the exchange sends them, longer than any double holds. */
const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,24}$/),
    fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
  )
  .map(
    ([negative, integer, fraction]) =>
      `${negative ? '-' : ''}${integer}${fraction === undefined ? '' : `.${fraction}`}`,
  );

describe('formatAmount (SPEC §9: locale separators, minimum digits)', () => {
  it('formats vi with dot groups, comma decimals and at least 5 decimals', () => {
    expect(formatAmount(1234567.5, 'vi')).toBe('1.234.567,50000');
    expect(formatAmount('0', 'vi')).toBe('0,00000');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(1234.5, 'de')).toBe('1.234,5');
    // Polish and Spanish would leave 4-digit numbers ungrouped by default; amounts group them.
    expect(formatAmount(1234, 'pl')).toBe('1\u00a0234');
    expect(formatAmount(1234, 'es-ES')).toBe('1.234');
  });

  it('keeps every digit of a decimal string', () => {
    expect(formatAmount('12345678901234567890.12345678', 'en')).toBe(
      '12,345,678,901,234,567,890.12345678',
    );
  });

  it('shows "--" for what is not a finite decimal', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '1e5', '', '1,5']) {
      expect(formatAmount(value, 'en')).toBe(INVALID_AMOUNT);
    }
  });

  it('never throws on a finite number, in any locale', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        locale,
        (value, l) => typeof formatAmount(value, l) === 'string',
      ),
      RUNS,
    );
  });

  it('reads back the same number it wrote, in any locale', () => {
    fc.assert(
      fc.property(exactNumber, locale, (value, l) => {
        const text = formatAmount(value, l);
        expect(Number(parseAmount(text, l))).toBe(value === 0 ? 0 : value);
      }),
      RUNS,
    );
  });

  it('reads back the same decimal string it wrote, in any locale', () => {
    fc.assert(
      fc.property(decimalText, locale, (value, l) => {
        expect(parseAmount(formatAmount(value, l), l)).toBe(canonicalDecimal(value));
      }),
      RUNS,
    );
  });

  it('groups thousands when |n| >= 1000, and only then', () => {
    fc.assert(
      fc.property(integerOfAnySize, locale, (value, l) => {
        const text = formatAmount(value, l);
        expect(text.includes(amountSymbols(l).group)).toBe(Math.abs(value) >= 1000);
      }),
      RUNS,
    );
  });

  it('shows the locale’s minimum decimals and never more than 8', () => {
    fc.assert(
      fc.property(exactNumber, locale, (value, l) => {
        const { decimal } = amountSymbols(l);
        const fraction = formatAmount(value, l).split(decimal)[1] ?? '';
        expect(fraction.length).toBeGreaterThanOrEqual(l === 'vi' ? 5 : 0);
        expect(fraction.length).toBeLessThanOrEqual(8);
      }),
      RUNS,
    );
  });
});
