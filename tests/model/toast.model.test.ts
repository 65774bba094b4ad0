import { expect, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type ToastEvent, toastMachine } from '../../machines/toast.machine.ts';
import { TOAST_INPUTS, toastModel } from './models/toast.model.ts';
import { selectToastMode, selectToastPhase } from './models/toast.selectors.ts';
import { describePaths } from './support.ts';

/** SPEC §4, §9: 3000 ms unless the notification names a positive time of its own. */
const expectedDuration = (durationMs: number | undefined) =>
  durationMs !== undefined && durationMs > 0 ? durationMs : 3000;

describePaths('toast', toastModel, TOAST_INPUTS, async (path, input) => {
  const clock = new SimulatedClock();
  const onConfirm = vi.fn((_: { id: string }) => {});
  const actor = createActor(
    toastMachine.provide({ actions: { onConfirm: (_, p) => onConfirm(p) } }),
    { input, clock },
  ).start();
  const snapshot = () => actor.getSnapshot();

  await path.test({
    states: {
      shown: () => {
        expect(selectToastPhase(snapshot())).toBe('shown');
        expect(selectToastMode(snapshot())).toBe(input.mode);
      },
      hiding: () => expect(selectToastPhase(snapshot())).toBe('hiding'),
      gone: () => {
        expect(snapshot().status).toBe('done');
        expect(snapshot().output).toEqual({ id: input.id });
      },
    },
    events: {
      'notify.close': ({ event }) => {
        actor.send(event as ToastEvent);
        expect(onConfirm).not.toHaveBeenCalled();
      },
      'notify.confirm': ({ event }) => {
        actor.send(event as ToastEvent);
        expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ id: input.id });
      },
      'xstate.after.notificationAutoHide.toast.shown': () => {
        clock.increment(expectedDuration(input.durationMs) - 1);
        expect(snapshot().value).toBe('shown');
        clock.increment(1);
        expect(snapshot().value).toBe('hiding');
        expect(onConfirm).not.toHaveBeenCalled();
      },
      'xstate.after.toastLeave.toast.hiding': () => {
        clock.increment(299);
        expect(snapshot().value).toBe('hiding');
        clock.increment(1);
      },
    },
  });
  expect(snapshot().value).toEqual(path.state.value);
  expect(snapshot().context).toEqual(path.state.context);
});
