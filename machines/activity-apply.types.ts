import type { ActivityStage } from '../src/domain/activity.ts';
import type { ApplyStatus } from '../src/domain/activity-detail.ts';
import type {
  ActivityVariant,
  ApplyRequirements,
  EntryCode,
} from '../src/domain/activity-enrolment.ts';
import type { Failure } from '../src/domain/codes.ts';

/** Who enrols in what: the activity hands its enrolment actor these when the detail is shown. */
export interface ActivityApplyInput {
  activityId: number;
  /** The general variants' identifier (general/applyStatus). */
  identifier: string;
  variant: ActivityVariant;
  loggedIn: boolean;
  inApp: boolean;
}

/**
 * What the activity knows and enrolment follows: sent by the activity (`activity.factsChanged`)
 * when it is first shown, whenever its stage moves and on every reload, never as input.
 */
export interface ApplyFacts {
  stage: ActivityStage;
  requirements: ApplyRequirements;
}

/** Enrolment's memory: the status, the code typed, the attempt and its outcome. */
export interface ActivityApplyContext extends ActivityApplyInput, ApplyFacts {
  status: ApplyStatus | undefined;
  /** The code the user typed for this attempt. */
  entryCode: EntryCode | undefined;
  /**
   * Starts from the exchange's count of answered applies and moves on after each definitive
   * refusal; part of the apply call's idempotency key.
   */
  applyAttempt: number;
  /** The code of the last refusal, so the view shows its message. */
  refusal: string | undefined;
  failure: Failure | undefined;
  /** The code the exchange issued to the user for this step (register or VIP), if it told us. */
  codeHint: string | undefined;
  /** The code the exchange turned away, while the step asks for it again. */
  codeRefusal: CodeRefusal | undefined;
}

/** A code the apply call refused (see isEntryCodeRefusal): why, and what the user typed. */
export interface CodeRefusal {
  /** The refusal's code (51020). */
  code: string;
  /** The exchange's words for it ("wrong register code"), if it gave any. */
  message: string | undefined;
  /** The code as it was sent, so the field shows it again to be corrected. */
  typed: string;
}

/** What the view, the activity and enrolment itself send. */
export type ActivityApplyEvent =
  | { type: 'activity.apply' }
  | { type: 'activity.submitCode'; code: string }
  | { type: 'activity.cancel' }
  | { type: 'activity.retry' }
  /** From the activity: shown, its stage moved on, or its detail reloaded. */
  | ({ type: 'activity.factsChanged' } & ApplyFacts)
  /** Raised when the apply status answers, first or on a re-check. */
  | { type: 'activity.statusLoaded'; status: ApplyStatus };

/**
 * Where enrolment stands, one tag per state the view draws (`data-state`). A silent re-check
 * (`settled.sync`) carries none, so it does not change what is shown.
 */
export type ApplyTag =
  | 'checkingSession'
  | 'visitor'
  | 'checkingApplyStatus'
  | 'statusFailed'
  | 'notApplied'
  | 'applied'
  | 'ineligible'
  | 'awaitingCode'
  | 'checkingAirdrop'
  | 'applying'
  | 'coolingDown'
  | 'refused'
  | 'failed';
