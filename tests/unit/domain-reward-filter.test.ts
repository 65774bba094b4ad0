import { describe, expect, it } from 'vitest';
import { parseRewardFilter, rewardFilterSearch } from '../../src/domain/reward-filter.ts';

describe('the reward filter kept in the address', () => {
  it('reads what the address names', () => {
    expect(parseRewardFilter('?status=USED&category=2&type=DROP')).toEqual({
      status: 'USED',
      category: 2,
      rewardType: 'DROP',
    });
  });

  it('ignores values it does not know, so a bad link lists everything', () => {
    expect(parseRewardFilter('?status=LOST&category=9&type=<b>&category=x')).toEqual({});
    expect(parseRewardFilter('')).toEqual({});
  });

  it('writes only the fields set, keeping the address’s other parameters', () => {
    expect(rewardFilterSearch({ status: 'EXPIRED' }, '?sensors&status=USED')).toBe(
      '?sensors=&status=EXPIRED',
    );
    expect(rewardFilterSearch({}, '?type=DROP')).toBe('');
  });

  it('reads back what it wrote', () => {
    const filter = { status: 'ISSUED', category: 3, rewardType: 'PHYSICAL' } as const;
    expect(parseRewardFilter(rewardFilterSearch(filter))).toEqual(filter);
  });
});
