import type { SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';
import { type ActivityInput, activityMachine } from '../../machines/activity.machine.ts';
import type { ActivityDetail } from '../../src/domain/activity-detail.ts';
import {
  type ActivityModelEvent,
  activityModel,
  answerAt,
  deadlineOf,
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
 * the same detail back (the sandbox's data stays) and only one deadline is near. The chart and
 * the ranking are the activity's children with their own models; here they run as they do.
 */
function eventsFor(plan: Plan) {
  return (s: ActivitySnapshot): ActivityModelEvent[] => {
    const answer = answerAt(plan.detail, s.context.now);
    const quiet = s.matches({ ready: { detail: 'shown' } });
    const events: ActivityModelEvent[] = [
      { type: 'xstate.done.actor.getActivityId', output: plan.detail.activityId },
      { type: 'xstate.done.actor.loadDetail', output: answer },
    ];
    if (plan.failures) {
      events.push(
        { type: 'xstate.error.actor.getActivityId', error: networkError() },
        { type: 'xstate.error.actor.loadDetail', error: networkError() },
      );
      events.push({ type: 'activity.retry' });
    }
    // Reaching a deadline moves only the page's clock, not the sandbox's: a reload after it
    // would bring the exchange's earlier time back, which the model cannot follow.
    const beforeDeadline = !plan.timer || s.matches({ ready: { stage: plan.timer } });
    if (plan.refresh && quiet && beforeDeadline) events.push({ type: 'activity.refresh' });
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
