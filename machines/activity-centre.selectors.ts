import type { SnapshotFrom } from 'xstate';
import { type ActivityStage, type ActivitySummary, stageAt } from '../src/domain/activity.ts';
import type { activityCentreMachine } from './activity-centre.machine.ts';

type CentreSnapshot = SnapshotFrom<typeof activityCentreMachine>;

/** One activity as the centre shows it at this second. */
export interface ActivityCardModel {
  activity: ActivitySummary;
  stage: ActivityStage;
  /** Milliseconds to the start (not started) or to the end (in progress); 0 once finished. */
  remainingMs: number;
}

export const selectCentreState = (s: CentreSnapshot) => String(s.value);
export const selectBanners = (s: CentreSnapshot) => s.context.banners;
export const selectCentreFailure = (s: CentreSnapshot) => s.context.failure;
/** The exchange's clock as the centre knows it. */
export const selectServerNow = (s: CentreSnapshot) => s.context.now + s.context.serverOffset;

export function toCardModel(activity: ActivitySummary, serverNow: number): ActivityCardModel {
  const stage = stageAt(activity.startTime, activity.endTime, serverNow);
  const remainingMs =
    stage === 'NOT_START'
      ? activity.startTime - serverNow
      : stage === 'IN_PROGRESS'
        ? activity.endTime - serverNow
        : 0;
  return { activity, stage, remainingMs };
}

const STAGE_ORDER: Record<ActivityStage, number> = { IN_PROGRESS: 0, NOT_START: 1, FINISHED: 2 };

export const selectCentreFilter = (s: CentreSnapshot) => s.context.filter;

/**
 * Cards in the order a trader wants them: running first, then upcoming, then ended (the
 * stage at this second, so a filter on "live" follows the clock), filtered by type and stage.
 */
export const selectActivityCards = (s: CentreSnapshot): ActivityCardModel[] => {
  const now = selectServerNow(s);
  const { type, stage } = s.context.filter;
  return s.context.activities
    .filter((a) => type === undefined || a.type === type)
    .map((a) => toCardModel(a, now))
    .filter((card) => stage === undefined || card.stage === stage)
    .sort((a, b) => STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage]);
};

/** How many activities of each type there are (for the filter's counts), all stages. */
export const selectTypeCounts = (s: CentreSnapshot): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const a of s.context.activities) counts.set(a.type, (counts.get(a.type) ?? 0) + 1);
  return counts;
};
