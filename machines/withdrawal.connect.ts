import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import { stateFromTags } from './tag-state.ts';
import type { enrolmentWithdrawalMachine, WithdrawalEvent } from './withdrawal.machine.ts';
import {
  selectCanWithdraw,
  selectWithdrawalFailure,
  selectWithdrawalRefusal,
} from './withdrawal.selectors.ts';

type WithdrawalSnapshot = SnapshotFrom<typeof enrolmentWithdrawalMachine>;

/** Where a withdrawal stands, for `data-state`. */
export type WithdrawalState =
  | 'idle'
  | 'confirming'
  | 'withdrawing'
  | 'refused'
  | 'failed'
  | 'withdrawn';

const WITHDRAWAL_STATES: readonly WithdrawalState[] = [
  'confirming',
  'withdrawing',
  'refused',
  'failed',
  'withdrawn',
];

/** Everything the withdrawal button and its dialog need. */
export interface WithdrawalApi {
  state: WithdrawalState;
  /** The Withdraw button is shown exactly when the machine accepts it. */
  canStart: boolean;
  /** The dangerous confirmation dialog is open. */
  confirming: boolean;
  withdrawing: boolean;
  /** The refusal's code and the exchange's words, while refused. */
  refusal: { code: string | undefined; message: string | undefined } | undefined;
  failure: Failure | undefined;
  canRetry: boolean;
  start: () => void;
  confirm: () => void;
  cancel: () => void;
  retry: () => void;
}

/** The withdrawal's view API, read from its snapshot's tags. */
export function connectWithdrawal(
  s: WithdrawalSnapshot,
  send: (event: WithdrawalEvent) => void,
): WithdrawalApi {
  return {
    state: stateFromTags(s, WITHDRAWAL_STATES, 'idle'),
    canStart: selectCanWithdraw(s),
    confirming: s.hasTag('confirming'),
    withdrawing: s.hasTag('withdrawing'),
    refusal: selectWithdrawalRefusal(s),
    failure: selectWithdrawalFailure(s),
    canRetry: s.can({ type: 'withdrawal.retry' }),
    start: () => send({ type: 'withdrawal.start' }),
    confirm: () => send({ type: 'withdrawal.confirm' }),
    cancel: () => send({ type: 'withdrawal.cancel' }),
    retry: () => send({ type: 'withdrawal.retry' }),
  };
}
