import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal } from '../../src/domain/decimal.ts';
import { isTaskDone, progressRatio } from '../../src/domain/task-progress.ts';

/** A decimal string from an integer and a number of places: (1234, 2) → "12.34". */
const toDecimal = (units: bigint, places: number): string => {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  return places === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
};

describe('task progress on decimal strings', () => {
  it('compares exactly where floats cannot', () => {
    // Beyond 2^53 floats cannot tell these apart.
    expect(Number('9007199254740993')).toBe(Number('9007199254740992'));
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimal('1.0000000000000001', '1')).toBe(1);
    expect(compareDecimal('0.30000000000000004', '0.3')).toBe(1);
  });

  it('ignores trailing zeros, leading zeros and a plus sign', () => {
    expect(compareDecimal('1.50', '1.5')).toBe(0);
    expect(compareDecimal('007', '7.000')).toBe(0);
    expect(compareDecimal('+2', '2')).toBe(0);
    expect(compareDecimal('.5', '0.5')).toBe(0);
    expect(compareDecimal('1e-7', '0.0000001')).toBe(0);
    expect(compareDecimal('-0', '0')).toBe(0);
  });

  it('orders negative values', () => {
    expect(compareDecimal('-1.5', '-1.4')).toBe(-1);
    expect(compareDecimal('-0.1', '0')).toBe(-1);
  });

  it('says nothing about values that are not decimals', () => {
    for (const bad of ['', ' ', '.', '1,5', 'NaN', 'Infinity', '1.2.3', '--1', 'abc']) {
      expect(compareDecimal(bad, '1')).toBeUndefined();
      expect(isTaskDone(bad, '1')).toBe(false);
      expect(progressRatio(bad, '1')).toBe(0);
    }
  });

  it('is done exactly at the target (GREATER_EQUAL), not a satoshi before', () => {
    expect(isTaskDone('100', '100')).toBe(true);
    expect(isTaskDone('100.00000001', '100')).toBe(true);
    expect(isTaskDone('99.99999999', '100')).toBe(false);
    expect(isTaskDone('99.99999999999999999', '100')).toBe(false);
  });

  it('gives a ratio between 0 and 1', () => {
    expect(progressRatio('50', '200')).toBe(0.25);
    expect(progressRatio('1', '3')).toBe(0.333333);
    expect(progressRatio('250', '200')).toBe(1);
    expect(progressRatio('-5', '200')).toBe(0);
    expect(progressRatio('0', '0')).toBe(1);
    expect(progressRatio('99.99999999999999999', '100')).toBe(0.999999);
  });

  it('agrees with integer comparison for any two decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (a, pa, b, pb) => {
          const scale = Math.max(pa, pb);
          const x = a * 10n ** BigInt(scale - pa);
          const y = b * 10n ** BigInt(scale - pb);
          const expected = x < y ? -1 : x > y ? 1 : 0;
          expect(compareDecimal(toDecimal(a, pa), toDecimal(b, pb))).toBe(expected);
          expect(compareDecimal(toDecimal(b, pb), toDecimal(a, pa))).toBe(-expected || 0);
          expect(isTaskDone(toDecimal(a, pa), toDecimal(b, pb))).toBe(expected >= 0);
        },
      ),
    );
  });

  it('keeps the ratio in [0, 1], at 1 exactly when done (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 12 }),
        (progress, target, places) => {
          const p = toDecimal(progress, places);
          const t = toDecimal(target, places);
          const ratio = progressRatio(p, t);
          expect(ratio).toBeGreaterThanOrEqual(0);
          expect(ratio).toBeLessThanOrEqual(1);
          // A full bar exactly when done: one a satoshi short rounds down, never up.
          expect(ratio === 1).toBe(isTaskDone(p, t));
        },
      ),
    );
  });
});
