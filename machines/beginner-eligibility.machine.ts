import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import type { BeginnerEligibility } from '../src/domain/enrolment-answers.ts';

/** Which newcomer event, and whether the answer is for an account or for a visitor. */
export interface BeginnerEligibilityInput {
  activityId: number;
  loggedIn: boolean;
}

/** The answer, or why there is none. */
export interface BeginnerEligibilityContext extends BeginnerEligibilityInput {
  eligibility: BeginnerEligibility | undefined;
  failure: Failure | undefined;
}

/** What the view sends. */
export type BeginnerEligibilityEvent = { type: 'eligibility.retry' };

/**
 * Whether the newcomer event would take this account (general/beginner/eligible) or an account
 * a visitor registers now (general/beginner/noLoginEligible), asked before enrolment so that
 * a visitor knows signing up is worth it and an old account learns why it cannot join.
 */
export const beginnerEligibilityMachine = setup({
  types: {
    input: {} as BeginnerEligibilityInput,
    context: {} as BeginnerEligibilityContext,
    events: {} as BeginnerEligibilityEvent,
  },
  actors: {
    /** beginner/eligible for an account, beginner/noLoginEligible for a visitor. */
    loadEligibility: fromPromise<BeginnerEligibility, BeginnerEligibilityInput>(async () => {
      throw new Error('loadEligibility is provided by the composition root');
    }),
  },
  actions: {
    storeEligibility: assign((_, params: { eligibility: BeginnerEligibility }) => ({
      eligibility: params.eligibility,
      failure: undefined,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    isEligible: (_, params: { eligibility: BeginnerEligibility }) => params.eligibility.eligible,
  },
}).createMachine({
  id: 'beginnerEligibility',
  description: 'Whether the newcomer event would take this account, asked before enrolment.',
  context: ({ input }) => ({ ...input, eligibility: undefined, failure: undefined }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Asks the exchange whether the account (or a new one) qualifies.',
      tags: ['checking'],
      invoke: {
        id: 'loadEligibility',
        src: 'loadEligibility',
        input: ({ context }) => ({ activityId: context.activityId, loggedIn: context.loggedIn }),
        onDone: [
          {
            guard: { type: 'isEligible', params: ({ event }) => ({ eligibility: event.output }) },
            target: 'eligible',
            actions: {
              type: 'storeEligibility',
              params: ({ event }) => ({ eligibility: event.output }),
            },
          },
          {
            target: 'notEligible',
            actions: {
              type: 'storeEligibility',
              params: ({ event }) => ({ eligibility: event.output }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    eligible: {
      description: 'The account (or a new one, for a visitor) qualifies.',
      tags: ['eligible'],
    },
    notEligible: {
      description: 'It does not qualify; the reasons are shown.',
      tags: ['notEligible'],
    },
    failed: {
      description: 'No answer; a retry asks again.',
      tags: ['failed'],
      on: { 'eligibility.retry': 'checking' },
    },
  },
});
