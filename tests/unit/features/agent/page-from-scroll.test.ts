import { describe, expect, it } from 'vitest';
import { pageOfRow, pageToLoad } from '../../../../src/domain/agent-dashboard.ts';

/** Rows 0..49 (page 1) loaded, as after the list opens. */
const firstPageOnly = (index: number) => index < 50;

describe('the page a scroll position asks for', () => {
  it('names the 1-based page of a row: 50 rows a page', () => {
    expect(pageOfRow(0, 50)).toBe(1);
    expect(pageOfRow(49, 50)).toBe(1);
    expect(pageOfRow(50, 50)).toBe(2);
    expect(pageOfRow(9_999, 50)).toBe(200);
  });

  it('asks for nothing while the rows in view are loaded', () => {
    expect(pageToLoad({ first: 0, last: 30 }, 10_000, firstPageOnly, 50)).toBeUndefined();
  });

  it('asks for the next page as the view comes near it', () => {
    expect(pageToLoad({ first: 20, last: 52 }, 10_000, firstPageOnly, 50)).toBe(2);
  });

  it('jumps straight to the last page from the top, not to the pages in between', () => {
    expect(pageToLoad({ first: 9_984, last: 10_014 }, 10_000, firstPageOnly, 50)).toBe(200);
  });

  it('asks for the page in the middle a drag stopped on', () => {
    expect(pageToLoad({ first: 5_321, last: 5_350 }, 10_000, firstPageOnly, 50)).toBe(107);
  });

  it('asks for the first page not loaded in view when the view straddles two', () => {
    const loaded = (index: number) => index < 50 || (index >= 5_350 && index < 5_400);
    expect(pageToLoad({ first: 5_340, last: 5_370 }, 10_000, loaded, 50)).toBe(107);
    const upper = (index: number) => index < 50 || (index >= 5_300 && index < 5_350);
    expect(pageToLoad({ first: 5_340, last: 5_370 }, 10_000, upper, 50)).toBe(108);
  });

  it('stays within the rows the list holds', () => {
    expect(pageToLoad({ first: 90, last: 140 }, 100, (i) => i < 100, 50)).toBeUndefined();
    expect(pageToLoad({ first: -5, last: 3 }, 0, () => false, 50)).toBeUndefined();
  });
});
