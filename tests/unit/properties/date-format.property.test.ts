import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatUtcDateTime } from '../../../src/i18n/format.ts';

dayjs.extend(utc);

const RUNS = { numRuns: 1000 };
const ZONES = [
  'UTC',
  'Asia/Tehran',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
];
const zoneBefore = process.env.TZ;
afterAll(() => {
  process.env.TZ = zoneBefore;
});

/** Every moment a Date holds, whole and fractional milliseconds, and none. */
const moment = fc.oneof(
  fc.integer({ min: -8.64e15, max: 8.64e15 }),
  fc.integer({ min: Date.UTC(1990, 0), max: Date.UTC(2100, 0) }),
  fc.double({ min: -8.64e15, max: 8.64e15 }),
  fc.constantFrom(Number.NaN, 8.64e15 + 1),
);

describe("the cards' dates: the same text dayjs wrote before the start dropped it", () => {
  it.each(ZONES)('in the user zone (%s) and in UTC', (zone) => {
    process.env.TZ = zone;
    fc.assert(
      fc.property(moment, (ms) => {
        expect(formatLocalDateTime(ms)).toBe(dayjs(ms).format('YYYY-MM-DD HH:mm'));
        expect(formatUtcDateTime(ms)).toBe(`${dayjs.utc(ms).format('YYYY-MM-DD HH:mm')} UTC`);
      }),
      RUNS,
    );
  });
});
