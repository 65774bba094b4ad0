import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src/api/contract.ts';
import { checkAnswer, RESPONSE_SCHEMAS } from '../../src/api/schemas.ts';

describe('answer schemas (one per call of the contract)', () => {
  it('has a schema for every call, and none for a call that does not exist', () => {
    expect(Object.keys(RESPONSE_SCHEMAS).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS) as (keyof typeof CALLS)[])(
    '%s rejects data that is not an object',
    (name) => {
      expect(checkAnswer(name, 'oops')).toMatchObject({ ok: false });
      expect(checkAnswer(name, null)).toMatchObject({ ok: false });
    },
  );

  it('names the first path that breaks the schema', () => {
    const result = checkAnswer('pushCount', { total: '3' });
    expect(result).toEqual({
      ok: false,
      mismatch: { path: 'total', message: expect.stringContaining('number') },
    });
  });

  it('tolerates unknown fields and optional fields left out', () => {
    expect(checkAnswer('isAgent', { isAgent: false, since: 'never' })).toEqual({
      ok: true,
      data: { isAgent: false, since: 'never' },
    });
  });

  it('takes a reward list with or without the used part of a draw-chance reward', () => {
    const draws = {
      rewardId: 7,
      activityId: 8,
      activityTitle: 'Daily Lucky Draw',
      rewardType: 'LOTTERY_COUNT',
      category: 3,
      amount: '3',
      currency: 'DRAW',
      status: 'ISSUED',
      grantedAt: 1,
    };
    const page = (item: object) => ({ items: [item], total: 1, pageIndex: 1, pageSize: 10 });
    expect(checkAnswer('rewardList', page(draws))).toMatchObject({ ok: true });
    expect(checkAnswer('rewardList', page({ ...draws, usedAmount: '2' }))).toMatchObject({
      ok: true,
      data: { items: [{ usedAmount: '2' }] },
    });
    expect(checkAnswer('rewardList', page({ ...draws, usedAmount: 2 }))).toMatchObject({
      ok: false,
      mismatch: { path: 'items.0.usedAmount' },
    });
  });
});
