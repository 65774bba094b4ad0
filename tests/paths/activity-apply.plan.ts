import type { SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';
import {
  type ActivityApplyInput,
  type ApplyFacts,
  activityApplyMachine,
} from '../../machines/activity-apply.machine.ts';
import type { ActivityStage } from '../../src/domain/activity.ts';
import type { ApplyStatus } from '../../src/domain/activity-detail.ts';
import {
  APPLIED,
  type ApplyModelEvent,
  activityApplyModel,
  CODE_HINT,
  COOLING_DOWN_EVENT,
  factsFor,
  MAX_APPLY_ATTEMPT,
  NOT_APPLIED,
  TYPED_CODE,
} from '../model/models/activity-apply.model.ts';
import { codeError, networkError } from '../model/models/fixtures.ts';
import { coveringPaths } from './support/select.ts';
/** A snapshot of the enrolment machine. */
export type ApplySnapshot = SnapshotFrom<typeof activityApplyMachine>;
/** One generated path of the enrolment machine. */
export type ApplyPath = TestPath<ApplySnapshot, ApplyModelEvent>;

/** What one account on one campaign of the sandbox answers, and what a path may do to it. */
export interface Plan {
  /** What the campaign's detail says when the page opens. */
  facts: ApplyFacts;
  /** The first apply status (a re-check after enrolling answers applied). */
  status: ApplyStatus;
  /** The status call fails (a 503), and the retry and re-check that follow. */
  statusFailures?: boolean;
  /** What the apply call may answer instead of success, each made by a fault or a cut. */
  applyErrors?: unknown[];
  /** What the airdrop position check answers for this account's holding. */
  airdrop?: 'passes' | 'fails';
  /** The check refuses (a 51070 fault) or gets no answer. */
  airdropErrors?: boolean;
  /** Reloads of the activity (a clock push) while enrolment shows, or waits for, an answer. */
  reloads?: boolean;
  /** The activity's stage moves (the sandbox clock jumps past its end, and back). */
  stages?: boolean;
}

/** Where the activity's reloads reach enrolment in a way worth a path. */
const takesReloads = (s: ApplySnapshot) =>
  s.matches('visitor') ||
  s.matches('statusFailed') ||
  s.matches('applying') ||
  s.matches({ settled: { sync: 'idle' } });

const checkResult = (passed: boolean) => ({
  productCode: 'SBX-HOLDER-AIRDROP',
  symbol: 'SBX',
  passed,
  required: '100',
  held: passed ? '500' : '20',
});

/**
 * The events the browser can make happen from a snapshot, for one account and campaign. A
 * call held by a path is never left behind: applying waits while a re-check is held, and the
 * code step is left only once the user's code is shown.
 */
function eventsFor(plan: Plan) {
  return (s: ApplySnapshot): ApplyModelEvent[] => {
    if (s.matches('awaitingFacts')) return [{ type: 'activity.factsChanged', ...plan.facts }];
    const rechecking = s.matches({ settled: { sync: 'rechecking' } });
    const codeShown = s.context.codeHint !== undefined;
    const events: ApplyModelEvent[] = [
      {
        type: 'xstate.done.actor.loadApplyStatus',
        output: s.context.status?.applied ? APPLIED : plan.status,
      },
      { type: 'activity.retry' },
      { type: 'xstate.done.actor.loadCodeHint', output: CODE_HINT },
      { type: 'xstate.done.actor.applyToActivity', output: undefined },
      ...(plan.applyErrors ?? []).map((error) => ({
        type: 'xstate.error.actor.applyToActivity' as const,
        error,
      })),
    ];
    if (!rechecking && s.context.applyAttempt < MAX_APPLY_ATTEMPT)
      events.push({ type: 'activity.apply' });
    // A refused code asks again: another code sent is another attempt, bounded like applying.
    if (codeShown && s.context.applyAttempt < MAX_APPLY_ATTEMPT)
      events.push({ type: 'activity.submitCode', code: TYPED_CODE });
    if (codeShown) events.push({ type: 'activity.cancel' });
    if (plan.statusFailures)
      events.push({ type: 'xstate.error.actor.loadApplyStatus', error: networkError() });
    if (plan.airdrop)
      events.push({
        type: 'xstate.done.actor.checkAirdropPosition',
        output: checkResult(plan.airdrop === 'passes'),
      });
    if (plan.airdropErrors)
      events.push(
        { type: 'xstate.error.actor.checkAirdropPosition', error: codeError('51070') },
        { type: 'xstate.error.actor.checkAirdropPosition', error: networkError() },
      );
    if (plan.reloads && takesReloads(s)) events.push(factsFor(s.context.stage, s));
    if (plan.stages && s.matches('visitor'))
      events.push(
        ...(['IN_PROGRESS', 'FINISHED'] as ActivityStage[])
          .filter((stage) => stage !== s.context.stage)
          .map((stage) => factsFor(stage, s)),
      );
    if (s.matches('coolingDown')) events.push({ type: COOLING_DOWN_EVENT });
    return events.filter((e) => e.type === COOLING_DOWN_EVENT || s.can(e as never));
  };
}

/** A visitor's apply leaves the page (to login or /download): nothing can follow it. */
const endsWhereItLeaves = (path: ApplyPath) =>
  path.steps.every(
    (step, i) =>
      i === path.steps.length - 1 ||
      !(step.event.type === 'activity.apply' && step.state.matches('visitor')),
  );

/** The fewest generated paths that reach every state and transition this plan can. */
export function pathsFor(input: ActivityApplyInput, plan: Plan): () => ApplyPath[] {
  let paths: ApplyPath[] | undefined;
  return () => {
    paths ??= coveringPaths(
      activityApplyMachine,
      input,
      activityApplyModel
        .getShortestPaths({ input, events: eventsFor(plan) })
        .filter(endsWhereItLeaves),
    );
    return paths;
  };
}

/**
 * One path per answer of the apply call, from the status to the refusal or failure it leaves
 * on screen: the answers the coverage alone would not walk (the other refusal codes, each
 * failure), since each shows its own message and offers, or not, another try.
 */
export function eachAnswer(
  input: ActivityApplyInput,
  facts: ApplyFacts,
  errors: unknown[],
): () => ApplyPath[] {
  let paths: ApplyPath[] | undefined;
  return () => {
    paths ??= errors.map((error) => {
      const [path] = activityApplyModel.getShortestPaths({
        input,
        events: eventsFor({ facts, status: NOT_APPLIED, applyErrors: [error] }),
        toState: (s) =>
          (s.matches('refused') || s.matches('failed')) && s.context.applyAttempt <= 1,
      });
      if (!path) throw new Error(`no path reaches the answer ${JSON.stringify(error)}`);
      return path;
    });
    return paths;
  };
}
