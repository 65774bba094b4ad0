import { type SnapshotFrom, transition } from 'xstate';
import type { TestPath } from 'xstate/graph';
import type { taskMachine } from '../../machines/task.machine.ts';
import type { TaskStatus } from '../../src/domain/task.ts';
import type { TaskSetting } from '../e2e/models/task-paths.model.ts';
import {
  MAX_CLAIM_SEQ,
  type TaskModelEvent,
  TODAY,
  TOMORROW,
  taskInputs,
  taskModel,
  taskModelEvents,
  taskSpec,
} from '../model/models/task.model.ts';
import { coveringPaths } from './support/select.ts';

export type TaskSnapshot = SnapshotFrom<typeof taskMachine>;
export type TaskPath = TestPath<TaskSnapshot, TaskModelEvent>;
type TaskKind = TaskSetting['kind'];

const inFlight = (s: TaskSnapshot) =>
  s.matches({ completed: 'claiming' }) ||
  s.matches({ completed: { unknown: 'rereading' } }) ||
  s.matches({ completed: { unknown: 'unreadable' } });

/** Whether the exchange counts the task's target as reached after `event`. */
function reachedAfter(reached: boolean, event: TaskModelEvent): boolean {
  if (event.type === 'task.update') {
    if (event.completion.status === 'PENDING') return false;
    return event.completion.status === 'COMPLETED' || reached;
  }
  if (event.type === 'xstate.done.actor.readTaskStatus') return event.output.status !== 'PENDING';
  return reached;
}

/**
 * Whether a browser, the trader and the sandbox can make `event` happen in `before`, when the
 * exchange does (`reached`) or does not count the task's target as reached.
 */
function producible(
  kind: TaskKind,
  before: TaskSnapshot,
  event: TaskModelEvent,
  reached: boolean,
  claimedIn: string | undefined,
): boolean {
  // The browser makes a new day only as the sandbox clock's jump to the next UTC day, which
  // starts the daily task over (PENDING, in the list or in a re-read's answer); every other
  // answer names the day shown. An old day's grant replayed is the model test's to check, the
  // days after the soak's.
  const named =
    event.type === 'task.update'
      ? event.completion
      : event.type === 'xstate.done.actor.readTaskStatus' ||
          event.type === 'xstate.done.actor.claimReward'
        ? event.output
        : undefined;
  const shown = before.context.completion.periodKey;
  const newDay =
    event.type === 'task.update' && event.completion.status === 'PENDING' && kind === 'daily';
  // A lost claim's re-read answered after midnight: the daily task started over.
  const readAfterMidnight =
    event.type === 'xstate.done.actor.readTaskStatus' &&
    kind === 'daily' &&
    event.output.status === 'PENDING' &&
    event.output.periodKey === TOMORROW &&
    shown === TODAY;
  if (named !== undefined && (newDay || readAfterMidnight) !== (named.periodKey !== shown))
    return false;
  if (newDay && shown !== TODAY) return false;
  // The exchange grants a claim for the period it was sent in, and only while the target is
  // reached there: a claim sent before midnight never grants the new day's task.
  const grantable = reached && claimedIn === shown;
  switch (event.type) {
    case 'xstate.error.actor.claimReward':
      // A time-out costs the client's 10 s; a cut connection leaves the claim just as unknown.
      return (event.error as { kind?: string }).kind !== 'timeout';
    case 'xstate.done.actor.claimReward':
      // The exchange grants a claim only while it counts the target as reached: a claim held
      // across the turn of the day reaches a task started over.
      return grantable;
    case 'xstate.done.actor.readTaskStatus':
      if (event.output.status === 'GRANTED') return grantable;
      // PENDING only while the exchange does not count the target as reached (a new day's
      // task, before its trades), or in the day midnight starts.
      return event.output.status !== 'PENDING' || readAfterMidnight || !reached;
    case 'task.update':
      return updatable(kind, before, event.completion.status, grantable);
    default:
      return true;
  }
}

function updatable(kind: TaskKind, before: TaskSnapshot, status: TaskStatus, grantable: boolean) {
  // A claim must have been sent (in flight, or lost and found not granted yet) for a period
  // whose target the exchange still counts as reached.
  if (status === 'GRANTED')
    return (
      grantable && (inFlight(before) || before.matches({ completed: { unknown: 'retryable' } }))
    );
  if (status === 'COMPLETED') return before.matches('pending') || inFlight(before);
  if (status === 'PENDING') return kind === 'daily';
  return kind === 'campaign' && before.matches('pending');
}

