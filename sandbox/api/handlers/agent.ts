import { ResponseCode } from '../../../src/domain/codes.ts';
import {
  agentDetailOf,
  findAgentOfUser,
  listRebates,
  listReferrals,
  marquee,
  performanceSeries,
  permissionOf,
  requireOwnAgent,
} from '../../db/agents.ts';
import { Refusal } from '../../db/refusal.ts';
import { type CallContext, type CallHandlers, userOf } from '../call-context.ts';
import { optionalInt, pageOf, requiredInt } from '../input.ts';

/** The viewer's agent account, which must be the one the path names. */
const ownAgent = (ctx: CallContext) =>
  requireOwnAgent(ctx.store.db, userOf(ctx).id, requiredInt(ctx.input, 'id'));

/** The agent and affiliate dashboard. */
export const agentHandlers = {
  isAgent: (ctx) => {
    const agent = findAgentOfUser(ctx.store.db, userOf(ctx).id);
    return agent ? { isAgent: true, agentId: agent.id } : { isAgent: false };
  },

  agentPermission: (ctx) => permissionOf(ownAgent(ctx)),

  agentDetail: (ctx) => {
    const id = optionalInt(ctx.input, 'agentId', { min: 1 });
    return agentDetailOf(ctx.store.db, requireOwnAgent(ctx.store.db, userOf(ctx).id, id));
  },

  agentMarquee: (ctx) => ({
    list: marquee(
      ctx.store.db,
      optionalInt(ctx.input, 'limit', { min: 1, max: 50 }) ?? 20,
      ctx.now,
    ),
  }),

  agentRebateList: (ctx) => listRebates(ctx.store.db, ownAgent(ctx).id, pageOf(ctx.input), ctx.now),

  agentReferralList: (ctx) =>
    listReferrals(ctx.store.db, ownAgent(ctx).id, pageOf(ctx.input), ctx.now),

  agentPerformance: (ctx) => {
    const agent = ownAgent(ctx);
    if (!permissionOf(agent).performance) {
      throw new Refusal(ResponseCode.TipMessage, 'no permission: performance');
    }
    const days = optionalInt(ctx.input, 'days', { min: 1, max: 90 }) ?? 30;
    return {
      agentId: agent.id,
      days,
      series: performanceSeries(ctx.store.db, agent.id, days, ctx.now),
    };
  },
} satisfies Partial<CallHandlers>;
