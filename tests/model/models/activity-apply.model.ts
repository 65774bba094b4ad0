import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  type ActivityApplyEvent,
  type ActivityApplyInput,
  type ApplyFacts,
  activityApplyMachine,
} from '../../../machines/activity-apply.machine.ts';
import type { ActivityStage } from '../../../src/domain/activity.ts';
import type { ApplyStatus } from '../../../src/domain/activity-detail.ts';
import type { ApplyRequirements } from '../../../src/domain/activity-enrolment.ts';
import type { AirdropCheck } from '../../../src/domain/airdrop.ts';
import { isWithdrawOpen } from '../../../src/domain/beginner.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import type { InvokeSettled } from './machine-model.ts';
import { serializeWithTransition } from './serialize.ts';

/** The activity enrolled in. */
export const APPLY_ACTIVITY_ID = 701;
/** When an applied trader applied. */
export const APPLY_T0 = 1_800_000_000_000;
/** The prize whose position check runs before applying. */
export const AIRDROP_PRIZE_ID = 77;
/** A code as a user types it, with spaces around it. */
export const TYPED_CODE = '  VIP-7 ';

/** An error as the API client throws it when no envelope came back. */
export const failureOf = (kind: 'timeout' | 'http' | 'malformed') =>
  Object.assign(new Error(kind), { kind });

/** Not applied, nothing in the way. */
export const NOT_APPLIED: ApplyStatus = { applied: false, ineligible: [] };
/** Not applied, after one apply the exchange refused on an earlier visit (before a reload). */
export const REFUSED_BEFORE: ApplyStatus = { applied: false, ineligible: [], attempts: 1 };
/** Already enrolled. */
export const APPLIED: ApplyStatus = { applied: true, appliedAt: APPLY_T0, ineligible: [] };
/** Not applied, and two reasons the trader cannot yet. */
export const INELIGIBLE: ApplyStatus = {
  applied: false,
  ineligible: ['KYC_REQUIRED', 'NEW_USERS_ONLY'],
};

const airdropCheck = (passed: boolean): AirdropCheck => ({
  productCode: 'AIR-1',
  symbol: 'BTC',
  passed,
  required: '0.01',
  held: passed ? '0.02' : '0.005',
});

/** The refusal codes of SPEC §8 an apply call can answer, and the failures that are no answer. */
export const APPLY_ERRORS: unknown[] = [
  codeError('51020'),
  codeError('51021'),
  codeError('51023'),
  codeError('51040'),
  codeError('51070'),
  codeError('51071'),
  networkError(),
  failureOf('timeout'),
  failureOf('http'),
  failureOf('malformed'),
];

/** The code the exchange issued to the user, shown beside the field. */
export const CODE_HINT = 'NEWBIE-7Q2X';

/** The event of the back-off delay after 51023. */
export const COOLING_DOWN_EVENT = 'xstate.after.tooFrequentBackoff.activityApply.coolingDown';

/** The enrolment events plus the synthetic ones of its invokes and its delay. */
export type ApplyModelEvent =
  | ActivityApplyEvent
  | InvokeSettled<'loadApplyStatus', ApplyStatus>
  | InvokeSettled<'checkAirdropPosition', AirdropCheck>
  | { type: 'xstate.done.actor.loadCodeHint'; output: string | undefined }
  | InvokeSettled<'applyToActivity', undefined>
  | { type: typeof COOLING_DOWN_EVENT }
  | { type: 'xstate.done.actor.withdrawal'; output: undefined };

const FIXED_EVENTS: ApplyModelEvent[] = [
  { type: 'activity.apply' },
  { type: 'activity.submitCode', code: '' },
  { type: 'activity.submitCode', code: TYPED_CODE },
  { type: 'activity.cancel' },
  { type: 'activity.retry' },
  { type: 'xstate.done.actor.loadApplyStatus', output: NOT_APPLIED },
  { type: 'xstate.done.actor.loadApplyStatus', output: REFUSED_BEFORE },
  { type: 'xstate.done.actor.loadApplyStatus', output: APPLIED },
  { type: 'xstate.done.actor.loadApplyStatus', output: INELIGIBLE },
  { type: 'xstate.error.actor.loadApplyStatus', error: networkError() },
  { type: 'xstate.done.actor.checkAirdropPosition', output: airdropCheck(true) },
  { type: 'xstate.done.actor.checkAirdropPosition', output: airdropCheck(false) },
  { type: 'xstate.error.actor.checkAirdropPosition', error: codeError('51070') },
  { type: 'xstate.error.actor.checkAirdropPosition', error: networkError() },
  { type: 'xstate.done.actor.loadCodeHint', output: CODE_HINT },
  { type: 'xstate.done.actor.applyToActivity', output: undefined },
  ...APPLY_ERRORS.map((error) => ({ type: 'xstate.error.actor.applyToActivity' as const, error })),
  { type: COOLING_DOWN_EVENT },
];

type ApplySnapshot = SnapshotFrom<typeof activityApplyMachine>;

/** Where the activity's later facts are worth following: elsewhere they only repeat the graph. */
const takesFacts = (s: ApplySnapshot) =>
  s.matches('visitor') ||
  s.matches('statusFailed') ||
  s.matches('applying') ||
  s.matches({ settled: { sync: 'idle' } });

