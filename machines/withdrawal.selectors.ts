import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { enrolmentWithdrawalMachine } from './withdrawal.machine.ts';

type WithdrawalSnapshot = SnapshotFrom<typeof enrolmentWithdrawalMachine>;

/** The withdrawal actor of an enrolment. */
export type WithdrawalRef = ActorRefFrom<typeof enrolmentWithdrawalMachine>;

/** idle, confirming, withdrawing, refused, failed or withdrawn, for `data-state`. */
export const selectWithdrawalState = (s: WithdrawalSnapshot): string => String(s.value);

/** The Withdraw button is shown exactly when the machine accepts it. */
export const selectCanWithdraw = (s: WithdrawalSnapshot): boolean =>
  s.can({ type: 'withdrawal.start' });

/** The confirmation dialog is open. */
export const selectIsConfirming = (s: WithdrawalSnapshot): boolean => s.matches('confirming');

/** The refusal's code and the exchange's words, while refused. */
export const selectWithdrawalRefusal = (
  s: WithdrawalSnapshot,
): { code: string | undefined; message: string | undefined } | undefined =>
  s.matches('refused') ? s.context.refusal : undefined;

/** Why the call got no answer, while failed. */
export const selectWithdrawalFailure = (s: WithdrawalSnapshot): Failure | undefined =>
  s.matches('failed') ? s.context.failure : undefined;
