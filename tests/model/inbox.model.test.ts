import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type InboxInput,
  type InboxPage,
  type InboxPageRequest,
  inboxMachine,
} from '../../machines/inbox.machine.ts';
import {
  selectCanLoadMore,
  selectDetail,
  selectDetailState,
  selectHasMore,
  selectListState,
  selectMessages,
  selectUnreadCount,
} from '../../machines/inbox.selectors.ts';
import type { PushMessage } from '../../src/domain/message.ts';
import { type InboxModelEvent, inboxModel, inboxSpec } from './models/inbox.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends InboxModelEvent['type']> = Extract<InboxModelEvent, { type: T }>;

for (const { name, input: raw } of inboxSpec.inputs) {
  const input = raw as InboxInput;
  describe(`inbox paths: ${name}`, () => {
    for (const path of inboxModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let page = deferred<InboxPage>();
        let count = deferred<number>();
        let detail = deferred<PushMessage>();
        let mark = deferred<void>();
        const loadPage = vi.fn((_: InboxPageRequest) => {
          page = deferred<InboxPage>();
          return page.promise;
        });
        const loadUnreadCount = vi.fn(() => {
          count = deferred<number>();
          return count.promise;
        });
        const loadDetail = vi.fn((_: { id: number }) => {
          detail = deferred<PushMessage>();
          return detail.promise;
        });
        const markRead = vi.fn((_: { id: number }) => {
          mark = deferred<void>();
          return mark.promise;
        });
        const actor = createActor(
          inboxMachine.provide({
            actors: {
              loadPage: fromPromise(({ input: i }) => loadPage(i)),
              loadUnreadCount: fromPromise(() => loadUnreadCount()),
              loadDetail: fromPromise(({ input: i }) => loadDetail(i)),
              markRead: fromPromise(({ input: i }) => markRead(i)),
            },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();
        const listed = (id: number) => selectMessages(snap()).find((m) => m.id === id);
        // The badge the user should see: the server's count, less read marks, plus undone ones.
        let badge: number | undefined;

        await path.test({
          states: {
            'list.loading': () => {
              expect(loadPage).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: input.pageSize });
              expect(selectCanLoadMore(snap())).toBe(false);
            },
            'list.loadingMore': () => {
              // Pages are 1-based: the next page after the last one loaded.
              expect(loadPage).toHaveBeenLastCalledWith({
                pageIndex: snap().context.pageIndex + 1,
                pageSize: input.pageSize,
              });
              expect(selectCanLoadMore(snap())).toBe(false);
            },
            'list.ready': () => {
              const s = snap();
              const ids = selectMessages(s).map((m) => m.id);
              expect(new Set(ids).size).toBe(ids.length);
              expect(ids.length).toBe(
                Math.min(s.context.total, s.context.pageIndex * input.pageSize),
              );
              // No more once the list holds the total.
              expect(selectHasMore(s)).toBe(ids.length < s.context.total);
              expect(selectCanLoadMore(s)).toBe(ids.length < s.context.total);
              // A message whose read mark is pending shows as read, even on a fresh page.
              for (const id of s.context.readQueue) {
                if (listed(id)) expect(listed(id)?.read).toBe(true);
              }
            },
            'list.empty': () => {
              expect(selectMessages(snap())).toEqual([]);
              expect(selectHasMore(snap())).toBe(false);
            },
            'list.failed': () => {
              expect(snap().context.listFailure).toEqual({ kind: 'network' });
            },
            'list.moreFailed': () => {
              const s = snap();
              expect(s.context.listFailure).toEqual({ kind: 'network' });
              // The shown messages stay while the next page is retried.
              expect(selectMessages(s).length).toBe(s.context.pageIndex * input.pageSize);
            },
            'unread.counting': () => expect(loadUnreadCount).toHaveBeenCalled(),
            'unread.counted': () => expect(selectUnreadCount(snap())).toBe(badge),
            'unread.unavailable': () => expect(selectUnreadCount(snap())).toBeUndefined(),
            'detail.closed': () => expect(selectDetail(snap())).toBeUndefined(),
            'detail.loading': () => {
              expect(loadDetail).toHaveBeenLastCalledWith({ id: snap().context.openId });
              expect(selectDetail(snap())).toBeUndefined();
            },
            'detail.shown': () => expect(selectDetail(snap())?.id).toBe(snap().context.openId),
            'detail.failed': () => {
              expect(snap().context.detailFailure).toEqual({ kind: 'network' });
              expect(selectDetail(snap())).toBeUndefined();
            },
            'reading.idle': () => expect(snap().context.readQueue).toEqual([]),
            'reading.marking': () => {
              expect(markRead).toHaveBeenLastCalledWith({ id: snap().context.readQueue[0] });
            },
          },
          events: {
            'xstate.done.actor.loadPage': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.loadPage'>;
              const first = snap().matches({ list: 'loading' });
              const shown = selectMessages(snap()).length;
              page.resolve(output);
              await flush();
              if (first && output.items.length === 0) {
                expect(selectListState(snap())).toBe('empty');
              } else {
                expect(selectListState(snap())).toBe('ready');
                // The first page replaces the list; a later one is appended below it.
                expect(selectMessages(snap()).length).toBe(
                  (first ? 0 : shown) + output.items.length,
                );
              }
            },
            'xstate.error.actor.loadPage': async ({ event }) => {
              const first = snap().matches({ list: 'loading' });
              page.reject((event as Payload<'xstate.error.actor.loadPage'>).error);
              await flush();
              expect(selectListState(snap())).toBe(first ? 'failed' : 'moreFailed');
            },
            'xstate.done.actor.loadUnreadCount': async ({ event }) => {
              badge = (event as Payload<'xstate.done.actor.loadUnreadCount'>).output;
              count.resolve(badge);
              await flush();
              expect(snap().matches({ unread: 'counted' })).toBe(true);
            },
            'xstate.error.actor.loadUnreadCount': async ({ event }) => {
              count.reject((event as Payload<'xstate.error.actor.loadUnreadCount'>).error);
              await flush();
              expect(snap().matches({ unread: 'unavailable' })).toBe(true);
            },
            'xstate.done.actor.loadDetail': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.loadDetail'>;
              detail.resolve(output);
              await flush();
              expect(selectDetailState(snap())).toBe('shown');
              expect(selectDetail(snap())).toEqual(output);
            },
            'xstate.error.actor.loadDetail': async ({ event }) => {
              detail.reject((event as Payload<'xstate.error.actor.loadDetail'>).error);
              await flush();
              expect(selectDetailState(snap())).toBe('failed');
            },
            'xstate.done.actor.markRead': async () => {
              const [id, next] = snap().context.readQueue;
              mark.resolve();
              await flush();
              expect(listed(id ?? 0)?.read ?? true).toBe(true);
              if (next !== undefined) expect(markRead).toHaveBeenLastCalledWith({ id: next });
            },
            'xstate.error.actor.markRead': async ({ event }) => {
              const [id] = snap().context.readQueue;
              mark.reject((event as Payload<'xstate.error.actor.markRead'>).error);
              await flush();
              // The optimistic mark is undone: the message is unread again, and so is the badge.
              if (listed(id ?? 0)) expect(listed(id ?? 0)?.read).toBe(false);
              if (badge !== undefined) badge += 1;
              expect(snap().context.unreadCount).toBe(badge);
            },
            'inbox.open': ({ event }) => {
              const e = event as Payload<'inbox.open'>;
              const wasUnread = listed(e.id)?.read === false;
              const wasMarking = snap().matches({ reading: 'marking' });
              const marks = markRead.mock.calls.length;
              actor.send(e);
              expect(loadDetail).toHaveBeenLastCalledWith({ id: e.id });
              expect(listed(e.id)?.read).toBe(true);
              if (wasUnread && badge !== undefined) badge = Math.max(0, badge - 1);
              expect(snap().context.unreadCount).toBe(badge);
              if (wasUnread && !wasMarking) {
                expect(markRead).toHaveBeenLastCalledWith({ id: e.id });
              } else {
                // A read message is not marked again; a second mark waits its turn.
                expect(markRead).toHaveBeenCalledTimes(marks);
              }
            },
            'inbox.loadMore': ({ event }) => actor.send(event as Payload<'inbox.loadMore'>),
            'inbox.retry': ({ event }) => {
              const countLost = snap().matches({ unread: 'unavailable' });
              const counts = loadUnreadCount.mock.calls.length;
              actor.send(event as Payload<'inbox.retry'>);
              // A retry brings back the badge that failed with the list, and only that one.
              expect(loadUnreadCount).toHaveBeenCalledTimes(countLost ? counts + 1 : counts);
            },
            'inbox.refresh': ({ event }) => {
              const pages = loadPage.mock.calls.length;
              const counts = loadUnreadCount.mock.calls.length;
              actor.send(event as Payload<'inbox.refresh'>);
              expect(loadPage).toHaveBeenCalledTimes(pages + 1);
              expect(loadUnreadCount).toHaveBeenCalledTimes(counts + 1);
            },
            'inbox.close': ({ event }) => actor.send(event as Payload<'inbox.close'>),
            'inbox.retryDetail': ({ event }) => actor.send(event as Payload<'inbox.retryDetail'>),
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