/** The activity's facts again: the same (a reload), or with the stage moved on. */
export const factsFor = (stage: ActivityStage, s: ApplySnapshot): ApplyModelEvent => ({
  type: 'activity.factsChanged',
  stage,
  requirements: s.context.requirements,
});

/** Two definitive refusals show the key moving on; more would never end. */
export const MAX_APPLY_ATTEMPT = 2;

/**
 * The events of one case: first the activity's facts (`first`), then the user's, the effects'
 * and the activity's again.
 */
export const applyEvents =
  (first: ApplyFacts) =>
  (s: ApplySnapshot): ApplyModelEvent[] =>
    s.matches('awaitingFacts') ? [{ type: 'activity.factsChanged', ...first }] : eventsAfter(s);

function eventsAfter(s: ApplySnapshot): ApplyModelEvent[] {
  const pushes: ApplyModelEvent[] = takesFacts(s)
    ? [
        factsFor(s.context.stage, s),
        ...(['IN_PROGRESS', 'FINISHED'] as ActivityStage[])
          .filter((stage) => stage !== s.context.stage && !s.matches('applying'))
          .map((stage) => factsFor(stage, s)),
      ]
    : [];
  // One withdrawal, from a settled enrolment, shows it; more would only repeat the graph. After
  // the end the withdrawal actor refuses to start, so it never finishes.
  const withdrawal: ApplyModelEvent[] =
    s.context.applyAttempt === 0 &&
    s.matches({ settled: { sync: 'idle' } }) &&
    isWithdrawOpen(s.context.stage)
      ? [{ type: 'xstate.done.actor.withdrawal', output: undefined }]
      : [];
  return [...FIXED_EVENTS, ...pushes, ...withdrawal].filter(
    (e) =>
      (e.type === COOLING_DOWN_EVENT ? s.matches('coolingDown') : s.can(e as ActivityApplyEvent)) &&
      // A refused code asks again: another code sent is another attempt, bounded the same way.
      !(
        (e.type === 'activity.apply' || e.type === 'activity.submitCode') &&
        s.context.applyAttempt >= MAX_APPLY_ATTEMPT
      ),
  );
}

/**
 * One model, imported by the Vitest model test and by the browser paths; each case gives it
 * its events (`applyEvents`), since the first facts are the case's.
 */
export const activityApplyModel = new TestModel<ApplySnapshot, ApplyModelEvent, unknown>(
  // biome-ignore lint/suspicious/noExplicitAny: TestModel takes the machine with the synthetic events.
  activityApplyMachine as any,
  {
    serializeState: serializeWithTransition,
    stateMatcher: (s, key) => s.matches(key as never),
  },
);

const NONE: ApplyRequirements = {
  downloadRequired: false,
  entryCode: undefined,
  airdropPrizeId: undefined,
};

const input = (over: Partial<ActivityApplyInput>): ActivityApplyInput => ({
  activityId: APPLY_ACTIVITY_ID,
  identifier: 'spring-campaign',
  variant: 'general',
  loggedIn: true,
  inApp: false,
  ...over,
});

const facts = (over: Partial<ApplyFacts>): ApplyFacts => ({
  stage: 'IN_PROGRESS',
  requirements: NONE,
  ...over,
});

/** One enrolment: who enrols (the input) and what the activity first says (its facts). */
export interface ApplyCase {
  name: string;
  input: ActivityApplyInput;
  facts: ApplyFacts;
}

/** Traders with and without requirements or a running activity, and visitors. */
export const activityApplyCases: readonly ApplyCase[] = [
  { name: 'trader, activity running', input: input({ variant: 'standard' }), facts: facts({}) },
  {
    name: 'trader, VIP code and airdrop prize',
    input: input({ variant: 'nonProductized' }),
    facts: facts({
      requirements: { ...NONE, entryCode: 'vip', airdropPrizeId: AIRDROP_PRIZE_ID },
    }),
  },
  {
    name: 'trader, activity not started',
    input: input({}),
    facts: facts({ stage: 'NOT_START' }),
  },
  {
    name: 'visitor outside the app, download required',
    input: input({ loggedIn: false }),
    facts: facts({ requirements: { ...NONE, downloadRequired: true } }),
  },
  {
    name: 'visitor, newcomer event',
    input: input({ loggedIn: false }),
    facts: facts({ requirements: { ...NONE, newcomerEvent: true } }),
  },
  {
    name: 'visitor in the app, download required',
    input: input({ loggedIn: false, inApp: true }),
    facts: facts({ requirements: { ...NONE, downloadRequired: true } }),
  },
];

/** The paths of one case: its input, walked with its first facts. */
export const pathsOfCase = ({ input, facts }: ApplyCase) =>
  activityApplyModel.getShortestPaths({ input, events: applyEvents(facts) });

/** The enrolment machine as the coverage test and the registry see it. */
export const activityApplySpec: MachineModelSpec = {
  name: 'activityApply',
  machine: activityApplyMachine,
  model: {
    getShortestPaths: (options) => {
      const found = activityApplyCases.find((c) => c.input === options?.input);
      if (!found) throw new Error('not an input of the enrolment cases');
      return pathsOfCase(found);
    },
  },
  inputs: activityApplyCases,
};
