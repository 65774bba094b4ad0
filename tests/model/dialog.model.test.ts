import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, SimulatedClock } from 'xstate';
import { type DialogRequest, dialogMachine } from '../../machines/dialog.machine.ts';
import {
  DIALOG_STATE,
  selectCountdownEnded,
  selectCountdownHms,
  selectDialogState,
  selectDialogText,
  selectDialogView,
  selectSecondsLeft,
} from '../../machines/dialog.selectors.ts';
import { formatHms } from '../../src/domain/time.ts';
import { type DialogModelEvent, dialogModel } from './models/dialog.model.ts';

type Payload<T extends DialogModelEvent['type']> = Extract<DialogModelEvent, { type: T }>;

function startDialog() {
  const clock = new SimulatedClock();
  const tickers: Array<{ until: number; sendBack: (e: AnyEventObject) => void }> = [];
  let running = 0;
  const onConfirm = vi.fn((_: { requestId: string }) => {});
  const onCancel = vi.fn((_: { requestId: string }) => {});
  const actor = createActor(
    dialogMachine.provide({
      actors: {
        ticker: fromCallback(({ input, sendBack }) => {
          tickers.push({ until: input.until, sendBack });
          running += 1;
          return () => {
            running -= 1;
          };
        }),
      },
      actions: {
        onConfirm: (_, params) => onConfirm(params),
        onCancel: (_, params) => onCancel(params),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, tickers, onConfirm, onCancel, running: () => running };
}

describe('dialog paths', () => {
  for (const path of dialogModel.getShortestPaths()) {
    it(path.description, async () => {
      const { actor, clock, tickers, onConfirm, onCancel, running } = startDialog();
      const snapshot = () => actor.getSnapshot();
      const request = () => snapshot().context.request as DialogRequest;

      await path.test({
        states: {
          closed: () => {
            expect(snapshot().context.request).toBeUndefined();
            expect(selectDialogView(snapshot())).toBe('closed');
            expect(selectDialogState(snapshot())).toBe(DIALOG_STATE.NONE);
            expect(running()).toBe(0);
          },
          'open.success': () => {
            const left = selectSecondsLeft(snapshot());
            expect(request().kind).toBe('success');
            expect(left).toBeGreaterThanOrEqual(1);
            expect(left).toBeLessThanOrEqual(5);
            expect(selectDialogState(snapshot())).toBe(DIALOG_STATE.REGISTERED);
          },
          'open.notice': () => {
            expect(['error', 'dangerous']).toContain(request().kind);
            expect(selectDialogState(snapshot())).toBe(DIALOG_STATE.ERROR);
            // Views show translation keys with their values, never text from the machine.
            expect(selectDialogText(snapshot())).toEqual({
              titleKey: 'dialog.title',
              messageKey: 'dialog.message',
              params: { amount: '5' },
            });
          },
          'open.confirming': () => {
            expect(request().kind).toBe('confirm');
            expect(selectDialogState(snapshot())).toBe(DIALOG_STATE.SWITCH);
          },
          'open.countdown.running': () => {
            const r = request();
            if (r.kind !== 'countdown') throw new Error('a countdown request');
            expect(running()).toBe(1);
            expect(tickers.at(-1)?.until).toBe(r.until);
            expect(selectCountdownHms(snapshot())).toBe(
              formatHms(r.until - snapshot().context.now),
            );
            expect(selectCountdownEnded(snapshot())).toBe(false);
          },
          'open.countdown.ended': () => {
            expect(running()).toBe(0);
            expect(selectCountdownHms(snapshot())).toBe('00:00:00');
            expect(selectCountdownEnded(snapshot())).toBe(true);
            expect(selectDialogView(snapshot())).toBe('countdown');
          },
        },
        events: {
          'dialog.open': ({ event }) => {
            const e = event as Payload<'dialog.open'>;
            const previous = snapshot().context.request;
            const cancelled = onCancel.mock.calls.length;
            actor.send(e);
            expect(request().requestId).toBe(e.requestId);
            // A question replaced before it was answered is cancelled for its opener.
            if (previous?.kind === 'confirm') {
              expect(onCancel).toHaveBeenLastCalledWith({ requestId: previous.requestId });
            } else {
              expect(onCancel.mock.calls.length).toBe(cancelled);
            }
            if (e.kind === 'success') expect(selectSecondsLeft(snapshot())).toBe(5);
          },
          'dialog.confirm': ({ event }) => {
            const id = request().requestId;
            actor.send(event as Payload<'dialog.confirm'>);
            expect(onConfirm).toHaveBeenLastCalledWith({ requestId: id });
            expect(onCancel).not.toHaveBeenCalledWith({ requestId: id });
          },
          'dialog.cancel': ({ event }) => {
            const id = request().requestId;
            actor.send(event as Payload<'dialog.cancel'>);
            expect(onCancel).toHaveBeenLastCalledWith({ requestId: id });
            expect(onConfirm).not.toHaveBeenCalled();
          },
          'dialog.close': ({ event }) => {
            const r = request();
            const cancelled = onCancel.mock.calls.length;
            actor.send(event as Payload<'dialog.close'>);
            expect(onCancel.mock.calls.length - cancelled).toBe(r.kind === 'confirm' ? 1 : 0);
          },
          'dialog.tick': ({ event }) => {
            tickers.at(-1)?.sendBack(event as Payload<'dialog.tick'>);
            expect(snapshot().context.now).toBe((event as Payload<'dialog.tick'>).now);
          },
          'xstate.after.successTick.dialog.open.success': () => {
            // SPEC §4: one second per step, from 5 down to 1, then closed.
            const left = snapshot().context.secondsLeft;
            clock.increment(999);
            expect(selectSecondsLeft(snapshot())).toBe(left);
            clock.increment(1);
            if (left > 1) expect(selectSecondsLeft(snapshot())).toBe(left - 1);
            else expect(snapshot().matches('closed')).toBe(true);
          },
        },
      });
      expect(snapshot().value).toEqual(path.state.value);
      expect(snapshot().context).toEqual(path.state.context);
    });
  }
});

describe('success dialog (SPEC §9)', () => {
  it('shows 5, 4, 3, 2, 1 and closes itself 5 s after it opened', () => {
    const { actor, clock } = startDialog();
    actor.send({
      type: 'dialog.open',
      requestId: 'applied',
      kind: 'success',
      titleKey: 'apply.success',
      messageKey: 'apply.success',
    });
    const seen: Array<number | undefined> = [];
    for (let second = 0; second < 5; second++) {
      seen.push(selectSecondsLeft(actor.getSnapshot()));
      clock.increment(1000);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
