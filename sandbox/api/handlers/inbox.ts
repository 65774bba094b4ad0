import { ResponseCode } from '../../../src/domain/codes.ts';
import { countUnread, findMessage, listMessages, markRead } from '../../db/messages.ts';
import { Refusal } from '../../db/refusal.ts';
import { type CallHandlers, userOf } from '../call-context.ts';
import { optionalBool, optionalIdList, optionalOneOf, pageOf, requiredInt } from '../input.ts';

/** The push-message inbox. */
export const inboxHandlers = {
  pushList: (ctx) =>
    listMessages(
      ctx.store.db,
      userOf(ctx).id,
      {
        category: optionalOneOf(ctx.input, 'category', ['ACTIVITY', 'REWARD', 'SYSTEM'] as const),
        unreadOnly: optionalBool(ctx.input, 'unreadOnly') ?? false,
      },
      pageOf(ctx.input, { defaultSize: 10, maxSize: 50 }),
      ctx.now,
    ),

  pushCount: (ctx) => ({ total: countUnread(ctx.store.db, userOf(ctx).id, ctx.now) }),

  pushDetail: (ctx) => {
    const id = requiredInt(ctx.input, 'id');
    const message = findMessage(ctx.store.db, userOf(ctx).id, id);
    if (!message) throw new Refusal(ResponseCode.TipMessage, `no such message: ${id}`);
    return message;
  },

  readPushMsg: (ctx) => {
    const userId = userOf(ctx).id;
    const updated = markRead(ctx.store.db, userId, optionalIdList(ctx.input, 'ids'), ctx.now);
    return { updated, unread: countUnread(ctx.store.db, userId, ctx.now) };
  },
} satisfies Partial<CallHandlers>;