/**
 * The answers no browser path can make, whatever came before: a claim or re-read answering
 * another period than the one shown (see producible), and a claim's time-out. Left out of the
 * traversal itself: one shortest path is generated per state, and one through such an answer
 * (a replayed grant of yesterday, then a re-read) would be the only path to a state that a
 * lost claim reaches too.
 */
function neverProducible(before: TaskSnapshot, event: TaskModelEvent): boolean {
  const otherPeriod =
    (event.type === 'xstate.done.actor.claimReward' ||
      event.type === 'xstate.done.actor.readTaskStatus') &&
    event.output.periodKey !== before.context.completion.periodKey;
  // Only midnight makes a re-read name another day, and then the task has started over.
  if (event.type === 'xstate.done.actor.readTaskStatus')
    return (
      otherPeriod && (event.output.status !== 'PENDING' || event.output.periodKey !== TOMORROW)
    );
  if (event.type === 'xstate.done.actor.claimReward') return otherPeriod;
  if (event.type === 'xstate.error.actor.claimReward')
    return (event.error as { kind?: string }).kind === 'timeout';
  return false;
}

/** A path as events and the states they lead to; made a runnable path once chosen. */
interface StepsOf {
  steps: { state: TaskSnapshot; event: TaskModelEvent }[];
  runnable?: TaskPath;
}

const bounded = (s: TaskSnapshot, e: TaskModelEvent) =>
  !(e.type === 'task.claim' && s.context.claimSeq >= MAX_CLAIM_SEQ);

function browserPaths(kind: TaskKind, input: unknown): StepsOf[] {
  // Duplicates kept: a short path may be a prefix of longer ones the filter drops.
  const shortest: StepsOf[] = taskModel
    .getShortestPaths({
      input,
      allowDuplicatePaths: true,
      filterEvents: (s, e) => !neverProducible(s, e),
    })
    .map((path) => ({ steps: path.steps, runnable: path }));
  // Each shortest path one step further too: a transition whose target state a shorter path
  // reaches otherwise (a re-read of the new day's task after the claim outlived midnight ends
  // where a re-read across midnight does) is on no shortest path.
  const further = shortest.flatMap(({ steps }) => {
    const end = steps.at(-1)!.state;
    return taskModelEvents(end.context.completion.periodKey)
      .filter(
        (event) =>
          !neverProducible(end, event) &&
          // The invokes' answers are events of the machine too, though not of its typed API.
          end.can(event as Parameters<TaskSnapshot['can']>[0]) &&
          bounded(end, event),
      )
      .map((event) => ({
        steps: [...steps, { state: transition(taskSpec.machine, end, event)[0], event }],
      }));
  });
  return [...shortest, ...further].filter((path) => {
    let reached = kind === 'daily';
    let claimedIn: string | undefined;
    return path.steps.every((step, i) => {
      if (i === 0) return true;
      const before = path.steps[i - 1]!.state;
      if (step.event.type === 'task.claim') claimedIn = before.context.completion.periodKey;
      const ok = producible(kind, before, step.event, reached, claimedIn);
      reached = reachedAfter(reached, step.event);
      return ok;
    });
  });
}

/** The runnable path (steps that check the page) of a chosen one. */
function runnable(path: StepsOf): TaskPath {
  if (path.runnable) return path.runnable;
  const [made] = taskModel.getPathsFromEvents(
    path.steps.slice(1).map((step) => step.event),
    // The traversal behind it tries every event of the path in every state it reaches: claims
    // with a new key each time would never end.
    { fromState: path.steps[0]!.state, filterEvents: bounded },
  );
  if (!made) throw new Error('a chosen task path could not be made runnable');
  return made;
}

export const [completedInput, pendingInput] = [taskInputs[0]!.input, taskInputs[1]!.input];
let selected: { daily: TaskPath[]; campaign: TaskPath[] } | undefined;

/**
 * The daily task's covering paths, then the few campaign-task paths that reach what those do
 * not (its end leaving it unsatisfied): generated once, as `--list` and every test read them.
 */
export function selectTaskPaths() {
  if (selected) return selected;
  const daily = coveringPaths(
    taskSpec.machine,
    completedInput,
    browserPaths('daily', completedInput),
  ).map(runnable);
  const campaignAll = browserPaths('campaign', pendingInput);
  const campaign = coveringPaths(taskSpec.machine, pendingInput, campaignAll)
    .filter((path) =>
      path.steps.some(
        (s) => s.event.type === 'task.update' && s.event.completion.status === 'UNSATISFIED',
      ),
    )
    .map(runnable);
  selected = { daily, campaign };
  return selected;
}
