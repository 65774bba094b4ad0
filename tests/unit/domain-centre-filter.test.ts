import { describe, expect, it } from 'vitest';
import { centreFilterSearch, parseCentreFilter } from '../../src/domain/centre-filter.ts';

describe('the centre filter kept in the address', () => {
  it('reads what the address names', () => {
    expect(parseCentreFilter('?stage=FINISHED&type=5')).toEqual({ stage: 'FINISHED', type: 5 });
  });

  it('ignores values it does not know, so a bad link lists everything', () => {
    const all = { stage: undefined, type: undefined };
    expect(parseCentreFilter('?stage=DONE&type=4')).toEqual(all);
    expect(parseCentreFilter('?stage=<b>&type=')).toEqual(all);
    expect(parseCentreFilter('?type=5.0x')).toEqual(all);
    expect(parseCentreFilter('')).toEqual(all);
  });

  it('writes only the fields set, keeping the address’s other parameters', () => {
    expect(
      centreFilterSearch({ stage: 'NOT_START', type: undefined }, '?inspect&stage=FINISHED'),
    ).toBe('?inspect=&stage=NOT_START');
    expect(centreFilterSearch({ stage: undefined, type: undefined }, '?type=5')).toBe('');
  });

  it('reads back what it wrote', () => {
    const filter = { stage: 'IN_PROGRESS', type: 13 } as const;
    expect(parseCentreFilter(centreFilterSearch(filter))).toEqual(filter);
  });
});
