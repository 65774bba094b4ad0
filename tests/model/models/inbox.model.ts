import type { SnapshotFrom } from 'xstate';
import { type InboxEvent, type InboxPage, inboxMachine } from '../../../machines/inbox.machine.ts';
import type { PushMessage } from '../../../src/domain/message.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

const message = (id: number, read: boolean): PushMessage => ({
  id,
  title: `Message ${id}`,
  summary: `Summary ${id}`,
  content: `<p>Content ${id}</p>`,
  category: 'ACTIVITY',
  read,
  createdAt: 1_800_000_000_000 - id * 60_000,
});

/** The user's messages on the server, newest first: two unread, one read. */
export const SERVER_MESSAGES: readonly PushMessage[] = [
  message(1, false),
  message(2, true),
  message(3, false),
];
export const SERVER_UNREAD = SERVER_MESSAGES.filter((m) => !m.read).length;

/** The 1-based page of the server's messages. */
export const pageOf = (pageIndex: number, pageSize: number): InboxPage => ({
  items: SERVER_MESSAGES.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  total: SERVER_MESSAGES.length,
});
export const EMPTY_PAGE: InboxPage = { items: [], total: 0 };

export const detailOf = (id: number): PushMessage => {
  const found = SERVER_MESSAGES.find((m) => m.id === id);
  if (!found) throw new Error(`no message ${id}`);
  return found;
};

/** The end of the second after a push-caused read of the list started. */
export const LIST_COOLED = 'xstate.after.pushReadInterval.inbox.listSync.cooling';
/** The end of the second after a push-caused count started. */
export const COUNT_COOLED = 'xstate.after.pushReadInterval.inbox.countSync.cooling';

export type InboxModelEvent =
  | Exclude<InboxEvent, { type: 'inbox.reloadList' | 'inbox.recount' }>
  | { type: typeof LIST_COOLED }
  | { type: typeof COUNT_COOLED }
  | { type: 'xstate.done.actor.loadPage'; output: InboxPage }
  | { type: 'xstate.error.actor.loadPage'; error: unknown }
  | InvokeSettled<'loadUnreadCount', number>
  | InvokeSettled<'loadDetail', PushMessage>
  | InvokeSettled<'markRead', undefined>
  | InvokeSettled<'markAllRead', number>;

type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

/**
 * The events worth trying, one concern at a time so that the eight regions do not multiply
 * each other's states: pending loads settle first (list, badge, detail), a failure is only
 * recovered from, and read marks stay pending so that a second message can be opened (or a
 * message pushed) before the first mark is confirmed. Pushes come one at a time, and a push's
 * cooling second ends before anything else is done; the screen or the page is hidden only on
 * the first page before any message is opened, one of them at a time.
 */
