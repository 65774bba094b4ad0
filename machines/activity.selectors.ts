import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ActivityStage } from '../src/domain/activity.ts';
import type { ActivityDetail } from '../src/domain/activity-detail.ts';
import type { ActivityVariant } from '../src/domain/activity-enrolment.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { activityMachine } from './activity.machine.ts';
import type { activityApplyMachine } from './activity-apply.machine.ts';
import type { airdropPrizeMachine } from './airdrop-prize.machine.ts';
import type { eventGateMachine } from './event-gate.machine.ts';
import type { liveRankingMachine } from './live-ranking.machine.ts';
import type { priceChartMachine } from './price-chart.machine.ts';
import type { taskListMachine } from './task-list.machine.ts';

type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;

/** The enrolment actor; the view reads it with the activity-apply selectors. */
export type ActivityApplyRef = ActorRefFrom<typeof activityApplyMachine>;

/**
 * The page's state as one string for `data-state`: resolving, resolvingId, loading, notFound,
 * failed or ready.
 */
export const selectActivityState = (s: ActivitySnapshot): string =>
  typeof s.value === 'string'
    ? s.value
    : Object.keys(s.value)[0] === 'loading'
      ? 'loading'
      : 'ready';

/** The stage, from the state QA sees as `data-state`; undefined until the detail is shown. */
export const selectStage = (s: ActivitySnapshot): ActivityStage | undefined => {
  if (s.matches({ ready: { stage: 'notStarted' } })) return 'NOT_START';
  if (s.matches({ ready: { stage: 'inProgress' } })) return 'IN_PROGRESS';
  if (s.matches({ ready: { stage: 'finished' } })) return 'FINISHED';
  return undefined;
};

/** The detail shown; kept while it reloads. */
export const selectDetail = (s: ActivitySnapshot): ActivityDetail | undefined => s.context.detail;

/** Why the page failed (`failed`), or why the last refresh failed while the detail is shown. */
export const selectFailure = (s: ActivitySnapshot): Failure | undefined => s.context.failure;

/** The retry button of the `failed` state. */
export const selectCanRetry = (s: ActivitySnapshot): boolean => s.can({ type: 'activity.retry' });

/** A reload is on its way behind the detail shown. */
export const selectIsRefreshing = (s: ActivitySnapshot): boolean =>
  s.matches({ ready: { detail: 'refreshing' } });

/** The exchange's clock as the page last knew it. */
export const selectServerNow = (s: ActivitySnapshot): number =>
  s.context.now + s.context.serverOffset;

/** Milliseconds to the start (NOT_START) or the end (IN_PROGRESS) at server time `serverNow`. */
export const selectRemainingMs = (s: ActivitySnapshot, serverNow: number): number => {
  const stage = selectStage(s);
  const detail = s.context.detail;
  if (!detail || stage === undefined || stage === 'FINISHED') return 0;
  return Math.max(0, (stage === 'NOT_START' ? detail.startTime : detail.endTime) - serverNow);
};

/** The visibility check and /events introduction (the event-gate selectors read it). */
export type EventGateRef = ActorRefFrom<typeof eventGateMachine>;
/** An airdrop's prize and position check (the airdrop-prize selectors read it). */
export type AirdropPrizeRef = ActorRefFrom<typeof airdropPrizeMachine>;

/** The visibility check and introduction while the detail is shown. */
export const selectEventGateRef = (s: ActivitySnapshot): EventGateRef | undefined =>
  (s.children as Record<string, EventGateRef | undefined>).eventGate;

/** The airdrop prize actor while the detail is shown. */
export const selectAirdropPrizeRef = (s: ActivitySnapshot): AirdropPrizeRef | undefined =>
  (s.children as Record<string, AirdropPrizeRef | undefined>).airdropPrize;

/** The enrolment actor while the detail is shown. */
export const selectApplyRef = (s: ActivitySnapshot): ActivityApplyRef | undefined =>
  (s.children as Record<string, ActivityApplyRef | undefined>).activityApply;

/** The calls the page uses now: the address's variant, or nonProductized once the detail says so. */
export const selectVariant = (s: ActivitySnapshot): ActivityVariant => s.context.variant;

/** Whether the page was opened by a logged-in trader. */
export const selectIsLoggedIn = (s: ActivitySnapshot): boolean => s.context.loggedIn;

/**
 * The next deadline (the start while NOT_START, the end while IN_PROGRESS) on the local clock,
 * for a countdown that ticks locally; undefined once the activity has finished.
 */
export const selectLocalDeadline = (s: ActivitySnapshot): number | undefined => {
  const stage = selectStage(s);
  const detail = s.context.detail;
  if (!detail || stage === undefined || stage === 'FINISHED') return undefined;
  return (stage === 'NOT_START' ? detail.startTime : detail.endTime) - s.context.serverOffset;
};

/** The activity page's actor, for views that read it with these selectors. */
export type ActivityRef = ActorRefFrom<typeof activityMachine>;

/** The trader's task list, while the detail is shown (a visitor has none). */
export type TaskListRef = ActorRefFrom<typeof taskListMachine>;
/** The featured pair's price chart, while the detail names one. */
export type PriceChartRef = ActorRefFrom<typeof priceChartMachine>;
/** A competition's or team activity's live ranking, while the detail is ranked. */
export type LiveRankingRef = ActorRefFrom<typeof liveRankingMachine>;

/** The trader's task list actor; undefined for a visitor and until the detail is shown. */
export const selectTaskListRef = (s: ActivitySnapshot): TaskListRef | undefined =>
  (s.children as Record<string, TaskListRef | undefined>).taskList;

/** The price chart actor; undefined without a featured pair. */
export const selectPriceChartRef = (s: ActivitySnapshot): PriceChartRef | undefined =>
  (s.children as Record<string, PriceChartRef | undefined>).priceChart;

/** The live ranking actor; undefined for an activity that is not ranked. */
export const selectLiveRankingRef = (s: ActivitySnapshot): LiveRankingRef | undefined =>
  (s.children as Record<string, LiveRankingRef | undefined>).liveRanking;
