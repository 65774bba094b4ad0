import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOffset, paginate } from '../../../src/domain/pagination.ts';

const RUNS = { numRuns: 1000 };

const items = fc.array(fc.integer(), { maxLength: 60 });
const size = fc.integer({ min: 1, max: 25 });
const badSize = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ min: 0.01, max: 50, noInteger: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

describe('pagination (SPEC §9: a 1-based slice)', () => {
  it('gives page 1 the first items', () => {
    expect(paginate(['a', 'b', 'c', 'd', 'e'], 1, 2)).toEqual(['a', 'b']);
    expect(paginate(['a', 'b', 'c', 'd', 'e'], 3, 2)).toEqual(['e']);
    expect(paginate(['a', 'b', 'c', 'd', 'e'], 0, 2)).toEqual([]);
    expect(pageCount(5, 2)).toBe(3);
    expect(pageCount(0, 999)).toBe(0);
  });

  it('skips to the same items a page holds (the offset a store reads from)', () => {
    fc.assert(
      fc.property(items, size, fc.integer({ min: 1, max: 30 }), (list, pageSize, pageIndex) => {
        const start = pageOffset(pageIndex, pageSize);
        expect(list.slice(start, start + pageSize)).toEqual(paginate(list, pageIndex, pageSize));
      }),
      RUNS,
    );
    expect(() => pageOffset(0, 10)).toThrow(RangeError);
    expect(() => pageOffset(1.5, 10)).toThrow(RangeError);
  });

  it('splits a list into pages that give it back whole, in order', () => {
    fc.assert(
      fc.property(items, size, (list, pageSize) => {
        const pages = Array.from({ length: pageCount(list.length, pageSize) }, (_, i) =>
          paginate(list, i + 1, pageSize),
        );
        expect(pages.flat()).toEqual(list);
        pages.forEach((page, i) => {
          if (i < pages.length - 1) expect(page).toHaveLength(pageSize);
          else expect(page.length).toBeGreaterThan(0);
        });
      }),
      RUNS,
    );
  });

  it('gives an empty page before the first and after the last', () => {
    fc.assert(
      fc.property(
        items,
        size,
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 1, max: 200 })),
        (list, pageSize, page) => {
          const count = pageCount(list.length, pageSize);
          fc.pre(page < 1 || page > count);
          expect(paginate(list, page, pageSize)).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('gives an empty page for a page number that is not a whole number', () => {
    fc.assert(
      fc.property(
        items,
        size,
        fc.oneof(fc.double({ noInteger: true }), fc.constant(Number.NaN)),
        (list, pageSize, page) => {
          expect(paginate(list, page, pageSize)).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('refuses a page size that is not a positive integer with a RangeError', () => {
    fc.assert(
      fc.property(items, badSize, (list, pageSize) => {
        expect(() => paginate(list, 1, pageSize)).toThrow(RangeError);
        expect(() => pageCount(list.length, pageSize)).toThrow(RangeError);
      }),
      RUNS,
    );
  });

  it('counts the fewest pages that hold every item', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), size, (total, pageSize) => {
        const count = pageCount(total, pageSize);
        expect(count * pageSize).toBeGreaterThanOrEqual(total);
        expect(Math.max(0, count - 1) * pageSize).toBeLessThan(Math.max(1, total));
      }),
      RUNS,
    );
  });

  it('leaves the list as it was', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: -2, max: 10 }), size, (list, page, pageSize) => {
        const copy = [...list];
        const result = paginate(list, page, pageSize);
        expect(list).toEqual(copy);
        if (result.length > 0) expect(result).not.toBe(list);
      }),
      RUNS,
    );
  });
});
