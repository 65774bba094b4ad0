import { ResponseCode } from '../../../src/domain/codes.ts';
import { RewardCategory, RewardType } from '../../../src/domain/reward.ts';
import { type ActivityRecord, requireActivity } from '../../db/activity-records.ts';
import { obtainReward } from '../../db/claims.ts';
import { countingFrom, findEnrolment } from '../../db/enrolments.ts';
import { Refusal } from '../../db/refusal.ts';
import { listRewards } from '../../db/rewards.ts';
import { evaluateTasks } from '../../db/task-progress.ts';
import { teamStanding } from '../../db/teams.ts';
import { type CallContext, type CallHandlers, userOf } from '../call-context.ts';
import { optionalInt, optionalOneOf, pageOf, requiredInt, requiredText } from '../input.ts';

const activityOf = (ctx: CallContext) =>
  requireActivity(ctx.store.db, requiredInt(ctx.input, 'activityId'));

function completions(ctx: CallContext, activity: ActivityRecord) {
  const user = userOf(ctx);
  const enrolment = findEnrolment(ctx.store.db, user.id, activity.id);
  const from = countingFrom(activity, enrolment);
  const evaluations = evaluateTasks(ctx.store.db, user, activity, ctx.now);
  for (const e of evaluations) {
    if (e.changed) {
      ctx.rules.emit({
        type: 'taskProgressChanged',
        userId: user.id,
        activityId: activity.id,
        taskId: e.task.id,
      });
    }
  }
  const team = teamStanding(ctx.store.db, user.id, activity, ctx.now);
  return {
    activityId: activity.id,
    applied: enrolment !== undefined,
    ...(from !== undefined ? { countingFrom: from } : {}),
    tasks: evaluations.map((e) => e.completion),
    ...(team ? { team } : {}),
  };
}

/** Task progress, reward claims and the rewards centre. */
export const taskHandlers = {
  beginnerTaskCompletions: (ctx) => completions(ctx, activityOf(ctx)),

  generalTaskCompletions: (ctx) => {
    const activity = activityOf(ctx);
    const identifier = requiredText(ctx.input, 'identifier', 100);
    if (identifier !== activity.identifier) {
      throw new Refusal(
        ResponseCode.TipMessage,
        `identifier ${identifier} does not match activity ${activity.id}`,
      );
    }
    return completions(ctx, activity);
  },

  obtainReward: (ctx) =>
    obtainReward(ctx.rules, userOf(ctx), activityOf(ctx), requiredInt(ctx.input, 'taskId')),

  rechargeTransObtainReward: (ctx) =>
    obtainReward(
      ctx.rules,
      userOf(ctx),
      activityOf(ctx),
      requiredInt(ctx.input, 'taskId'),
      'rechargeTransObtainReward',
    ),

  rewardList: (ctx) =>
    listRewards(
      ctx.store.db,
      userOf(ctx).id,
      {
        rewardType: optionalOneOf(ctx.input, 'rewardType', Object.values(RewardType)),
        category: optionalOneOf(ctx.input, 'category', Object.values(RewardCategory)),
        status: optionalOneOf(ctx.input, 'status', ['ISSUED', 'USED', 'EXPIRED'] as const),
        activityId: optionalInt(ctx.input, 'activityId', { min: 1 }),
      },
      pageOf(ctx.input, { defaultSize: 10 }),
      ctx.now,
    ),
} satisfies Partial<CallHandlers>;
