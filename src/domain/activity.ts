/** Activity types of SPEC §1, by their numeric value on the wire. */
export const ActivityType = {
  NewUser: 1,
  PersonalTrading: 2,
  Lottery: 5,
  CopyTrading: 7,
  TeamTrading: 8,
  TradingDepositBonus: 9,
  CompoundTrading: 10,
  Deposit: 12,
  TeamChallenge: 13,
} as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];
export type ActivityTypeName = keyof typeof ActivityType;

export const ACTIVITY_TYPES: readonly ActivityType[] = Object.values(ActivityType);

/** The name of a numeric activity type, or undefined for a value the spec does not know. */
export function activityTypeName(value: number): ActivityTypeName | undefined {
  const entry = Object.entries(ActivityType).find(([, v]) => v === value);
  return entry?.[0] as ActivityTypeName | undefined;
}

/** Activity stages of SPEC §3. */
export const ActivityStage = {
  NotStart: 'NOT_START',
  InProgress: 'IN_PROGRESS',
  Finished: 'FINISHED',
} as const;
export type ActivityStage = (typeof ActivityStage)[keyof typeof ActivityStage];

/**
 * The stage an activity is in at `now`, from its absolute start and end times.
 * The start is inclusive and the end exclusive, so a stage never overlaps the next.
 */
export function stageAt(startTime: number, endTime: number, now: number): ActivityStage {
  if (now < startTime) return ActivityStage.NotStart;
  if (now < endTime) return ActivityStage.InProgress;
  return ActivityStage.Finished;
}

/** The centre's order of stages: running first, then upcoming, then ended. */
export const STAGE_ORDER: Readonly<Record<ActivityStage, number>> = {
  IN_PROGRESS: 0,
  NOT_START: 1,
  FINISHED: 2,
};

/**
 * The activity an unfiltered centre shows first at `now`: the first of the list in the
 * earliest stage of STAGE_ORDER (the centre's sort is stable).
 */
export function firstListedActivity<A extends { startTime: number; endTime: number }>(
  activities: readonly A[],
  now: number,
): A | undefined {
  let first: A | undefined;
  let firstOrder = Number.POSITIVE_INFINITY;
  for (const activity of activities) {
    const order = STAGE_ORDER[stageAt(activity.startTime, activity.endTime, now)];
    if (order < firstOrder) {
      first = activity;
      firstOrder = order;
    }
  }
  return first;
}

/** One activity as the list and the detail calls return it. Times are epoch milliseconds. */
export interface ActivitySummary {
  activityId: number;
  alias: string;
  type: ActivityType;
  title: string;
  summary: string;
  imageUrl: string;
  startTime: number;
  endTime: number;
  /** The stage as the server saw it when it answered; the client recomputes it from the times. */
  stage: ActivityStage;
  /** Total reward pool as a decimal string, and its currency. */
  rewardPool: string;
  rewardCurrency: string;
  participants: number;
}

/** A banner of the activity centre's carousel (mainBannerList). */
export interface Banner {
  id: number;
  title: string;
  imageUrl: string;
  /** Where the banner leads: a route of the product or an absolute URL. */
  link: string;
  sort: number;
}
