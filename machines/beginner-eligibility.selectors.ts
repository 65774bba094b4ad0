import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BeginnerReason } from '../src/domain/beginner.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { beginnerEligibilityMachine } from './beginner-eligibility.machine.ts';

type EligibilitySnapshot = SnapshotFrom<typeof beginnerEligibilityMachine>;

/** The eligibility actor of a newcomer event's enrolment. */
export type BeginnerEligibilityRef = ActorRefFrom<typeof beginnerEligibilityMachine>;

/** Why the account does not qualify (empty while eligible or unknown). */
export const selectEligibilityReasons = (s: EligibilitySnapshot): readonly BeginnerReason[] =>
  s.context.eligibility?.reasons ?? [];

/** Whether the answer is about a visitor (a new account), not the account logged in. */
export const selectIsVisitorAnswer = (s: EligibilitySnapshot): boolean => !s.context.loggedIn;

/** Why the check got no answer. */
export const selectEligibilityFailure = (s: EligibilitySnapshot): Failure | undefined =>
  s.context.failure;
