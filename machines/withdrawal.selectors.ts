import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { enrolmentWithdrawalMachine } from './withdrawal.machine.ts';

type WithdrawalSnapshot = SnapshotFrom<typeof enrolmentWithdrawalMachine>;

/** The withdrawal actor of an enrolment. */
export type WithdrawalRef = ActorRefFrom<typeof enrolmentWithdrawalMachine>;

/** Offered until the activity ends; the machine's guard decides. */
export const selectCanWithdraw = (s: WithdrawalSnapshot): boolean =>
  s.can({ type: 'withdrawal.start' });

/** The refusal's code and the exchange's words, while refused. */
export const selectWithdrawalRefusal = (
  s: WithdrawalSnapshot,
): { code: string | undefined; message: string | undefined } | undefined =>
  s.hasTag('refused') ? s.context.refusal : undefined;

/** Why the call got no answer, while failed. */
export const selectWithdrawalFailure = (s: WithdrawalSnapshot): Failure | undefined =>
  s.hasTag('failed') ? s.context.failure : undefined;
