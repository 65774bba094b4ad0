import type { EventObject, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  type NotificationsEvent,
  notificationsMachine,
  toastActorId,
} from '../../machines/notifications.machine.ts';
import { TOAST_LEAVE_MS, type ToastRequest } from '../../machines/toast.machine.ts';
import {
  type BrowserToastMode,
  NotificationsPaths,
} from '../e2e/models/notifications-paths.model.ts';
import { notificationsSpec } from '../model/models/notifications.model.ts';
import { serializeWithTransition } from '../model/models/serialize.ts';
import { type PathAdapter, pathRuns } from './support/adapter.ts';
import { coveringPaths } from './support/select.ts';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/**
 * Four notifications the debug panel can ask for (one more than fit at once): the plain
 * sample, and the answers to its question (a success, and a cancel that asks to be confirmed).
 * The unit model's error and timeDown toasts have no opener in a browser.
 */
export const BROWSER_TOASTS: ToastRequest[] = [
  { id: 'a', mode: 'normal', messageKey: 'debug.toastMessage' },
  { id: 'b', mode: 'cancel', messageKey: 'debug.cancelled' },
  { id: 'c', mode: 'normal', messageKey: 'debug.toastMessage' },
  { id: 'd', mode: 'success', messageKey: 'debug.confirmed' },
];

/** The connection notice: a stable id, so asking again shows nothing new; withdrawn by id. */
export const OFFLINE_NOTICE: ToastRequest = {
  id: 'o',
  mode: 'normal',
  messageKey: 'debug.offlineMessage',
};

const SAMPLE_OF: Record<string, BrowserToastMode> = {
  a: 'normal',
  b: 'cancel',
  c: 'normal',
  d: 'success',
  o: 'offline',
};

/** The notification an event is about (the executors' events are typed by their type only). */
const idOf = (event: EventObject) => (event as unknown as { id: string }).id;

const DONE = /^xstate\.done\.actor\.toast:(.+)$/;
const sampleOf = (id: string) => SAMPLE_OF[id] ?? 'normal';

/**
 * The unit model's events (tests/model/models/notifications.model.ts) as a browser makes them:
 * each sample asked for once, in order, and the connection notice at any time; the connection
 * notice asked for again (it is not shown twice) and withdrawn while it waits; the oldest toast
 * dismissed; the newest confirmed when it has a Confirm button.
 */
function browserEvents(s: NotificationsSnapshot): NotificationsEvent[] {
  const { visible, queued } = s.context;
  const known = [...visible, ...queued];
  const next = BROWSER_TOASTS.find((t) => !known.some((k) => k.id === t.id));
  const events: NotificationsEvent[] = [];
  if (next) events.push({ type: 'notify.show', ...next });
  events.push({ type: 'notify.show', ...OFFLINE_NOTICE });
  if (visible[0]) events.push({ type: 'notify.close', id: visible[0].id });
  if (queued.some((t) => t.id === OFFLINE_NOTICE.id)) {
    events.push({ type: 'notify.close', id: OFFLINE_NOTICE.id });
  }
  const newest = visible.at(-1);
  if (newest?.mode === 'cancel') events.push({ type: 'notify.confirm', id: newest.id });
  for (const t of visible) {
    events.push({ type: `xstate.done.actor.${toastActorId(t.id)}`, output: { id: t.id } });
  }
  return events;
}

const browserModel = new TestModel<NotificationsSnapshot, NotificationsEvent, unknown>(
  // biome-ignore lint/suspicious/noExplicitAny: TestModel takes the machine as any logic.
  notificationsMachine as any,
  {
    events: browserEvents,
    serializeState: serializeWithTransition,
    stateMatcher: (s, key) => s.matches(key as never),
  },
);

const INPUT = notificationsSpec.inputs[0]?.input;

interface NotificationsRun {
  toasts: NotificationsPaths;
  /** The state before the event being made: where each toast is drawn. */
  last?: NotificationsSnapshot;
  /** Toasts closed or confirmed, playing their leave animation. */
  leaving: Set<string>;
}

const runOf = pathRuns<NotificationsRun>((ctx) => ({
  toasts: new NotificationsPaths(ctx.page),
  leaving: new Set(),
})).of;

const indexOf = (run: NotificationsRun, id: string) => {
  const index = run.last?.context.visible.findIndex((t) => t.id === id) ?? -1;
  if (index < 0) throw new Error(`toast ${id} is not shown`);
  return index;
};

/** The notifications of SPEC §4: three at most at once, each hiding itself after 3000 ms. */
export const notificationsAdapter: PathAdapter<NotificationsSnapshot, NotificationsEvent> = {
  machine: 'notifications',
  scenarios: [
    {
      name: 'centre with the debug panel',
      input: INPUT,
      paths: () =>
        coveringPaths(notificationsMachine, INPUT, browserModel.getShortestPaths({ input: INPUT })),
      start: (ctx) => runOf(ctx).toasts.open(),
    },
  ],
  describeEvent(event) {
    if (event.type === 'notify.show') {
      const sample = sampleOf(event.id);
      return sample === 'offline'
        ? 'the QA engineer asks for the connection notice'
        : `the QA engineer asks for a ${sample} toast`;
    }
    if (event.type === 'notify.close') {
      return event.id === OFFLINE_NOTICE.id
        ? 'the connection is back: the QA engineer withdraws the connection notice'
        : `the trader dismisses the ${sampleOf(event.id)} toast`;
    }
    if (event.type === 'notify.confirm')
      return `the trader confirms the ${sampleOf(event.id)} toast`;
    const done = DONE.exec(event.type);
    if (done) return `the ${sampleOf(done[1] ?? '')} toast is gone`;
    return undefined;
  },
  states: (ctx) => {
    const run = runOf(ctx);
    return {
      idle: async (s) => {
        run.last = s;
        await run.toasts.seeNone();
      },
      showing: async (s) => {
        run.last = s;
        await run.toasts.seeShown(s.context.visible.map((t) => sampleOf(t.id)));
      },
    };
  },
  events: (ctx) => {
    const run = runOf(ctx);
    const gone = async (id: string) => {
      // A toast still up is dismissed first; its leave animation then plays out.
      if (!run.leaving.has(id)) await run.toasts.dismiss(indexOf(run, id));
      run.leaving.delete(id);
      await run.toasts.pass(TOAST_LEAVE_MS);
    };
    const handlers: ReturnType<typeof notificationsAdapter.events> = {
      'notify.show': ({ event }) => {
        const id = idOf(event);
        const known =
          run.last?.context.visible.some((t) => t.id === id) ||
          run.last?.context.queued.some((t) => t.id === id);
        return known ? run.toasts.askAgainForOffline() : run.toasts.ask(sampleOf(id));
      },
      'notify.close': async ({ event }) => {
        const id = idOf(event);
        const shown = run.last?.context.visible.some((t) => t.id === id) ?? false;
        if (id === OFFLINE_NOTICE.id) await run.toasts.withdrawOffline();
        else await run.toasts.dismiss(indexOf(run, id));
        if (shown) run.leaving.add(id);
      },
      'notify.confirm': async ({ event }) => {
        const id = idOf(event);
        await run.toasts.confirm(indexOf(run, id));
        run.leaving.add(id);
      },
    };
    for (const t of [...BROWSER_TOASTS, OFFLINE_NOTICE])
      handlers[`xstate.done.actor.${toastActorId(t.id)}`] = () => gone(t.id);
    return handlers;
  },
};
