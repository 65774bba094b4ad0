import type { SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';
import {
  type ActivityInput,
  activityMachine,
  MISSING_ACTIVITY,
} from '../../machines/activity.machine.ts';
import type { ActivityDetail } from '../../src/domain/activity-detail.ts';
import {
  type ActivityModelEvent,
  activityModel,
  answerAt,
  CANDLES,
  deadlineOf,
  PUSHED,
  RANKING,
} from '../model/models/activity.model.ts';
import { networkError } from '../model/models/fixtures.ts';
import { coveringPaths } from './support/select.ts';

/** A snapshot of the activity page's machine. */
export type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;
/** One generated path of the activity page's machine. */
export type ActivityPath = TestPath<ActivitySnapshot, ActivityModelEvent>;

/** What one starting point of the sandbox offers the model: its detail, timers and faults. */
export interface Plan {
  /** What the sandbox answers, first and on every reload (its data does not change). */
  detail: ActivityDetail;
  /** The one deadline the path can reach by moving the page's clock. */
  timer?: 'notStarted' | 'inProgress';
  /** Failed calls (faults) and the retries they offer. */
  failures: boolean;
  /** Reloads from a clock push. */
  refresh: boolean;
}

/**
 * The events a browser can make happen from a snapshot. Unlike the unit model, a reload brings
 * the same detail back (the sandbox's data stays), only one deadline is near, and nothing that
 * waits (a reload, the page's clock) starts while the chart's call is held, since moving the
 * page's clock would time that call out.
 */
function eventsFor(plan: Plan) {
  return (s: ActivitySnapshot): ActivityModelEvent[] => {
    const answer = answerAt(plan.detail, s.context.now);
    const chartHeld = s.matches({ ready: { chart: 'fetching' } });
    const quiet = !chartHeld && s.matches({ ready: { detail: 'shown' } });
    const events: ActivityModelEvent[] = [
      { type: 'xstate.done.actor.getActivityId', output: plan.detail.activityId },
      { type: 'xstate.done.actor.loadDetail', output: answer },
      { type: 'xstate.done.actor.loadNoLoginDetail', output: answer },
      { type: 'xstate.done.actor.loadCandles', output: CANDLES },
      { type: 'chart.candle', candle: PUSHED },
      { type: 'ranking.update', ranking: RANKING },
    ];
    if (plan.failures) {
      events.push(
        { type: 'xstate.error.actor.getActivityId', error: networkError() },
        { type: 'xstate.error.actor.loadDetail', error: networkError() },
        { type: 'xstate.error.actor.loadNoLoginDetail', error: networkError() },
        { type: 'xstate.error.actor.loadCandles', error: networkError() },
        { type: 'chart.retry' },
      );
      if (s.context.failure !== MISSING_ACTIVITY) events.push({ type: 'activity.retry' });
    }
    if (plan.refresh && quiet) events.push({ type: 'activity.refresh' });
    if (plan.timer && quiet && s.matches({ ready: { stage: plan.timer } }))
      events.push({ type: 'xstate.done.actor.waitUntil', output: deadlineOf(s) });
    return events.filter((e) => s.can(e as never));
  };
}

/** The fewest generated paths that reach every state and transition this plan can. */
export function pathsFor(input: ActivityInput, plan: Plan): () => ActivityPath[] {
  let paths: ActivityPath[] | undefined;
  return () => {
    paths ??= coveringPaths(
      activityMachine,
      input,
      activityModel.getShortestPaths({ input, events: eventsFor(plan) }),
    );
    return paths;
  };
}
