import type { SnapshotFrom } from 'xstate';
import type { BeginnerReason } from '../src/domain/beginner.ts';
import type { Failure } from '../src/domain/codes.ts';
import type {
  BeginnerEligibilityEvent,
  beginnerEligibilityMachine,
} from './beginner-eligibility.machine.ts';
import {
  selectEligibilityFailure,
  selectEligibilityReasons,
  selectIsVisitorAnswer,
} from './beginner-eligibility.selectors.ts';
import { stateFromTags } from './tag-state.ts';

type EligibilitySnapshot = SnapshotFrom<typeof beginnerEligibilityMachine>;

/** Where the check stands, for `data-state`. */
export type EligibilityState = 'checking' | 'eligible' | 'notEligible' | 'failed';

const ELIGIBILITY_STATES: readonly EligibilityState[] = ['eligible', 'notEligible', 'failed'];

/** Everything the newcomer event's eligibility panel needs. */
export interface BeginnerEligibilityApi {
  state: EligibilityState;
  /** The answer is about a new account (a visitor's Sign up), not the account logged in. */
  visitor: boolean;
  /** Why the account does not qualify; empty unless not eligible. */
  reasons: readonly BeginnerReason[];
  failure: Failure | undefined;
  canRetry: boolean;
  retry: () => void;
}

/** The eligibility panel's API, read from its snapshot's tags. */
export function connectBeginnerEligibility(
  s: EligibilitySnapshot,
  send: (event: BeginnerEligibilityEvent) => void,
): BeginnerEligibilityApi {
  const state = stateFromTags(s, ELIGIBILITY_STATES, 'checking');
  return {
    state,
    visitor: selectIsVisitorAnswer(s),
    reasons: state === 'notEligible' ? selectEligibilityReasons(s) : [],
    failure: state === 'failed' ? selectEligibilityFailure(s) : undefined,
    canRetry: s.can({ type: 'eligibility.retry' }),
    retry: () => send({ type: 'eligibility.retry' }),
  };
}
