import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, SimulatedClock } from 'xstate';
import {
  MAX_VISIBLE_TOASTS,
  type NotificationsEvent,
  notificationsMachine,
  toastActorId,
} from '../../machines/notifications.machine.ts';
import { toastMachine } from '../../machines/toast.machine.ts';
import { notificationsModel, TOASTS } from './models/notifications.model.ts';
import {
  selectQueuedCount,
  selectToastActor,
  selectVisibleToasts,
} from './models/notifications.selectors.ts';

type Payload<T extends 'notify.show' | 'notify.close' | 'notify.confirm'> = Extract<
  NotificationsEvent,
  { type: T }
>;

const LEAVE_DONE = 'xstate.after.toastLeave.toast.hiding';

describe('notifications paths', () => {
  for (const path of notificationsModel.getShortestPaths()) {
    it(path.description, async () => {
      const onConfirm = vi.fn((_: { id: string }) => {});
      // Time never moves here: each toast's end is driven by the path (its own timing is
      // checked in toast.model.test.ts), so one toast's timer never ends another.
      const actor = createActor(
        notificationsMachine.provide({
          actors: {
            toast: toastMachine.provide({ actions: { onConfirm: (_, p) => onConfirm(p) } }),
          },
        }),
        { clock: new SimulatedClock() },
      ).start();
      const snapshot = () => actor.getSnapshot();
      const toast = (id: string) =>
        selectToastActor(snapshot(), id) as ActorRefFrom<typeof toastMachine> | undefined;
      // The test's own queue: visible oldest first, then the waiting ones in order.
      let visible: string[] = [];
      let queued: string[] = [];

      const checkQueue = () => {
        expect(selectVisibleToasts(snapshot()).map((t) => t.id)).toEqual(visible);
        expect(snapshot().context.queued.map((t) => t.id)).toEqual(queued);
        expect(selectQueuedCount(snapshot())).toBe(queued.length);
        // Each visible notification has its own toast actor, and only they do.
        expect(Object.keys(snapshot().children).sort()).toEqual(visible.map(toastActorId).sort());
        for (const id of visible) {
          const ref = toast(id);
          expect(ref?.getSnapshot().status).toBe('active');
          expect(ref?.getSnapshot().context.messageKey).toBe(
            TOASTS.find((t) => t.id === id)?.messageKey,
          );
        }
      };

      // A toast's end: close it if it is still shown, then let its leave animation end.
      const finish = ({ event }: { event: unknown }) => {
        const { output } = event as { output: { id: string } };
        const ref = toast(output.id);
        if (!ref) throw new Error(`toast ${output.id} should be running`);
        if (ref.getSnapshot().value === 'shown') {
          ref.send({ type: 'notify.close', id: output.id });
        }
        ref.send({ type: LEAVE_DONE } as never);
        visible = visible.filter((id) => id !== output.id);
        const [next, ...rest] = queued;
        if (next !== undefined) {
          visible = [...visible, next];
          queued = rest;
        }
      };

      await path.test({
        states: {
          idle: () => {
            expect(visible).toEqual([]);
            expect(queued).toEqual([]);
            checkQueue();
          },
          showing: () => {
            expect(visible.length).toBeGreaterThan(0);
            expect(visible.length).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
            // Nothing waits while there is room.
            if (queued.length > 0) expect(visible).toHaveLength(MAX_VISIBLE_TOASTS);
            checkQueue();
          },
        },
        events: {
          'notify.show': ({ event }) => {
            const e = event as Payload<'notify.show'>;
            if (!visible.includes(e.id) && !queued.includes(e.id)) {
              if (visible.length < MAX_VISIBLE_TOASTS) visible = [...visible, e.id];
              else queued = [...queued, e.id];
            }
            actor.send(e);
            if (visible.includes(e.id)) expect(toast(e.id)?.getSnapshot().value).toBe('shown');
          },
          'notify.close': ({ event }) => {
            const e = event as Payload<'notify.close'>;
            queued = queued.filter((id) => id !== e.id);
            actor.send(e);
            // A visible toast starts hiding; it stays listed until it is gone.
            if (visible.includes(e.id)) expect(toast(e.id)?.getSnapshot().value).toBe('hiding');
          },
          'notify.confirm': ({ event }) => {
            const e = event as Payload<'notify.confirm'>;
            const wasShown = toast(e.id)?.getSnapshot().value === 'shown';
            const confirmed = onConfirm.mock.calls.length;
            actor.send(e);
            expect(toast(e.id)?.getSnapshot().value).toBe('hiding');
            expect(onConfirm.mock.calls.length - confirmed).toBe(wasShown ? 1 : 0);
            if (wasShown) expect(onConfirm).toHaveBeenLastCalledWith({ id: e.id });
          },
          ...Object.fromEntries(
            TOASTS.map((t) => [`xstate.done.actor.${toastActorId(t.id)}`, finish]),
          ),
        },
      });
      expect(snapshot().value).toEqual(path.state.value);
      expect(snapshot().context).toEqual(path.state.context);
    });
  }
});

describe('notifications in time (SPEC §4, §9)', () => {
  it('hides each toast after its own time, then lets the waiting one in', () => {
    const clock = new SimulatedClock();
    const actor = createActor(notificationsMachine, { clock }).start();
    for (const t of TOASTS) actor.send({ type: 'notify.show', ...t });
    const ids = () => selectVisibleToasts(actor.getSnapshot()).map((t) => t.id);
    expect(ids()).toEqual(['a', 'b', 'c']);

    // a and c have the default 3000 ms, b asked for 5000 ms; d waits.
    clock.increment(2999);
    expect(selectToastActor(actor.getSnapshot(), 'a')?.getSnapshot().value).toBe('shown');
    clock.increment(1);
    expect(selectToastActor(actor.getSnapshot(), 'a')?.getSnapshot().value).toBe('hiding');
    expect(selectToastActor(actor.getSnapshot(), 'b')?.getSnapshot().value).toBe('shown');
    expect(ids()).toEqual(['a', 'b', 'c']);

    // Once a and c have left, d takes a free place.
    clock.increment(300);
    expect(ids()).toEqual(['b', 'd']);
    expect(selectQueuedCount(actor.getSnapshot())).toBe(0);

    // b hides at 5000 ms and leaves 300 ms later; d hides 3000 ms after it appeared at 3300.
    // (The simulated clock runs timers only at the times it is moved to, so it moves in steps.)
    clock.increment(1700);
    expect(selectToastActor(actor.getSnapshot(), 'b')?.getSnapshot().value).toBe('hiding');
    clock.increment(300);
    expect(ids()).toEqual(['d']);
    clock.increment(999);
    expect(selectToastActor(actor.getSnapshot(), 'd')?.getSnapshot().value).toBe('shown');
    clock.increment(1);
    clock.increment(300);
    expect(ids()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
