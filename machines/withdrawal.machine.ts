import { assign, fromPromise, setup } from 'xstate';
import type { ActivityStage } from '../src/domain/activity.ts';
import { isWithdrawOpen, withdrawIdempotencyKey } from '../src/domain/beginner.ts';
import { type Failure, failureCode, toFailure } from '../src/domain/codes.ts';

/** The enrolment to withdraw, as enrolment hands it over while the user is enrolled. */
export interface WithdrawalInput {
  activityId: number;
  stage: ActivityStage;
  /** The enrolment's attempt number: the withdrawal's idempotency key names it. */
  attempt: number;
}

/** The call's input: the same key for a retry whose first answer was lost. */
export interface WithdrawRequest {
  activityId: number;
  idempotencyKey: string;
}

/** The withdrawal's memory: its refusal or failure. */
export interface WithdrawalContext extends WithdrawalInput {
  /** The refusal's code and the exchange's words, shown inline. */
  refusal: { code: string | undefined; message: string | undefined } | undefined;
  failure: Failure | undefined;
}

/** What the view sends. */
export type WithdrawalEvent =
  | { type: 'withdrawal.start' }
  | { type: 'withdrawal.confirm' }
  | { type: 'withdrawal.cancel' }
  | { type: 'withdrawal.retry' };

/** The exchange's words of a refusal (the 51020 tip says which rule stood in the way). */
const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : undefined;

/**
 * Withdrawing an enrolment (general/backApply): asked for, confirmed in a dialog, then sent.
 * The exchange allows it until the activity ends and while no task is completed; a refusal
 * keeps its reason inline and the user stays enrolled. Done means withdrawn.
 */
export const enrolmentWithdrawalMachine = setup({
  types: {
    input: {} as WithdrawalInput,
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    /** general/backApply. */
    withdrawEnrolment: fromPromise<void, WithdrawRequest>(async () => {
      throw new Error('withdrawEnrolment is provided by the composition root');
    }),
  },
  actions: {
    keepRefusal: assign((_, params: { error: unknown }) => ({
      refusal: { code: failureCode(params.error), message: messageOf(params.error) },
      failure: undefined,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailure(params.error),
      refusal: undefined,
    })),
  },
  guards: {
    isOpen: ({ context }) => isWithdrawOpen(context.stage),
    isRefusal: (_, params: { error: unknown }) => toFailure(params.error).kind === 'code',
  },
}).createMachine({
  id: 'withdrawal',
  description: 'Withdrawing an enrolment: confirmed first, refused where the rules say no.',
  context: ({ input }) => ({ ...input, refusal: undefined, failure: undefined }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Enrolled; withdrawing is offered until the activity ends.',
      tags: ['idle'],
      on: { 'withdrawal.start': { guard: 'isOpen', target: 'confirming' } },
    },
    confirming: {
      description: 'The dialog asks "Withdraw your enrolment?".',
      tags: ['confirming'],
      on: { 'withdrawal.confirm': 'withdrawing', 'withdrawal.cancel': 'idle' },
    },
    withdrawing: {
      description: 'Sends general/backApply; a retry sends the same idempotency key.',
      tags: ['withdrawing'],
      invoke: {
        id: 'withdrawEnrolment',
        src: 'withdrawEnrolment',
        input: ({ context }) => ({
          activityId: context.activityId,
          idempotencyKey: withdrawIdempotencyKey(context.activityId, context.attempt),
        }),
        onDone: 'withdrawn',
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    refused: {
      description: 'The exchange said no (e.g. a task is completed); the reason stays shown.',
      tags: ['refused'],
    },
    failed: {
      description: 'No answer; a retry is offered, or the user keeps the enrolment.',
      tags: ['failed'],
      on: { 'withdrawal.retry': 'withdrawing', 'withdrawal.cancel': 'idle' },
    },
    withdrawn: {
      description: 'Withdrawn: enrolment shows the user as not enrolled.',
      tags: ['withdrawn'],
      type: 'final',
    },
  },
});
