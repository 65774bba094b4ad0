import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import type { ApplyVariant } from '../../../src/domain/enrolment-answers.ts';
import {
  type ActivityRecord,
  listActivityRecords,
  requireActivity,
  stageOf,
} from '../../db/activity-records.ts';
import { applyStatusOf, applyToActivity } from '../../db/apply.ts';
import {
  beginnerEligibilityOf,
  kolCodeOf,
  visitorEligibilityOf,
  withdrawEnrolment,
} from '../../db/beginner.ts';
import { Refusal } from '../../db/refusal.ts';
import { refreshUserTasks } from '../../db/task-refresh.ts';
import { bindKol, registerCodeFor, vipCodeOf } from '../../db/user-codes.ts';
import { type CallContext, type CallHandlers, userOf } from '../call-context.ts';
import { optionalInt, optionalText, requiredInt, requiredText } from '../input.ts';

const tip = (msg: string) => new Refusal(ResponseCode.TipMessage, msg);
const activityOf = (ctx: CallContext) =>
  requireActivity(ctx.store.db, requiredInt(ctx.input, 'activityId'));

function applyWith(ctx: CallContext, variant: ApplyVariant) {
  return applyToActivity(ctx.rules, userOf(ctx), activityOf(ctx), {
    variant,
    registerCode: optionalText(ctx.input, 'registerCode', 40),
    vipCode: optionalText(ctx.input, 'vipCode', 40),
  });
}

/** The general variants name the activity twice; the two must agree. */
function generalActivityOf(ctx: CallContext): ActivityRecord {
  const activity = activityOf(ctx);
  const identifier = requiredText(ctx.input, 'identifier', 100);
  if (identifier !== activity.identifier) {
    throw tip(`identifier ${identifier} does not match activity ${activity.id}`);
  }
  return activity;
}

/** The NewUser campaign an eligibility call is about: the one named, else the live one. */
function beginnerActivity(ctx: CallContext): ActivityRecord | undefined {
  const id = optionalInt(ctx.input, 'activityId', { min: 1 });
  if (id !== undefined) return requireActivity(ctx.store.db, id);
  return listActivityRecords(ctx.store.db).find(
    (a) => a.type === ActivityType.NewUser && stageOf(a, ctx.now) === ActivityStage.InProgress,
  );
}

/** Enrolment in every variant, its status, eligibility and the codes some activities ask for. */
export const enrolmentHandlers = {
  apply: (ctx) => applyWith(ctx, 'standard'),
  generalApply: (ctx) => applyWith(ctx, 'general'),
  nonProductizedApply: (ctx) => applyWith(ctx, 'nonProductized'),
  backApply: (ctx) => withdrawEnrolment(ctx.rules, userOf(ctx), activityOf(ctx)),

  applyStatus: (ctx) => applyStatusOf(ctx.rules, userOf(ctx), activityOf(ctx)),
  generalApplyStatus: (ctx) => applyStatusOf(ctx.rules, userOf(ctx), generalActivityOf(ctx)),
  nonProductizedApplyStatus: (ctx) => {
    const activity = activityOf(ctx);
    if (activity.kind !== 'nonProductized') {
      throw tip(`activity ${activity.id} is not a non-productized activity`);
    }
    return applyStatusOf(ctx.rules, userOf(ctx), activity);
  },

  beginnerEligible: (ctx) =>
    beginnerEligibilityOf(ctx.store.db, userOf(ctx), beginnerActivity(ctx), ctx.now),

  beginnerNoLoginEligible: (ctx) =>
    visitorEligibilityOf(beginnerActivity(ctx), optionalText(ctx.input, 'countryCode', 2), ctx.now),

  getRegisterCode: (ctx) => {
    const activity = activityOf(ctx);
    if (!activity.needsRegisterCode) throw tip(`activity ${activity.id} uses no register code`);
    return registerCodeFor(ctx.store.db, userOf(ctx).id, activity.id, ctx.now);
  },

  userVipCode: (ctx) => vipCodeOf(userOf(ctx)),

  kolBind: (ctx) => {
    const user = userOf(ctx);
    const areaCode = optionalText(ctx.input, 'areaCode', 8);
    const kolCode = areaCode
      ? kolCodeOf({ by: 'phone', areaCode, mobile: requiredText(ctx.input, 'mobile', 24) })
      : requiredText(ctx.input, 'kolCode', 40);
    const binding = bindKol(ctx.store.db, user, kolCode, ctx.now);
    for (const { activityId, taskId } of refreshUserTasks(ctx.store.db, user.id, ctx.now, [
      'KOL_BIND',
    ])) {
      ctx.rules.emit({ type: 'taskProgressChanged', userId: user.id, activityId, taskId });
    }
    return binding;
  },
} satisfies Partial<CallHandlers>;
