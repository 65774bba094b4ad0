import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  enrolmentWithdrawalMachine,
  type WithdrawRequest,
} from '../../machines/withdrawal.machine.ts';
import {
  selectCanWithdraw,
  selectIsConfirming,
  selectWithdrawalFailure,
  selectWithdrawalRefusal,
} from '../../machines/withdrawal.selectors.ts';
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
        let callsAtStart = 0;
        await path.test({
          states: {
            idle: () => {
              // Offered until the activity ends; nothing is sent before the dialog's yes.
              expect(selectCanWithdraw(snap())).toBe(input.stage !== 'FINISHED');
              expect(selectIsConfirming(snap())).toBe(false);
            },
            confirming: () => {
              expect(selectIsConfirming(snap())).toBe(true);
              expect(withdraw).toHaveBeenCalledTimes(callsAtStart);
            },
            withdrawing: () => {
              // A retry is the same request: the key names the enrolment's attempt.
              for (const [call] of withdraw.mock.calls) {
                expect(call).toEqual({
                  activityId: WITHDRAW_ACTIVITY_ID,
                  idempotencyKey: `withdraw:${WITHDRAW_ACTIVITY_ID}:${input.attempt}`,
                });
              }
            },
            refused: () => {
              expect(selectWithdrawalRefusal(snap())).toEqual({
                code: '51020',
                message: TASK_DONE_TIP,
              });
              expect(selectCanWithdraw(snap())).toBe(false);
            },
            failed: () => expect(selectWithdrawalFailure(snap())).toEqual({ kind: 'network' }),
            withdrawn: () => expect(snap().status).toBe('done'),
          },
          events: {
            'withdrawal.start': () => {
              callsAtStart = withdraw.mock.calls.length;
              actor.send({ type: 'withdrawal.start' });
            },
            'withdrawal.confirm': () => actor.send({ type: 'withdrawal.confirm' }),
            'withdrawal.cancel': () => actor.send({ type: 'withdrawal.cancel' }),
            'withdrawal.retry': () => actor.send({ type: 'withdrawal.retry' }),
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
