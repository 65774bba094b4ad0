import { describe, expect, it } from 'vitest';
import { type ActivityCardModel, sameCards } from '../../../machines/activity-centre.selectors.ts';
import { activitySummary } from '../../model/models/fixtures.ts';

describe('the centre list between two ticks', () => {
  const a = activitySummary(1);
  const b = activitySummary(2);
  const list: ActivityCardModel[] = [
    { activity: a, stage: 'IN_PROGRESS' },
    { activity: b, stage: 'NOT_START' },
  ];

  it('is the same list while every card keeps its activity and stage', () => {
    expect(
      sameCards(
        list,
        list.map((card) => ({ ...card })),
      ),
    ).toBe(true);
  });

  it('changes when a card changes stage, order, data or count', () => {
    expect(sameCards(list, [list[0]!, { activity: b, stage: 'IN_PROGRESS' }])).toBe(false);
    expect(sameCards(list, [list[1]!, list[0]!])).toBe(false);
    expect(sameCards(list, [list[0]!, { activity: { ...b }, stage: 'NOT_START' }])).toBe(false);
    expect(sameCards(list, [list[0]!])).toBe(false);
  });
});
