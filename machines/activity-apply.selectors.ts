import type { SnapshotFrom } from 'xstate';
import type { IneligibleReason } from '../src/domain/activity-detail.ts';
import type { EntryCodeKind } from '../src/domain/activity-enrolment.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { activityApplyMachine } from './activity-apply.machine.ts';
import type { ApplyTag, CodeRefusal } from './activity-apply.types.ts';
import type { BeginnerEligibilityRef } from './beginner-eligibility.selectors.ts';
import type { WithdrawalRef } from './withdrawal.selectors.ts';

type ApplySnapshot = SnapshotFrom<typeof activityApplyMachine>;

/** Where enrolment stands, one name per state the view draws: the machine's tag for it. */
export type ApplyState = ApplyTag;

const APPLY_STATES: readonly ApplyState[] = [
  'checkingSession',
  'visitor',
  'checkingApplyStatus',
  'statusFailed',
  'notApplied',
  'applied',
  'ineligible',
  'awaitingCode',
  'checkingAirdrop',
  'applying',
  'coolingDown',
  'refused',
  'failed',
];

/**
 * The state as one string for `data-state`, read from its tag; a silent re-check carries no
 * tag and does not change it. Every settled snapshot has one (only transient states lack one).
 */
export const selectApplyState = (s: ApplySnapshot): ApplyState =>
  APPLY_STATES.find((state) => s.hasTag(state)) ?? 'checkingSession';

/** The withdrawal of the enrolment, while enrolled. */
export const selectWithdrawalRef = (s: ApplySnapshot): WithdrawalRef | undefined =>
  (s.children as Record<string, WithdrawalRef | undefined>).withdrawal;

/** The newcomer event's eligibility check, on a NewUser activity. */
export const selectEligibilityRef = (s: ApplySnapshot): BeginnerEligibilityRef | undefined =>
  (s.children as Record<string, BeginnerEligibilityRef | undefined>).beginnerEligibility;

/** The apply button is enabled exactly when the machine accepts `activity.apply`. */
export const selectCanApply = (s: ApplySnapshot): boolean => s.can({ type: 'activity.apply' });

/** The code of a refusal (51020 tip, 51021 risk, 51023 too frequent, 51040, 51070, 51071…). */
export const selectRefusalCode = (s: ApplySnapshot): string | undefined =>
  s.hasTag('refused') || s.hasTag('coolingDown') ? s.context.refusal : undefined;

/** Why a logged-in trader cannot apply; empty unless the state is `ineligible`. */
export const selectIneligibleReasons = (s: ApplySnapshot): readonly IneligibleReason[] =>
  s.hasTag('ineligible') ? (s.context.status?.ineligible ?? []) : [];

/** The code the activity asks for while the state is `awaitingCode`. */
export const selectCodeKind = (s: ApplySnapshot): EntryCodeKind | undefined =>
  s.hasTag('awaitingCode') ? s.context.requirements.entryCode : undefined;

/** Whether a typed code would be accepted now (the submit button). */
export const selectCanSubmitCode = (s: ApplySnapshot, code: string): boolean =>
  s.can({ type: 'activity.submitCode', code });

/** Why the status or the apply call got no answer, while a retry is offered. */
export const selectApplyFailure = (s: ApplySnapshot): Failure | undefined =>
  s.hasTag('failed') || s.hasTag('statusFailed') ? s.context.failure : undefined;

/** The retry button of `failed` and `statusFailed`. */
export const selectCanRetryApply = (s: ApplySnapshot): boolean => s.can({ type: 'activity.retry' });

/** A refresh is re-checking the apply status behind the one shown. */
export const selectIsRechecking = (s: ApplySnapshot): boolean =>
  s.matches({ settled: { sync: 'rechecking' } });

/** When the trader applied, if the exchange said so. */
export const selectAppliedAt = (s: ApplySnapshot): number | undefined =>
  s.hasTag('applied') ? s.context.status?.appliedAt : undefined;

/** The user's own code for the step, shown beside the field while the state is `awaitingCode`. */
export const selectCodeHint = (s: ApplySnapshot): string | undefined =>
  s.hasTag('awaitingCode') ? s.context.codeHint : undefined;

/** Why the code sent was turned away, and the code as sent, while the step asks again. */
export const selectCodeRefusal = (s: ApplySnapshot): CodeRefusal | undefined =>
  s.hasTag('awaitingCode') ? s.context.codeRefusal : undefined;
