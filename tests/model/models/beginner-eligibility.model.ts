import type { SnapshotFrom } from 'xstate';
import {
  type BeginnerEligibilityEvent,
  beginnerEligibilityMachine,
} from '../../../machines/beginner-eligibility.machine.ts';
import type { BeginnerEligibility } from '../../../src/domain/enrolment-answers.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const NEWCOMER_EVENT_ID = 12;
export const ELIGIBLE: BeginnerEligibility = {
  activityId: NEWCOMER_EVENT_ID,
  eligible: true,
  isNewUser: true,
  reasons: [],
  newUserWindowDays: 30,
};
export const NOT_ELIGIBLE: BeginnerEligibility = {
  ...ELIGIBLE,
  eligible: false,
  isNewUser: false,
  reasons: ['NEW_USERS_ONLY', 'ALREADY_DEPOSITED'],
};

export const ELIGIBILITY_DONE = 'xstate.done.actor.loadEligibility';
export const ELIGIBILITY_ERROR = 'xstate.error.actor.loadEligibility';

export type EligibilityModelEvent =
  | BeginnerEligibilityEvent
  | InvokeSettled<'loadEligibility', BeginnerEligibility>;

type Snapshot = SnapshotFrom<typeof beginnerEligibilityMachine>;

function eventsFor(s: Snapshot): EligibilityModelEvent[] {
  const settled: EligibilityModelEvent[] = s.matches('checking')
    ? [
        { type: ELIGIBILITY_DONE, output: ELIGIBLE },
        { type: ELIGIBILITY_DONE, output: NOT_ELIGIBLE },
        { type: ELIGIBILITY_ERROR, error: networkError() },
      ]
    : [];
  const own: EligibilityModelEvent[] = [{ type: 'eligibility.retry' }];
  return [...own.filter((e) => s.can(e as BeginnerEligibilityEvent)), ...settled];
}

export const beginnerEligibilityModel = machineModel<Snapshot, EligibilityModelEvent>(
  beginnerEligibilityMachine,
  eventsFor,
);

export const beginnerEligibilityInputs = [
  { name: 'account', input: { activityId: NEWCOMER_EVENT_ID, loggedIn: true } },
  { name: 'visitor', input: { activityId: NEWCOMER_EVENT_ID, loggedIn: false } },
];

export const beginnerEligibilitySpec: MachineModelSpec = {
  name: 'beginnerEligibility',
  machine: beginnerEligibilityMachine,
  model: beginnerEligibilityModel,
  inputs: beginnerEligibilityInputs,
};
