import type { Database } from 'better-sqlite3';
import { ActivityStage } from '../../src/domain/activity.ts';
import type { ApplyStatus } from '../../src/domain/activity-detail.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import type { ApplyResult, ApplyVariant } from '../../src/domain/enrolment-answers.ts';
import { type ActivityRecord, stageOf } from './activity-records.ts';
import { checkPosition, findProductByPrize } from './airdrop.ts';
import { ineligibleReasons, REASON_TIPS } from './eligibility.ts';
import { findEnrolment, insertEnrolment } from './enrolments.ts';
import { createMessage } from './messages.ts';
import { Refusal } from './refusal.ts';
import type { RuleContext } from './rule-context.ts';
import { announceTaskChanges } from './task-progress.ts';
import { markRegisterCodeUsed, registerCodeFor, vipCodeOf } from './user-codes.ts';
import { recordEvent } from './user-events.ts';
import type { UserRecord } from './users.ts';

/** Which apply call, and the codes the user entered. */
export interface ApplyInput {
  variant: ApplyVariant;
  registerCode?: string | undefined;
  vipCode?: string | undefined;
}

const tip = (msg: string) => new Refusal(ResponseCode.TipMessage, msg);

/**
 * Enrols a user, checking in this order: the call fits the activity, the rate limit (51023),
 * not already enrolled (51020), the stage (51020),
 * risk control (51021), linked accounts (51040), eligibility (51020: new users, region,
 * KYC), the codes the activity asks for (51020), the airdrop position (51070) and the
 * participant quota (51071).
 */
export function applyToActivity(
  ctx: RuleContext,
  user: UserRecord,
  activity: ActivityRecord,
  input: ApplyInput,
): ApplyResult {
  const { db, now } = ctx;
  if (input.variant === 'nonProductized' && activity.kind !== 'nonProductized') {
    throw tip(`activity ${activity.id} is not a non-productized activity`);
  }
  const existing = findEnrolment(db, user.id, activity.id);
  ctx.countAttempt();
  if (existing) throw tip('already enrolled in this activity');
  const stage = stageOf(activity, now);
  if (stage !== ActivityStage.InProgress) {
    throw tip(stage === ActivityStage.NotStart ? 'activity not started yet' : 'activity has ended');
  }
  if (user.riskFlagged) {
    throw new Refusal(
      ResponseCode.RiskTip,
      'risk control: this account cannot join promotions, contact support',
    );
  }
  if (user.linkedUserId !== undefined) {
    throw new Refusal(
      ResponseCode.MultipleAccounts,
      'multiple accounts: a linked account already takes part in promotions',
    );
  }
  const [reason] = ineligibleReasons(user, activity, now);
  if (reason) throw tip(REASON_TIPS[reason]);
  checkCodes(ctx, user, activity, input);
  if (activity.airdropPrizeId !== undefined) {
    const product = findProductByPrize(db, activity.airdropPrizeId);
    const check = product && checkPosition(db, user.id, product, now);
    if (check && !check.passed) {
      throw new Refusal(
        ResponseCode.Airdrop,
        `airdrop position check failed: hold at least ${check.required} ${check.symbol} (you hold ${check.held})`,
      );
    }
  }
  if (activity.quota !== undefined && activity.participants >= activity.quota) {
    throw new Refusal(ResponseCode.Limit, `participant quota reached (${activity.quota})`);
  }

  const participants = insertEnrolment(db, user.id, activity.id, input.variant, now);
  if (activity.needsRegisterCode) markRegisterCodeUsed(db, user.id, activity.id, now);
  if (activity.needsRegisterCode || activity.needsVipCode) {
    recordEvent(db, { userId: user.id, kind: 'code', at: now });
  }
  const messageId = createMessage(db, {
    userId: user.id,
    title: `You joined ${activity.title}`,
    summary: 'Your activity counts from now on. Good luck!',
    content: `<p>You joined <strong>${activity.title}</strong>. Trades and deposits from now on count toward its tasks.</p>`,
    category: 'ACTIVITY',
    createdAt: now,
    activityId: activity.id,
  });
  ctx.emit({ type: 'messageCreated', userId: user.id, messageId });
  announceTaskChanges(ctx, user, activity);
  return {
    activityId: activity.id,
    appliedAt: now,
    variant: input.variant,
    firstTime: true,
    participants,
  };
}

function checkCodes(
  ctx: RuleContext,
  user: UserRecord,
  activity: ActivityRecord,
  input: ApplyInput,
) {
  if (activity.needsRegisterCode) {
    const expected = registerCodeFor(ctx.db, user.id, activity.id, ctx.now).registerCode;
    if (!input.registerCode) throw tip('register code required: get it from getRegisterCode');
    if (input.registerCode.trim().toUpperCase() !== expected) throw tip('wrong register code');
  }
  if (activity.needsVipCode) {
    if (!input.vipCode) throw tip('VIP code required: get it from userVipCode');
    if (input.vipCode.trim().toUpperCase() !== vipCodeOf(user).vipCode) throw tip('wrong VIP code');
  }
  if (activity.needsKolBind && !user.kolCode) throw tip('bind a KOL before joining');
}

/** Whether the user is enrolled, and if not, what keeps them from enrolling. */
export function applyStatusOf(
  ctx: Pick<RuleContext, 'db' | 'now'>,
  user: UserRecord,
  activity: ActivityRecord,
): ApplyStatus {
  const enrolment = findEnrolment(ctx.db, user.id, activity.id);
  const attempts = answeredApplies(ctx.db, user.id, activity.id);
  if (enrolment) {
    return { applied: true, appliedAt: enrolment.appliedAt, ineligible: [], attempts };
  }
  return { applied: false, ineligible: ineligibleReasons(user, activity, ctx.now), attempts };
}

/** How many apply calls of a user for an activity were answered (ApplyStatus.attempts). */
export function answeredApplies(db: Database, userId: number, activityId: number): number {
  const count = db
    .prepare('SELECT answered FROM apply_attempts WHERE user_id = ? AND activity_id = ?')
    .pluck()
    .get(userId, activityId) as number | undefined;
  return count ?? 0;
}

/**
 * Counts one answered apply call (a success or a refusal, not 51023), so the client's next
 * attempt gets a new idempotency key even after a reload. An unknown activity counts nothing.
 */
export function countApplyAnswer(db: Database, userId: number, activityId: number): void {
  db.prepare(`INSERT INTO apply_attempts (user_id, activity_id, answered)
    SELECT ?, id, 1 FROM activities WHERE id = ?
    ON CONFLICT (user_id, activity_id) DO UPDATE SET answered = answered + 1`).run(
    userId,
    activityId,
  );
}
