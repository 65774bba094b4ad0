import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, activityTypeName, stageAt } from '../../src/domain/activity.ts';
import { toFailure } from '../../src/domain/codes.ts';
import { resolveLocale } from '../../src/domain/locale.ts';
import { decodeSessionTokens, encodeSessionTokens } from '../../src/domain/session.ts';
import { formatHms, splitCountdown } from '../../src/domain/time.ts';

describe('domain rules', () => {
  it('has the nine activity types of SPEC §1 by value', () => {
    expect(ACTIVITY_TYPES).toEqual([1, 2, 5, 7, 8, 9, 10, 12, 13]);
    expect(activityTypeName(13)).toBe('TeamChallenge');
    expect(activityTypeName(3)).toBeUndefined();
  });

  it('moves a stage at the start (inclusive) and the end (exclusive)', () => {
    expect(stageAt(100, 200, 99)).toBe('NOT_START');
    expect(stageAt(100, 200, 100)).toBe('IN_PROGRESS');
    expect(stageAt(100, 200, 199)).toBe('IN_PROGRESS');
    expect(stageAt(100, 200, 200)).toBe('FINISHED');
  });

  it('formats hh:mm:ss and splits days off a countdown', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(3_723_999)).toBe('01:02:03');
    expect(formatHms(-5)).toBe('00:00:00');
    // Regression: NaN and Infinity printed 'NaN:NaN:NaN'; huge values an exponent.
    expect(formatHms(Number.NaN)).toBe('00:00:00');
    expect(formatHms(Number.POSITIVE_INFINITY)).toBe('00:00:00');
    expect(formatHms(1e28)).toMatch(/^\d+:\d\d:\d\d$/);
    expect(splitCountdown(Number.NaN)).toEqual({ days: 0, hms: '00:00:00' });
    expect(splitCountdown(2 * 86_400_000 + 61_000)).toEqual({ days: 2, hms: '00:01:01' });
  });

  it('round-trips the session cookie and reads garbage as no session', () => {
    const tokens = {
      token: 't',
      tokenExpiresAt: 1,
      rToken: 'r',
      refreshToken: 'f',
      refreshExpiresAt: 2,
    };
    expect(decodeSessionTokens(encodeSessionTokens(tokens))).toEqual(tokens);
    expect(decodeSessionTokens('{not json')).toBeUndefined();
    expect(decodeSessionTokens('{"token":""}')).toBeUndefined();
    expect(decodeSessionTokens(undefined)).toBeUndefined();
  });

  it('falls back to en for an unknown locale (SPEC §3)', () => {
    expect(resolveLocale('ar')).toBe('ar');
    expect(resolveLocale('xx-YY')).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });

  it('reduces thrown values to a failure a machine can keep', () => {
    expect(toFailure(Object.assign(new Error('x'), { kind: 'code', code: '51020' }))).toEqual({
      kind: 'code',
      code: '51020',
    });
    expect(toFailure('weird')).toEqual({ kind: 'unknown' });
  });
});

describe('language entries (SPEC §3)', async () => {
  const { LANGUAGES, languageOf } = await import('../../src/domain/language.ts');
  const { LOCALES } = await import('../../src/domain/locale.ts');
  it('has one entry per supported locale, each with a distinct short code, en first', () => {
    expect(LANGUAGES.map((l) => l.language).sort()).toEqual([...LOCALES].sort());
    expect(new Set(LANGUAGES.map((l) => l.langCode)).size).toBe(LANGUAGES.length);
    expect(languageOf('en')).toMatchObject({
      backendLocaleCode: 'en_US',
      currency: 'USD',
      sortPriority: 1,
    });
  });
});
