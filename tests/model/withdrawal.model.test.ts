import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectWithdrawal } from '../../machines/withdrawal.connect.ts';
import {
  enrolmentWithdrawalMachine,
  type WithdrawRequest,
} from '../../machines/withdrawal.machine.ts';
import {
  TASK_DONE_TIP,
  WITHDRAW_ACTIVITY_ID,
  WITHDRAW_DONE,
  WITHDRAW_ERROR,
  type WithdrawalModelEvent,
  withdrawalInputs,
  withdrawalModel,
} from './models/withdrawal.model.ts';
import { deferred, flush } from './support.ts';

for (const { name, input } of withdrawalInputs) {
  describe(`withdrawal paths: ${name}`, () => {
    for (const path of withdrawalModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let answer = deferred<void>();
        const withdraw = vi.fn((_: WithdrawRequest) => {
          answer = deferred<void>();
          return answer.promise;
        });
        const actor = createActor(
          enrolmentWithdrawalMachine.provide({
            actors: { withdrawEnrolment: fromPromise(({ input: i }) => withdraw(i)) },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();
        // The view's API: its handlers drive the paths, so a handler sending the wrong event fails.
        const api = () => connectWithdrawal(snap(), actor.send);
        let callsAtStart = 0;
        await path.test({
          states: {
            idle: () => {
              // Offered until the activity ends; nothing is sent before the dialog's yes.
              expect(api().state).toBe('idle');
              expect(api().canStart).toBe(input.stage !== 'FINISHED');
              expect(api().confirming).toBe(false);
            },
            confirming: () => {
              expect(api().state).toBe('confirming');
              expect(api().confirming).toBe(true);
              expect(api().canStart).toBe(false);
              expect(withdraw).toHaveBeenCalledTimes(callsAtStart);
            },
            withdrawing: () => {
              expect(api().state).toBe('withdrawing');
              expect(api().withdrawing).toBe(true);
              expect(api().confirming).toBe(false);
              // A retry is the same request: the key names the enrolment's attempt.
              for (const [call] of withdraw.mock.calls) {
                expect(call).toEqual({
                  activityId: WITHDRAW_ACTIVITY_ID,
                  idempotencyKey: `withdraw:${WITHDRAW_ACTIVITY_ID}:${input.attempt}`,
                });
              }
            },
            refused: () => {
              expect(api().state).toBe('refused');
              expect(api().refusal).toEqual({ code: '51020', message: TASK_DONE_TIP });
              expect(api().failure).toBeUndefined();
              expect(api().canStart).toBe(false);
            },
            failed: () => {
              expect(api().state).toBe('failed');
              expect(api().failure).toEqual({ kind: 'network' });
              expect(api().refusal).toBeUndefined();
              expect(api().canRetry).toBe(true);
            },
            withdrawn: () => {
              expect(snap().status).toBe('done');
              expect(api().state).toBe('withdrawn');
            },
          },
          events: {
            'withdrawal.start': () => {
              callsAtStart = withdraw.mock.calls.length;
              api().start();
            },
            'withdrawal.confirm': () => api().confirm(),
            'withdrawal.cancel': () => api().cancel(),
            'withdrawal.retry': () => api().retry(),
            [WITHDRAW_DONE]: async () => {
              answer.resolve();
              await flush();
            },
            [WITHDRAW_ERROR]: async ({ event }) => {
              answer.reject(
                (event as Extract<WithdrawalModelEvent, { type: typeof WITHDRAW_ERROR }>).error,
              );
              await flush();
            },
          },
        });
        expect(snap().value).toEqual(path.state.value);
      });
    }
  });
}
