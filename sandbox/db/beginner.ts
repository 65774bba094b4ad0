import type { Database } from 'better-sqlite3';
import { ActivityStage } from '../../src/domain/activity.ts';
import type { BeginnerReason, KolReference } from '../../src/domain/beginner.ts';
import { phoneDigits, withdrawBlockOf } from '../../src/domain/beginner.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import type { BeginnerEligibility, WithdrawResult } from '../../src/domain/enrolment-answers.ts';
import { type ActivityRecord, stageOf } from './activity-records.ts';
import { ineligibleReasons, isNewUser, NEW_USER_WINDOW_DAYS } from './eligibility.ts';
import { findEnrolment } from './enrolments.ts';
import { createMessage } from './messages.ts';
import { Refusal } from './refusal.ts';
import type { RuleContext } from './rule-context.ts';
import { announceTaskChanges, evaluateTasks } from './task-progress.ts';
import { firstEvent } from './user-events.ts';
import type { UserRecord } from './users.ts';

const tip = (msg: string) => new Refusal(ResponseCode.TipMessage, msg);

/**
 * Whether a logged-in account may join the beginner event: registered within the newcomer
 * window, no deposit before joining (the event pays for a first deposit), and the event's own
 * rules (stage, region, KYC). An account already enrolled is eligible: it is in.
 */
export function beginnerEligibilityOf(
  db: Database,
  user: UserRecord,
  activity: ActivityRecord | undefined,
  now: number,
): BeginnerEligibility {
  const isNew = isNewUser(user, now);
  const base = {
    ...(activity ? { activityId: activity.id } : {}),
    isNewUser: isNew,
    newUserWindowDays: NEW_USER_WINDOW_DAYS,
  };
  if (activity && findEnrolment(db, user.id, activity.id)) {
    return { ...base, eligible: true, reasons: [] };
  }
  const reasons: BeginnerReason[] = activity ? ineligibleReasons(user, activity, now) : [];
  if (!isNew && !reasons.includes('NEW_USERS_ONLY')) reasons.push('NEW_USERS_ONLY');
  const deposit = firstEvent(db, user.id, 'deposit');
  if (deposit && deposit.at <= now) reasons.push('ALREADY_DEPOSITED');
  return { ...base, eligible: activity !== undefined && reasons.length === 0, reasons };
}

/**
 * Whether an account a visitor registers now would qualify: it would be new and have no
 * deposit, so only the event's stage and the visitor's country (when known) can stand in the way.
 */
export function visitorEligibilityOf(
  activity: ActivityRecord | undefined,
  countryCode: string | undefined,
  now: number,
): BeginnerEligibility {
  const reasons: BeginnerReason[] = [];
  if (activity) {
    const stage = stageOf(activity, now);
    if (stage === ActivityStage.NotStart) reasons.push('ACTIVITY_NOT_STARTED');
    if (stage === ActivityStage.Finished) reasons.push('ACTIVITY_FINISHED');
    if (countryCode && activity.excludedRegions.includes(countryCode.toUpperCase())) {
      reasons.push('REGION_EXCLUDED');
    }
  } else {
    reasons.push('ACTIVITY_FINISHED');
  }
  return {
    ...(activity ? { activityId: activity.id } : {}),
    eligible: reasons.length === 0,
    isNewUser: true,
    reasons,
    newUserWindowDays: NEW_USER_WINDOW_DAYS,
  };
}

/** The KOLs' registered phone numbers, so a newcomer can name the KOL who invited them by phone. */
export const KOL_PHONES: readonly { areaCode: string; mobile: string; kolCode: string }[] = [
  { areaCode: '+44', mobile: '7700900123', kolCode: 'CRYPTOKATE' },
  { areaCode: '+49', mobile: '15112345678', kolCode: 'MOONMAX' },
  { areaCode: '+65', mobile: '81234567', kolCode: 'SATOSHISAM' },
];

/** The KOL code a reference names: the code itself, or the KOL registered with that phone. */
export function kolCodeOf(ref: KolReference): string {
  if (ref.by === 'code') return ref.kolCode;
  const areaCode = ref.areaCode.trim();
  const mobile = phoneDigits(ref.mobile).replace(/^0+/, '');
  const kol = KOL_PHONES.find((k) => k.areaCode === areaCode && k.mobile === mobile);
  if (!kol) throw tip(`no KOL registered with ${areaCode} ${mobile}`);
  return kol.kolCode;
}

/**
 * Withdraws a user's enrolment (general/backApply) where withdrawBlockOf allows: the enrolment
 * goes, the participant count drops, a register code can be used again, and the tasks count
 * from a new enrolment only. Refused (51020) with the reason otherwise.
 */
export function withdrawEnrolment(
  ctx: RuleContext,
  user: UserRecord,
  activity: ActivityRecord,
): WithdrawResult {
  const { db, now } = ctx;
  const enrolled = findEnrolment(db, user.id, activity.id) !== undefined;
  const tasks = enrolled ? evaluateTasks(db, user, activity, now).map((e) => e.completion) : [];
  const block = withdrawBlockOf({ enrolled, stage: stageOf(activity, now), tasks });
  if (block === 'NOT_ENROLLED') throw tip('not enrolled in this activity');
  if (block === 'ACTIVITY_FINISHED') throw tip('activity has ended');
  if (block === 'TASK_COMPLETED') {
    throw tip('a task is already completed: this enrolment can no longer be withdrawn');
  }
  db.prepare('DELETE FROM enrolments WHERE user_id = ? AND activity_id = ?').run(
    user.id,
    activity.id,
  );
  db.prepare('UPDATE activities SET participants = MAX(participants - 1, 0) WHERE id = ?').run(
    activity.id,
  );
  db.prepare('UPDATE register_codes SET used_at = NULL WHERE user_id = ? AND activity_id = ?').run(
    user.id,
    activity.id,
  );
  const messageId = createMessage(db, {
    userId: user.id,
    title: `You left ${activity.title}`,
    summary: 'Your enrolment was withdrawn. You can join again while the activity runs.',
    content: `<p>You left <strong>${activity.title}</strong>. Nothing you do from now on counts toward its tasks unless you join again.</p>`,
    category: 'ACTIVITY',
    createdAt: now,
  });
  ctx.emit({ type: 'messageCreated', userId: user.id, messageId });
  announceTaskChanges(ctx, user, activity);
  const participants = Number(
    db.prepare('SELECT participants FROM activities WHERE id = ?').pluck().get(activity.id),
  );
  return { activityId: activity.id, withdrawnAt: now, participants };
}
