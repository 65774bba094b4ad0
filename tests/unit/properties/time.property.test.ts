import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHms } from '../../../src/domain/time.ts';

const RUNS = { numRuns: 1000 };

/** Durations up to 10 000 days, whole and fractional milliseconds. */
const duration = fc.oneof(
  fc.integer({ min: 0, max: 864_000_000_000 }),
  fc.double({ min: 0, max: 864_000_000_000, noNaN: true }),
);

const seconds = (hms: string) => {
  const [h = '', m = '', s = ''] = hms.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

describe('formatHms (SPEC §2: hh:mm:ss)', () => {
  it('writes two digits at least per part, minutes and seconds under 60', () => {
    fc.assert(
      fc.property(duration, (ms) => {
        expect(formatHms(ms)).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
      }),
      RUNS,
    );
  });

  it('shows the whole seconds of the duration', () => {
    fc.assert(
      fc.property(duration, (ms) => {
        expect(seconds(formatHms(ms))).toBe(Math.floor(ms / 1000));
      }),
      RUNS,
    );
  });

  it('never goes up as the time left goes down', () => {
    fc.assert(
      fc.property(duration, duration, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(seconds(formatHms(low))).toBeLessThanOrEqual(seconds(formatHms(high)));
      }),
      RUNS,
    );
  });

  it('shows 00:00:00 for a time already passed', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }), (ms) => {
        expect(formatHms(ms)).toBe('00:00:00');
      }),
      RUNS,
    );
  });
});
