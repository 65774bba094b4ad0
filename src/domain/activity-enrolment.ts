import { type ActivityStage, ActivityType } from './activity.ts';
import type { ActivityDetail, ApplyStatus } from './activity-detail.ts';
import { ResponseCode } from './codes.ts';

/**
 * Which family of calls an activity page uses (SPEC §7): the standard ones, the general ones
 * (a path containing /events), or the nonProductized ones.
 */
export type ActivityVariant = 'standard' | 'general' | 'nonProductized';

/**
 * The calls an activity's page uses once its detail is known. A TradingDepositBonus is a custom
 * (non-productized) campaign, so on an /activity path it continues with the nonProductized
 * calls; on an /events path the general ones serve every type.
 */
export function variantForDetail(
  variant: ActivityVariant,
  detail: ActivityDetail,
): ActivityVariant {
  return variant === 'standard' && detail.type === ActivityType.TradingDepositBonus
    ? 'nonProductized'
    : variant;
}

/** The code an activity asks for before enrolling: a register code, a VIP code or a KOL bind. */
export type EntryCodeKind = 'register' | 'vip' | 'kol';

/** A code the user typed, sent along with the apply call. */
export interface EntryCode {
  kind: EntryCodeKind;
  value: string;
}

/** Whose enrolment a call is about; the variant picks the call (apply, general/apply…). */
export interface EnrolmentTarget {
  activityId: number;
  variant: ActivityVariant;
  /** The general variants' identifier (general/applyStatus). */
  identifier: string;
}

/** One apply call. A retry after a lost answer sends the same idempotency key. */
export interface ApplyRequest extends EnrolmentTarget {
  idempotencyKey: string;
  entryCode: EntryCode | undefined;
}

/** What enrolling in an activity takes besides the apply call itself. */
export interface ApplyRequirements {
  /** A visitor outside the app is sent to /download instead of to login (SPEC §6). */
  downloadRequired: boolean;
  /** The code to ask for before applying, if any. */
  entryCode: EntryCodeKind | undefined;
  /** An airdrop prize: its position check runs before applying. */
  airdropPrizeId: number | undefined;
  /** A newcomer (NewUser) event: eligibility is asked before enrolment. */
  newcomerEvent?: boolean;
}

/**
 * The requirements an activity's detail sets. An activity asks for at most one code; should
 * it flag several, the register code is asked first, then the VIP code, then the KOL bind.
 */
export function applyRequirements(detail: ActivityDetail): ApplyRequirements {
  const entryCode: EntryCodeKind | undefined = detail.needsRegisterCode
    ? 'register'
    : detail.needsVipCode
      ? 'vip'
      : detail.needsKolBind
        ? 'kol'
        : undefined;
  return {
    downloadRequired: detail.downloadRequired,
    entryCode,
    airdropPrizeId: detail.airdropPrizeId,
    newcomerEvent: detail.type === ActivityType.NewUser,
  };
}

/**
 * Enrolment is offered only while the activity is in progress. The exchange lists
 * ACTIVITY_NOT_STARTED among the reasons a user cannot apply, so there is no pre-registration.
 */
export function isApplyOpen(stage: ActivityStage): boolean {
  return stage === 'IN_PROGRESS';
}

/**
 * The idempotency key of one enrolment attempt. `attempt` starts from the exchange's count of
 * answered apply calls (ApplyStatus.attempts), so a refusal is not replayed after a reload, and
 * moves on only after a definitive answer (a refusal code), so a retry after a lost answer is
 * the same request.
 */
export function applyIdempotencyKey(activityId: number, attempt: number): string {
  return `apply:${activityId}:${attempt}`;
}

/**
 * The attempt the next apply call is: the exchange's count once it told it, never behind our
 * own (a 51023 we counted may be unknown to it).
 */
export function nextApplyAttempt(ours: number, status: ApplyStatus): number {
  return Math.max(ours, status.attempts ?? 0);
}

/**
 * Our back-off after 51023 (requests too frequent) before another apply is offered. The spec
 * gives no number; 3 s matches the notification that shows the code's message (SPEC §9).
 */
export const TOO_FREQUENT_BACKOFF_MS = 3000;

/**
 * Refusals that another attempt cannot change: risk control (51021), the multiple-account
 * limit (51040) and the activity's limit (51071). After the others (51020 tip, 51070 airdrop
 * position, any other code) the user may try again.
 */
export const FINAL_REFUSAL_CODES: readonly string[] = [
  ResponseCode.RiskTip,
  ResponseCode.MultipleAccounts,
  ResponseCode.Limit,
];

/**
 * Refusals about what the user typed: the tip (51020) answered to an apply that carried the code
 * the step asked for ("wrong register code"). They are shown at the code's field, with the code
 * kept for the user to correct; the others (risk, limits, the airdrop position) are not about
 * the code and keep their own messages.
 */
export function isEntryCodeRefusal(code: string | undefined, sentCode: boolean): boolean {
  return sentCode && code === ResponseCode.TipMessage;
}

/** Whether a refusal code ends enrolment for this activity (see FINAL_REFUSAL_CODES). */
export function isFinalRefusal(code: string | undefined): boolean {
  return code !== undefined && FINAL_REFUSAL_CODES.includes(code);
}
