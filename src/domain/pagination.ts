/**
 * SPEC §9: the pagination helper is a 1-based slice. Page 1 holds the first `pageSize` items.
 * A size that is not a positive integer is a caller's mistake and throws a RangeError; a page
 * number that is not a whole number in 1…pageCount (0, -1, 1.5, NaN, past the end) is simply
 * an empty page, as a list scrolled past its end is.
 */

function assertPageSize(pageSize: number): void {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
}

/** How many pages `total` items fill; 0 for no items. */
export function pageCount(total: number, pageSize: number): number {
  assertPageSize(pageSize);
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`total must be a non-negative integer, got ${total}`);
  }
  return Math.ceil(total / pageSize);
}

/** The items of page `pageIndex` (1-based); empty for a page before the first or after the last. */
export function paginate<T>(items: readonly T[], pageIndex: number, pageSize: number): T[] {
  assertPageSize(pageSize);
  if (!Number.isSafeInteger(pageIndex) || pageIndex < 1) return [];
  const start = (pageIndex - 1) * pageSize;
  return start >= items.length ? [] : items.slice(start, start + pageSize);
}

/**
 * How many items come before page `pageIndex` (1-based): the offset a store skips to read it.
 * Both arguments are a caller's checked input, so anything else is a mistake and throws.
 */
export function pageOffset(pageIndex: number, pageSize: number): number {
  assertPageSize(pageSize);
  if (!Number.isSafeInteger(pageIndex) || pageIndex < 1) {
    throw new RangeError(`pageIndex must be a positive integer, got ${pageIndex}`);
  }
  return (pageIndex - 1) * pageSize;
}
