import { requireActivity } from '../../db/activity-records.ts';
import { drawPrize, lotteryInfo } from '../../db/lottery.ts';
import { type CallContext, type CallHandlers, userOf } from '../call-context.ts';
import { requiredInt, requiredText } from '../input.ts';

const activityOf = (ctx: CallContext) =>
  requireActivity(ctx.store.db, requiredInt(ctx.input, 'activityId'));

/** The verifiable lottery (our calls: SPEC §7 names no lottery path). */
export const lotteryHandlers = {
  lotteryInfo: (ctx) => lotteryInfo(ctx.store.db, ctx.viewer?.user, activityOf(ctx), ctx.now),
  lotteryDraw: (ctx) =>
    drawPrize(ctx.rules, userOf(ctx), activityOf(ctx), requiredText(ctx.input, 'clientSeed', 64)),
} satisfies Partial<CallHandlers>;
