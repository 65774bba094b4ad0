import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAmountRuns } from '../../../src/domain/bidi-runs.ts';

const amounts = (text: string) =>
  splitAmountRuns(text)
    .filter((r) => r.amount)
    .map((r) => r.text);

describe('splitAmountRuns (issue 15: "1,000 USDT" keeps its order in ar and fa-IR)', () => {
  it('finds each amount with its currency, in English and in Arabic text', () => {
    expect(amounts('1,000 USDT futures coupon')).toEqual(['1,000 USDT']);
    expect(amounts('Prizes range from 1 USDT to 1,000 USDT futures coupons.')).toEqual([
      '1 USDT',
      '1,000 USDT',
    ]);
    expect(amounts('قسيمة عقود آجلة بقيمة 1,000 USDT.')).toEqual(['1,000 USDT']);
    expect(amounts('Tiers from USDT 20 up')).toEqual(['USDT 20']);
    expect(amounts('Place 3 orders today')).toEqual([]);
    expect(amounts('')).toEqual([]);
  });

  it('gives back the text unchanged when its runs are joined', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', ',', '.', ' ', 'U', 'S', 'D', 'T', 'ق', 'a') }),
        (text) => {
          expect(
            splitAmountRuns(text)
              .map((r) => r.text)
              .join(''),
          ).toBe(text);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
