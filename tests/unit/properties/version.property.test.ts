import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANDROID_FEATURE_MIN_VERSION,
  compareVersions,
  isVersionAtLeast,
  NEW_NATIVE_CALL_MIN_VERSION,
  parseVersion,
} from '../../../src/domain/version.ts';
import { dottedVersion } from './versions.ts';

const RUNS = { numRuns: 1000 };

const smallVersion = dottedVersion(3, 4);
/** Versions with segments far beyond a safe integer, compared against BigInt. */
const bigSegments = fc.array(fc.bigInt({ min: 0n, max: 10n ** 30n }), {
  minLength: 1,
  maxLength: 5,
});
/** Any text at all, versions or not. */
const anyText = fc.oneof(smallVersion, fc.string(), fc.constantFrom('', '3..1', 'v3.3.0', '-1'));

function oracle(a: readonly bigint[], b: readonly bigint[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0n;
    const y = b[i] ?? 0n;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

describe('compareVersions (SPEC §5: per dotted numeric segment)', () => {
  it('orders the spec’s examples numerically, not as text', () => {
    expect(compareVersions('3.10.0', '3.9.9')).toBe(1);
    expect(compareVersions('3.3.0', '3.3')).toBe(0);
    expect(compareVersions('3.2.9', NEW_NATIVE_CALL_MIN_VERSION)).toBe(-1);
    expect(compareVersions('4.4.18', ANDROID_FEATURE_MIN_VERSION)).toBe(0);
    expect(compareVersions('4.4.9', ANDROID_FEATURE_MIN_VERSION)).toBe(-1);
    expect(compareVersions('03.003', '3.3.0')).toBe(0);
  });

  it('puts a text that is not a version below every version, and equal to other such texts', () => {
    expect(parseVersion('3.3.0-beta')).toBeUndefined();
    expect(compareVersions('3.3.0-beta', '0')).toBe(-1);
    expect(compareVersions('', 'abc')).toBe(0);
    expect(isVersionAtLeast('unknown', '0.0.0')).toBe(false);
    expect(isVersionAtLeast('3.3', NEW_NATIVE_CALL_MIN_VERSION)).toBe(true);
  });

  it('is reflexive', () => {
    fc.assert(
      fc.property(anyText, (v) => compareVersions(v, v) === 0),
      RUNS,
    );
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => compareVersions(a, b) === -compareVersions(b, a)),
      RUNS,
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(smallVersion, smallVersion, smallVersion, (a, b, c) => {
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) {
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
        }
        if (compareVersions(a, b) === 0 && compareVersions(b, c) === 0) {
          expect(compareVersions(a, c)).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('sorts any list consistently (transitivity over mixed texts)', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 12 }), (list) => {
        const sorted = [...list].sort(compareVersions);
        for (let i = 0; i < sorted.length; i++) {
          for (let j = i + 1; j < sorted.length; j++) {
            expect(compareVersions(sorted[i] ?? '', sorted[j] ?? '')).toBeLessThanOrEqual(0);
          }
        }
      }),
      RUNS,
    );
  });

  it('agrees with comparing the segments as numbers, however long they are', () => {
    fc.assert(
      fc.property(bigSegments, bigSegments, (a, b) => {
        expect(compareVersions(a.join('.'), b.join('.'))).toBe(oracle(a, b));
      }),
      RUNS,
    );
  });

  it('compares numerically where text order would differ (9 < 10)', () => {
    fc.assert(
      fc.property(smallVersion, fc.nat({ max: 1000 }), fc.nat({ max: 1000 }), (base, x, y) => {
        fc.pre(x !== y);
        const expected = x < y ? -1 : 1;
        expect(compareVersions(`${base}.${x}`, `${base}.${y}`)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('treats missing segments as 0 and ignores leading zeros', () => {
    fc.assert(
      fc.property(smallVersion, fc.integer({ min: 1, max: 4 }), (v, zeros) => {
        expect(compareVersions(v, `${v}${'.0'.repeat(zeros)}`)).toBe(0);
        expect(compareVersions(v, v.replace(/(^|\.)(\d)/g, '$10$2'))).toBe(0);
      }),
      RUNS,
    );
  });

  it('never throws, and isVersionAtLeast matches compareVersions for real versions', () => {
    fc.assert(
      fc.property(anyText, smallVersion, (v, min) => {
        const at = isVersionAtLeast(v, min);
        expect(at).toBe(parseVersion(v) !== undefined && compareVersions(v, min) >= 0);
      }),
      RUNS,
    );
  });
});
