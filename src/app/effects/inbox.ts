import { fromCallback, fromPromise } from 'xstate';
import { type InboxEvent, inboxMachine } from '../../../machines/inbox.machine.ts';
import { watchPageVisibility } from '../../platform/page-visibility.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** The provided inbox, as the composition root hands it to the session (effects/session.ts). */
export type InboxLogic = ReturnType<typeof provideInbox>;

/**
 * The inbox with its real effects: pushList, count, detail and readPushMsg, the private
 * websocket's "new message" pushes (which mark the list and the count stale) and the
 * document's visibility.
 */
export function provideInbox(services: AppServices) {
  return provideOnce(inboxMachine)({
    actors: {
      loadPage: fromPromise(async ({ input, signal }) => {
        const page = await services.client(
          'pushList',
          { pageIndex: input.pageIndex, pageSize: input.pageSize },
          { signal },
        );
        return { items: page.items, total: page.total };
      }),
      loadUnreadCount: fromPromise(async ({ signal }) => {
        const count = await services.client('pushCount', {}, { signal });
        return count.total;
      }),
      loadDetail: fromPromise(({ input, signal }) =>
        services.client('pushDetail', { id: input.id }, { signal }),
      ),
      markRead: fromPromise(async ({ input, signal }) => {
        await services.client('readPushMsg', { ids: [input.id] }, { signal });
      }),
      // readPushMsg without ids marks every message read (the contract's reading of SPEC §7).
      markAllRead: fromPromise(async ({ signal }) => {
        const answer = await services.client('readPushMsg', {}, { signal });
        return answer.unread;
      }),
      listenForMessages: fromCallback<InboxEvent>(({ sendBack }) =>
        services.feed.on('message.new', () => sendBack({ type: 'inbox.refresh' })),
      ),
      pageVisibility: fromCallback<InboxEvent>(({ sendBack }) =>
        watchPageVisibility((visible) => sendBack({ type: visible ? 'page.show' : 'page.hide' })),
      ),
    },
  });
}