function candidateEvents(s: InboxSnapshot): InboxModelEvent[] {
  const { pageIndex, pageSize, openId } = s.context;
  // Opening the first unread message (marked read) and the first read one (left as it is).
  const opens = s.matches({ detail: 'closed' })
    ? [s.context.messages.find((m) => !m.read), s.context.messages.find((m) => m.read)]
        .filter((m) => m !== undefined)
        .map((m) => ({ type: 'inbox.open' as const, id: m.id }))
    : [];
  // Loads fail only before anything was read, so that failures do not multiply read marks.
  const untouched =
    s.context.readQueue.length === 0 &&
    s.context.messages.every((m) => m.read === detailOf(m.id).read);
  const failures = <T extends InboxModelEvent>(...events: T[]) => (untouched ? events : []);
  const calm = untouched && s.matches({ detail: 'closed' }) && pageIndex <= 1;
  const push = { type: 'inbox.refresh' } as const;
  const current = (region: 'listSync' | 'countSync') => s.matches({ [region]: 'current' });
  const quiet = (region: 'listSync' | 'countSync') =>
    current(region) || s.matches({ [region]: { cooling: 'quiet' } });
  // One push at a time: another comes only once the last one is read or cooling.
  const pushes = calm && quiet('listSync') && quiet('countSync') ? [push] : [];
  const cooled = [
    ...(s.matches({ listSync: 'cooling' }) ? [{ type: LIST_COOLED } as const] : []),
    ...(s.matches({ countSync: 'cooling' }) ? [{ type: COUNT_COOLED } as const] : []),
  ];
  const shown = s.matches({ view: 'shown' }) && s.matches({ page: 'visible' });
  let candidates: InboxModelEvent[];
  if (s.matches({ list: 'waiting' }) && s.matches({ unread: 'counting' })) {
    // The inbox was never shown: the header's count is read, the list is not.
    candidates = [
      { type: 'xstate.done.actor.loadUnreadCount', output: SERVER_UNREAD },
      ...failures({ type: 'xstate.error.actor.loadUnreadCount', error: networkError() }),
      ...pushes,
    ];
  } else if (s.matches({ list: 'waiting' })) {
    candidates = cooled.length > 0 ? [...cooled, ...pushes] : [{ type: 'inbox.show' }, ...pushes];
  } else if (s.matches({ list: 'loading' })) {
    candidates = [
      { type: 'xstate.done.actor.loadPage', output: pageOf(1, pageSize) },
      ...failures(
        { type: 'xstate.done.actor.loadPage', output: EMPTY_PAGE },
        { type: 'xstate.error.actor.loadPage', error: networkError() },
      ),
      // A push while the first page is on its way: one more read follows it.
      ...pushes,
    ];
  } else if (s.matches({ list: 'loadingMore' })) {
    candidates = [
      { type: 'xstate.done.actor.loadPage', output: pageOf(pageIndex + 1, pageSize) },
      { type: 'xstate.error.actor.loadPage', error: networkError() },
    ];
  } else if (s.matches({ unread: 'counting' })) {
    candidates = [
      { type: 'xstate.done.actor.loadUnreadCount', output: SERVER_UNREAD },
      ...failures({ type: 'xstate.error.actor.loadUnreadCount', error: networkError() }),
    ];
  } else if (s.matches({ detail: 'loading' })) {
    candidates = [
      { type: 'xstate.done.actor.loadDetail', output: detailOf(openId ?? 0) },
      { type: 'xstate.error.actor.loadDetail', error: networkError() },
      // 51020: the exchange has no such message for this user (deleted, or another user's).
      { type: 'xstate.error.actor.loadDetail', error: codeError('51020') },
      { type: 'inbox.close' },
    ];
  } else if (cooled.length > 0) {
    candidates = [...cooled, ...pushes];
  } else if (!s.matches({ view: 'shown' })) {
    candidates = [{ type: 'inbox.show' }, ...pushes];
  } else if (!s.matches({ page: 'visible' })) {
    candidates = [{ type: 'page.show' }, ...pushes];
  } else if (s.matches({ list: 'failed' }) || s.matches({ list: 'moreFailed' })) {
    candidates = [{ type: 'inbox.retry' }, push];
  } else if (s.matches({ list: 'empty' }) || s.matches({ unread: 'unavailable' })) {
    candidates = [push];
  } else if (s.matches({ detail: 'failed' })) {
    candidates = [{ type: 'inbox.retryDetail' }, { type: 'inbox.close' }];
  } else if (s.matches({ detail: 'notFound' })) {
    // Nothing to retry: the only way on is back to the list.
    candidates = [{ type: 'inbox.close' }];
  } else if (s.matches({ reading: 'markingAll' })) {
    // The server marks everything read (nothing is left unread), or fails and nothing changes.
    candidates = [
      { type: 'xstate.done.actor.markAllRead', output: 0 },
      { type: 'xstate.error.actor.markAllRead', error: networkError() },
    ];
  } else if (s.matches({ reading: 'marking' })) {
    candidates = [
      { type: 'xstate.done.actor.markRead', output: undefined },
      { type: 'xstate.error.actor.markRead', error: networkError() },
      { type: 'inbox.close' },
      ...opens,
      // A new message while one read mark is pending: the fresh list keeps the mark.
      ...(s.context.readQueue.length === 1 ? [push] : []),
    ];
  } else {
    candidates = [
      { type: 'inbox.close' },
      ...opens,
      // Paging is tried before any message is opened.
      ...(untouched && s.matches({ detail: 'closed' })
        ? [{ type: 'inbox.loadMore' as const }]
        : []),
      // "Mark all read" on the first page, before anything else was read.
      ...(calm ? [{ type: 'inbox.markAllRead' as const }] : []),
      ...(calm && shown && current('listSync') && current('countSync')
        ? [push, { type: 'inbox.hide' } as const, { type: 'page.hide' } as const]
        : []),
    ];
  }
  return candidates.filter((e) => s.can(e as InboxEvent));
}

/**
 * The model's view of a snapshot: the regions, and of the context what the guards and the
 * assertions read (message ids and read flags, not their text).
 */
export function serializeInbox(
  s: InboxSnapshot,
  event?: { type: string },
  previous?: InboxSnapshot,
): string {
  const c = s.context;
  const state = JSON.stringify({
    v: s.value,
    m: c.messages.map((m) => `${m.id}${m.read ? 'r' : 'u'}`).join(','),
    t: c.total,
    p: c.pageIndex,
    u: c.unreadCount,
    o: c.openId,
    d: c.detail?.id,
    q: c.readQueue,
    f: [c.listFailure?.kind, c.detailFailure?.kind],
  });
  if (!event || !previous) return state;
  // For pushes, visibility and cooling the event alone names the way in: with the state it
  // came from as well, the push regions would multiply the paths.
  if (SYNC_EVENTS.has(event.type)) return `${state} via ${event.type}`;
  const { list, unread, detail, reading } = previous.value as Record<string, unknown>;
  return `${state} via ${event.type} from ${JSON.stringify({ list, unread, detail, reading })}`;
}

/** Pushes, the screen's and the page's visibility, and the end of a cooling second. */
const SYNC_EVENTS = new Set<string>([
  'inbox.refresh',
  'inbox.show',
  'inbox.hide',
  'page.show',
  'page.hide',
  LIST_COOLED,
  COUNT_COOLED,
]);

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const inboxModel = machineModel<InboxSnapshot, InboxModelEvent>(
  inboxMachine,
  candidateEvents,
  serializeInbox,
);

export const inboxSpec: MachineModelSpec = {
  name: 'inbox',
  machine: inboxMachine,
  model: inboxModel,
  inputs: [
    { name: 'two messages a page', input: { pageSize: 2 } },
    { name: 'every message on one page', input: { pageSize: 20 } },
  ],
};
