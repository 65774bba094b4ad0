import type { SnapshotFrom } from 'xstate';
import {
  enrolmentWithdrawalMachine,
  type WithdrawalEvent,
  type WithdrawalInput,
} from '../../../machines/withdrawal.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const WITHDRAW_ACTIVITY_ID = 31;
export const WITHDRAW_DONE = 'xstate.done.actor.withdrawEnrolment';
export const WITHDRAW_ERROR = 'xstate.error.actor.withdrawEnrolment';
/** The exchange's words when a task is already completed. */
export const TASK_DONE_TIP =
  'a task is already completed: this enrolment can no longer be withdrawn';

export type WithdrawalModelEvent = WithdrawalEvent | InvokeSettled<'withdrawEnrolment', undefined>;

type Snapshot = SnapshotFrom<typeof enrolmentWithdrawalMachine>;

const OWN: WithdrawalEvent[] = [
  { type: 'withdrawal.start' },
  { type: 'withdrawal.confirm' },
  { type: 'withdrawal.cancel' },
  { type: 'withdrawal.retry' },
];

function eventsFor(s: Snapshot): WithdrawalModelEvent[] {
  const settled: WithdrawalModelEvent[] = s.matches('withdrawing')
    ? [
        { type: WITHDRAW_DONE, output: undefined },
        {
          type: WITHDRAW_ERROR,
          error: Object.assign(codeError('51020'), { message: TASK_DONE_TIP }),
        },
        { type: WITHDRAW_ERROR, error: networkError() },
      ]
    : [];
  return [...OWN.filter((e) => s.can(e)), ...settled];
}

export const withdrawalModel = machineModel<Snapshot, WithdrawalModelEvent>(
  enrolmentWithdrawalMachine,
  eventsFor,
);

export const withdrawalInputs: ReadonlyArray<{ name: string; input: WithdrawalInput }> = [
  {
    name: 'running',
    input: { activityId: WITHDRAW_ACTIVITY_ID, stage: 'IN_PROGRESS', attempt: 2 },
  },
  { name: 'ended', input: { activityId: WITHDRAW_ACTIVITY_ID, stage: 'FINISHED', attempt: 0 } },
];

export const withdrawalSpec: MachineModelSpec = {
  name: 'withdrawal',
  machine: enrolmentWithdrawalMachine,
  model: withdrawalModel,
  inputs: withdrawalInputs,
};
