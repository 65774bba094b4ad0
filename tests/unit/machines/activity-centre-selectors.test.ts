import { describe, expect, it } from 'vitest';
import { type ActivityCardModel, sameCards } from '../../../machines/activity-centre.selectors.ts';
import type { ActivitySummary } from '../../../src/domain/activity.ts';

const activity = (id: number): ActivitySummary => ({
  activityId: id,
  alias: `a-${id}`,
  type: 2,
  title: `Activity ${id}`,
  summary: '',
  imageUrl: '',
  startTime: 0,
  endTime: 1,
  stage: 'IN_PROGRESS',
  rewardPool: '1',
  rewardCurrency: 'USDT',
  participants: 1,
});

describe('the centre list between two ticks', () => {
  const a = activity(1);
  const b = activity(2);
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
