import { ActivityStage } from './activity.ts';
import type { IneligibleReason } from './activity-detail.ts';
import { TaskStatus, type TaskType } from './task.ts';

/**
 * Tasks that describe the account rather than what it did during the activity: an account is
 * registered (or verified, or bound to a KOL) whether or not it has enrolled yet, so these show
 * the account's state before enrolment too. Shared by the sandbox's progress rules and the page.
 */
export const ACCOUNT_TASK_TYPES: readonly TaskType[] = ['REGISTER_PASS', 'KYC_PASS', 'KOL_BIND'];

/** Whether a task follows the account's state instead of its activity (ACCOUNT_TASK_TYPES). */
export const isAccountTask = (type: TaskType): boolean => ACCOUNT_TASK_TYPES.includes(type);

/**
 * Why an account cannot join the beginner event: the enrolment reasons, plus a deposit made
 * before joining (the event rewards a first deposit, so an account that already deposited is
 * no newcomer to it).
 */
export type BeginnerReason = IneligibleReason | 'ALREADY_DEPOSITED';

/** Why an enrolment cannot be withdrawn (general/backApply); undefined when it can. */
export type WithdrawBlock = 'NOT_ENROLLED' | 'ACTIVITY_FINISHED' | 'TASK_COMPLETED';

/** What the withdrawal rule looks at. */
export interface WithdrawFacts {
  enrolled: boolean;
  stage: ActivityStage;
  /** Status and type of each of the user's tasks in the activity. */
  tasks: readonly { taskType: TaskType; status: TaskStatus }[];
}

/**
 * An enrolment can be withdrawn until the activity ends and as long as no task it counts for
 * was completed or rewarded (account tasks do not count: they were done before joining). After
 * that a reward is within reach or paid, and leaving would undo progress the exchange promised.
 */
export function withdrawBlockOf(facts: WithdrawFacts): WithdrawBlock | undefined {
  if (!facts.enrolled) return 'NOT_ENROLLED';
  if (facts.stage === ActivityStage.Finished) return 'ACTIVITY_FINISHED';
  const done = facts.tasks.some(
    (t) =>
      !isAccountTask(t.taskType) &&
      (t.status === TaskStatus.Completed || t.status === TaskStatus.Granted),
  );
  return done ? 'TASK_COMPLETED' : undefined;
}

/** A KOL's code: letters and digits, 3 to 20 of them (case does not matter). */
const KOL_CODE = /^[A-Za-z0-9]{3,20}$/;
/** A national phone number without its area code: 5 to 15 digits (spaces and dashes ignored). */
const NATIONAL_NUMBER = /^[0-9]{5,15}$/;

/** How the KOL who invited a newcomer is named: by their code, or by their phone number. */
export type KolReference =
  | { by: 'code'; kolCode: string }
  | { by: 'phone'; areaCode: string; mobile: string };

/** What is wrong with a KOL reference before it is sent; shown inline under its field. */
export type KolReferenceProblem =
  | 'codeRequired'
  | 'codeFormat'
  | 'areaCodeRequired'
  | 'phoneRequired'
  | 'phoneFormat';

/**
 * What the newcomer has typed in the KOL bind form, kept for the tab while it is not bound: a
 * session that ends at Bind (00004) and a login again bring it back, so Bind can be pressed
 * again instead of typing the code anew.
 */
export interface KolDraft {
  way: 'code' | 'phone';
  kolCode: string;
  mobile: string;
  /** ISO alpha-2 of the area code chosen on the phone way, '' before one is. */
  countryCode: string;
}

/** An empty form on the code way. */
export const EMPTY_KOL_DRAFT: KolDraft = { way: 'code', kolCode: '', mobile: '', countryCode: '' };

/** A longer text than any field takes is not a draft of this form. */
const DRAFT_FIELD_MAX = 64;

/** A stored draft read back, or undefined when it is not one (another version, a hand edit). */
export function parseKolDraft(value: unknown): KolDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { way, kolCode, mobile, countryCode } = value as Record<string, unknown>;
  if (way !== 'code' && way !== 'phone') return undefined;
  const fields = [kolCode, mobile, countryCode];
  if (!fields.every((f): f is string => typeof f === 'string' && f.length <= DRAFT_FIELD_MAX)) {
    return undefined;
  }
  return {
    way,
    kolCode: kolCode as string,
    mobile: mobile as string,
    countryCode: countryCode as string,
  };
}

/** The digits of a phone number as typed (spaces, dashes, dots and brackets dropped). */
export const phoneDigits = (typed: string): string => typed.replace(/[\s\-.()]/g, '');

/** The first problem of a KOL reference, or undefined when it can be sent. */
export function kolReferenceProblem(ref: KolReference): KolReferenceProblem | undefined {
  if (ref.by === 'code') {
    const code = ref.kolCode.trim();
    if (code === '') return 'codeRequired';
    return KOL_CODE.test(code) ? undefined : 'codeFormat';
  }
  if (ref.areaCode.trim() === '') return 'areaCodeRequired';
  const digits = phoneDigits(ref.mobile);
  if (digits === '') return 'phoneRequired';
  return NATIONAL_NUMBER.test(digits) ? undefined : 'phoneFormat';
}

/** An enrolment may be withdrawn until the activity ends (the exchange checks the tasks). */
export const isWithdrawOpen = (stage: ActivityStage): boolean => stage !== ActivityStage.Finished;

/**
 * The idempotency key of a withdrawal: one per enrolment attempt, so a retry after a lost
 * answer is the same request and a later enrolment's withdrawal is a new one.
 */
export const withdrawIdempotencyKey = (activityId: number, attempt: number): string =>
  `withdraw:${activityId}:${attempt}`;
