import type { SnapshotFrom } from 'xstate';
import type { ActivityStage } from '../src/domain/activity.ts';
import type { ActivityDetail } from '../src/domain/activity-detail.ts';
import type { Failure } from '../src/domain/codes.ts';
import { type HiddenReason, hiddenReason } from '../src/domain/event-page.ts';
import type { ActivityEvent, activityMachine } from './activity.machine.ts';
import {
  type ActivityApplyRef,
  type AirdropPrizeRef,
  type EventGateRef,
  type LiveRankingRef,
  type PriceChartRef,
  selectActivityState,
  selectAirdropPrizeRef,
  selectApplyRef,
  selectCanRetry,
  selectDetail,
  selectEventGateRef,
  selectFailure,
  selectIsRefreshing,
  selectLiveRankingRef,
  selectLocalDeadline,
  selectPriceChartRef,
  selectStage,
  selectTaskListRef,
  type TaskListRef,
} from './activity.selectors.ts';

type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;

/** Everything the activity page needs from its actor, children included. */
export interface ActivityApi {
  /** For `data-state`: resolvingId, loading, notFound, failed or ready. */
  state: string;
  detail: ActivityDetail | undefined;
  stage: ActivityStage | undefined;
  /** The activity has ended (stage FINISHED): its results stay, nothing more can be done. */
  hasEnded: boolean;
  /**
   * Whether the activity's invitation (its share poster) is offered: not once it has ended, when
   * a friend it brings could no longer take part (use pass 2, finding 8).
   */
  offersInvitation: boolean;
  /** What the page says if the exchange hides the activity from this viewer. */
  hiddenReason: HiddenReason;
  /** The next deadline on the local clock, for the countdown. */
  until: number | undefined;
  /** Why the page failed, or why the last refresh failed behind the detail. */
  failure: Failure | undefined;
  canRetry: boolean;
  refreshing: boolean;
  apply: ActivityApplyRef | undefined;
  taskList: TaskListRef | undefined;
  chart: PriceChartRef | undefined;
  ranking: LiveRankingRef | undefined;
  eventGate: EventGateRef | undefined;
  airdropPrize: AirdropPrizeRef | undefined;
  retry: () => void;
}

/** The activity page's API: its state, its detail and the children it runs. */
export function connectActivity(
  s: ActivitySnapshot,
  send: (event: ActivityEvent) => void,
): ActivityApi {
  const stage = selectStage(s);
  return {
    state: selectActivityState(s),
    detail: selectDetail(s),
    stage,
    hasEnded: stage === 'FINISHED',
    offersInvitation: stage !== undefined && stage !== 'FINISHED',
    hiddenReason: hiddenReason(stage),
    until: selectLocalDeadline(s),
    failure: selectFailure(s),
    canRetry: selectCanRetry(s),
    refreshing: selectIsRefreshing(s),
    apply: selectApplyRef(s),
    taskList: selectTaskListRef(s),
    chart: selectPriceChartRef(s),
    ranking: selectLiveRankingRef(s),
    eventGate: selectEventGateRef(s),
    airdropPrize: selectAirdropPrizeRef(s),
    retry: () => send({ type: 'activity.retry' }),
  };
}
