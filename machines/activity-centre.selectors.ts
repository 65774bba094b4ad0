import type { SnapshotFrom } from 'xstate';
import {
  type ActivityStage,
  type ActivitySummary,
  STAGE_ORDER,
  stageAt,
} from '../src/domain/activity.ts';
import type { activityCentreMachine } from './activity-centre.machine.ts';

type CentreSnapshot = SnapshotFrom<typeof activityCentreMachine>;

/** One activity as the centre lists it: its stage changes with the clock, its text does not. */
export interface ActivityCardModel {
  activity: ActivitySummary;
  stage: ActivityStage;
}

/** The exchange's clock as the centre knows it. */
export const selectServerNow = (s: CentreSnapshot) => s.context.now + s.context.serverOffset;

/** Milliseconds to the start (not started) or to the end (in progress); 0 once finished. */
export function remainingMsAt(activity: ActivitySummary, serverNow: number): number {
  const stage = stageAt(activity.startTime, activity.endTime, serverNow);
  if (stage === 'NOT_START') return activity.startTime - serverNow;
  if (stage === 'IN_PROGRESS') return activity.endTime - serverNow;
  return 0;
}

/** An activity's countdown at this second, for the one element that shows it. */
export const selectRemainingMs = (activity: ActivitySummary) => (s: CentreSnapshot) =>
  remainingMsAt(activity, selectServerNow(s));

/**
 * Cards in the order a trader wants them: running first, then upcoming, then ended (the
 * stage at this second, so a filter on "live" follows the clock), filtered by type and stage.
 */
export const selectActivityCards = (s: CentreSnapshot): ActivityCardModel[] => {
  const now = selectServerNow(s);
  const { type, stage } = s.context.filter;
  return s.context.activities
    .filter((a) => type === undefined || a.type === type)
    .map((activity) => ({ activity, stage: stageAt(activity.startTime, activity.endTime, now) }))
    .filter((card) => stage === undefined || card.stage === stage)
    .sort((a, b) => STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage]);
};

/**
 * Whether two lists show the same cards: the same activities in the same stages. The clock
 * ticks each second; the list is drawn again only when a card moves or changes stage.
 */
export const sameCards = (a: ActivityCardModel[], b: ActivityCardModel[]): boolean =>
  a.length === b.length &&
  a.every((card, i) => card.activity === b[i]?.activity && card.stage === b[i]?.stage);

/** How many activities of each type there are (for the filter's counts), all stages. */
export const selectTypeCounts = (s: CentreSnapshot): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const a of s.context.activities) counts.set(a.type, (counts.get(a.type) ?? 0) + 1);
  return counts;
};
