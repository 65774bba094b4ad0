import { expect, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type InboxInput,
  type InboxPage,
  type InboxPageRequest,
  inboxMachine,
  PUSH_READ_INTERVAL_MS,
} from '../../machines/inbox.machine.ts';
import type { PushMessage } from '../../src/domain/message.ts';
import { type InboxModelEvent, inboxModel, inboxSpec } from './models/inbox.model.ts';
import {
  selectCanLoadMore,
  selectCanMarkAllRead,
  selectDetail,
  selectDetailState,
  selectHasMore,
  selectListState,
  selectMarkingAllRead,
  selectMessages,
  selectUnreadCount,
} from './models/inbox.selectors.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends InboxModelEvent['type']> = Extract<InboxModelEvent, { type: T }>;

describePaths('inbox', inboxModel, inboxSpec.inputs, async (path, raw) => {
  const input = raw as InboxInput;
  const clock = new SimulatedClock();
  let page = deferred<InboxPage>();
  let count = deferred<number>();
  let detail = deferred<PushMessage>();
  let mark = deferred<void>();
  let markAll = deferred<number>();
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
  const markAllRead = vi.fn(() => {
    markAll = deferred<number>();
    return markAll.promise;
  });
  const actor = createActor(
    inboxMachine.provide({
      actors: {
        loadPage: fromPromise(({ input: i }) => loadPage(i)),
        loadUnreadCount: fromPromise(() => loadUnreadCount()),
        loadDetail: fromPromise(({ input: i }) => loadDetail(i)),
        markRead: fromPromise(({ input: i }) => markRead(i)),
        markAllRead: fromPromise(() => markAllRead()),
      },
    }),
    { input, clock },
  ).start();
  const snap = () => actor.getSnapshot();
  const inState = (value: object) => snap().matches(value as never);
  /** Sends an event and checks that it starts exactly the reads expected. */
  const expectReads = (send: () => void, expected: { list: boolean; count: boolean }) => {
    const pages = loadPage.mock.calls.length;
    const counts = loadUnreadCount.mock.calls.length;
    send();
    expect(loadPage).toHaveBeenCalledTimes(pages + (expected.list ? 1 : 0));
    expect(loadUnreadCount).toHaveBeenCalledTimes(counts + (expected.count ? 1 : 0));
    if (expected.list) expect(selectListState(snap())).toBe('loading');
    if (expected.count) expect(inState({ unread: 'counting' })).toBe(true);
  };
  /**
   * Ends a cooling second. With one region cooling, the simulated clock moves (a
   * millisecond early nothing happens); with both, their timers would fire together, so
   * the model's order is kept by sending the delay's event itself.
   */
  const endCooling = (region: 'listSync' | 'countSync', type: string) => {
    const other = region === 'listSync' ? 'countSync' : 'listSync';
    if (inState({ [other]: 'cooling' })) {
      actor.send({ type } as never);
      return;
    }
    clock.increment(PUSH_READ_INTERVAL_MS - 1);
    expect(inState({ [region]: 'cooling' })).toBe(true);
    clock.increment(1);
  };
  /** A stale list is read at once once it is shown on a visible page and settled. */
  const listDue = () =>
    inState({ view: 'shown' }) &&
    inState({ page: 'visible' }) &&
    !inState({ list: 'loading' }) &&
    !inState({ list: 'loadingMore' });
  const countDue = () => inState({ page: 'visible' }) && !inState({ unread: 'counting' });
  /**
   * Settles a read of the list or of the count: if pushes made it stale meanwhile, and
   * the screen (for the list) and the page are shown, it is read again at once.
   */
  const settleCountingReads = async (kind: 'list' | 'count', settle: () => void) => {
    const visible = inState({ page: 'visible' });
    const listAgain =
      kind === 'list' && inState({ listSync: 'stale' }) && inState({ view: 'shown' }) && visible;
    const countAgain = kind === 'count' && inState({ countSync: 'stale' }) && visible;
    const pages = loadPage.mock.calls.length;
    const counts = loadUnreadCount.mock.calls.length;
    settle();
    await flush();
    expect(loadPage).toHaveBeenCalledTimes(pages + (listAgain ? 1 : 0));
    expect(loadUnreadCount).toHaveBeenCalledTimes(counts + (countAgain ? 1 : 0));
    return { listAgain, countAgain };
  };
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
        expect(ids.length).toBe(Math.min(s.context.total, s.context.pageIndex * input.pageSize));
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
      // The list is never read before the inbox was shown (the header needs the count).
      'list.waiting': () => expect(loadPage).not.toHaveBeenCalled(),
      // Stale data waits only for a reason: hidden screen or page, or a read on its way.
      'listSync.stale': () => expect(listDue()).toBe(false),
      'countSync.stale': () => expect(countDue()).toBe(false),
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
        expect(snap().can({ type: 'inbox.retryDetail' })).toBe(true);
      },
      'detail.notFound': () => {
        // The exchange's 51020: "not found", and no retry that could never help.
        expect(snap().context.detailFailure).toEqual({ kind: 'code', code: '51020' });
        expect(selectDetail(snap())).toBeUndefined();
        expect(snap().can({ type: 'inbox.retryDetail' })).toBe(false);
        expect(snap().can({ type: 'inbox.close' })).toBe(true);
      },
      'reading.idle': () => expect(snap().context.readQueue).toEqual([]),
      'reading.markingAll': () => {
        expect(markAllRead).toHaveBeenCalled();
        expect(selectMarkingAllRead(snap())).toBe(true);
        expect(selectCanMarkAllRead(snap())).toBe(false);
      },
      'reading.marking': () => {
        expect(markRead).toHaveBeenLastCalledWith({ id: snap().context.readQueue[0] });
      },
    },
    events: {
      'xstate.done.actor.loadPage': async ({ event }) => {
        const { output } = event as Payload<'xstate.done.actor.loadPage'>;
        const first = snap().matches({ list: 'loading' });
        const shown = selectMessages(snap()).length;
        const { listAgain } = await settleCountingReads('list', () => page.resolve(output));
        if (listAgain) {
          // Pushes came while this page was on its way: the first page is read again.
          expect(selectListState(snap())).toBe('loading');
        } else if (first && output.items.length === 0) {
          expect(selectListState(snap())).toBe('empty');
        } else {
          expect(selectListState(snap())).toBe('ready');
          // The first page replaces the list; a later one is appended below it.
          expect(selectMessages(snap()).length).toBe((first ? 0 : shown) + output.items.length);
        }
      },
      'xstate.error.actor.loadPage': async ({ event }) => {
        const first = snap().matches({ list: 'loading' });
        const { listAgain } = await settleCountingReads('list', () =>
          page.reject((event as Payload<'xstate.error.actor.loadPage'>).error),
        );
        expect(selectListState(snap())).toBe(
          listAgain ? 'loading' : first ? 'failed' : 'moreFailed',
        );
      },
      'xstate.done.actor.loadUnreadCount': async ({ event }) => {
        const output = (event as Payload<'xstate.done.actor.loadUnreadCount'>).output;
        badge = output;
        const { countAgain } = await settleCountingReads('count', () => count.resolve(output));
        expect(snap().matches({ unread: countAgain ? 'counting' : 'counted' })).toBe(true);
      },
      'xstate.error.actor.loadUnreadCount': async ({ event }) => {
        const { countAgain } = await settleCountingReads('count', () =>
          count.reject((event as Payload<'xstate.error.actor.loadUnreadCount'>).error),
        );
        expect(snap().matches({ unread: countAgain ? 'counting' : 'unavailable' })).toBe(true);
      },
      'xstate.done.actor.loadDetail': async ({ event }) => {
        const { output } = event as Payload<'xstate.done.actor.loadDetail'>;
        detail.resolve(output);
        await flush();
        expect(selectDetailState(snap())).toBe('shown');
        expect(selectDetail(snap())).toEqual(output);
      },
      'xstate.error.actor.loadDetail': async ({ event }) => {
        const { error } = event as Payload<'xstate.error.actor.loadDetail'>;
        detail.reject(error);
        await flush();
        const missing = (error as { code?: string }).code === '51020';
        expect(selectDetailState(snap())).toBe(missing ? 'notFound' : 'failed');
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
      'inbox.markAllRead': ({ event }) => {
        const calls = markAllRead.mock.calls.length;
        const unread = selectMessages(snap()).some((m) => !m.read) || (badge ?? 0) > 0;
        expect(selectCanMarkAllRead(snap())).toBe(unread);
        actor.send(event as Payload<'inbox.markAllRead'>);
        expect(markAllRead).toHaveBeenCalledTimes(calls + (unread ? 1 : 0));
      },
      'xstate.done.actor.markAllRead': async ({ event }) => {
        const { output } = event as Payload<'xstate.done.actor.markAllRead'>;
        markAll.resolve(output);
        await flush();
        // Every listed message reads as read, and the badge shows what the server left.
        expect(selectMessages(snap()).every((m) => m.read)).toBe(true);
        badge = output;
        expect(selectUnreadCount(snap())).toBe(output);
        expect(selectMarkingAllRead(snap())).toBe(false);
      },
      'xstate.error.actor.markAllRead': async ({ event }) => {
        const before = selectMessages(snap());
        const unread = snap().context.unreadCount;
        markAll.reject((event as Payload<'xstate.error.actor.markAllRead'>).error);
        await flush();
        // A failure changes nothing: the list and the badge stay as they were.
        expect(selectMessages(snap())).toEqual(before);
        expect(snap().context.unreadCount).toBe(unread);
        expect(selectCanMarkAllRead(snap())).toBe(true);
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
        // A push reads at once what is due and current; the rest waits (stale or cooling).
        // The inbox screen is not shown: its list is not read.
        expectReads(() => actor.send(event as Payload<'inbox.refresh'>), {
          list: inState({ listSync: 'current' }) && listDue(),
          count: inState({ countSync: 'current' }) && countDue(),
        });
      },
      'inbox.show': ({ event }) => {
        const stale = inState({ listSync: 'stale' });
        const settled = !inState({ list: 'loading' }) && !inState({ list: 'loadingMore' });
        expectReads(() => actor.send(event as Payload<'inbox.show'>), {
          list: stale && settled && inState({ page: 'visible' }),
          count: false,
        });
      },
      'inbox.hide': ({ event }) =>
        expectReads(() => actor.send(event as Payload<'inbox.hide'>), {
          list: false,
          count: false,
        }),
      'page.show': ({ event }) => {
        const listStale = inState({ listSync: 'stale' });
        const countStale = inState({ countSync: 'stale' });
        const settled = !inState({ list: 'loading' }) && !inState({ list: 'loadingMore' });
        expectReads(() => actor.send(event as Payload<'page.show'>), {
          list: listStale && settled && inState({ view: 'shown' }),
          count: countStale && !inState({ unread: 'counting' }),
        });
      },
      'page.hide': ({ event }) =>
        expectReads(() => actor.send(event as Payload<'page.hide'>), {
          list: false,
          count: false,
        }),
      // Pushes in the cooling second bring one more read, if it can start now.
      'xstate.after.pushReadInterval.inbox.listSync.cooling': ({ event }) => {
        const pushed = inState({ listSync: { cooling: 'pushed' } });
        expectReads(() => endCooling('listSync', event.type), {
          list: pushed && listDue(),
          count: false,
        });
      },
      'xstate.after.pushReadInterval.inbox.countSync.cooling': ({ event }) => {
        const pushed = inState({ countSync: { cooling: 'pushed' } });
        expectReads(() => endCooling('countSync', event.type), {
          list: false,
          count: pushed && countDue(),
        });
      },
      'inbox.close': ({ event }) => actor.send(event as Payload<'inbox.close'>),
      'inbox.retryDetail': ({ event }) => actor.send(event as Payload<'inbox.retryDetail'>),
    },
  });
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  expect(actor.getSnapshot().context).toEqual(path.state.context);
});
