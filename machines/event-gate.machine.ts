import { assign, fromPromise, setup } from 'xstate';
import type { ActivityVariant } from '../src/domain/activity-enrolment.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import type { EventIntroduction } from '../src/domain/event-page.ts';

/** The activity the gate is about, and which calls its page uses. */
export interface EventGateInput {
  activityId: number;
  variant: ActivityVariant;
}

/** What the exchange said about showing the activity, and its /events introduction. */
export interface EventGateContext {
  activityId: number;
  variant: ActivityVariant;
  introduction: EventIntroduction | undefined;
  visibilityFailure: Failure | undefined;
  introFailure: Failure | undefined;
}

/** Retries of the two calls that can fail. */
export type EventGateEvent = { type: 'visibility.retry' } | { type: 'intro.retry' };

/**
 * What surrounds an activity's detail: whether the exchange shows it to this user at all
 * (checkShowActivity: a region may exclude it, an activity ended long ago is withdrawn), and
 * on /events paths the campaign manager's introduction and page furniture (getAlias,
 * introduce, customized/baseInfo).
 */
export const eventGateMachine = setup({
  types: {
    input: {} as EventGateInput,
    context: {} as EventGateContext,
    events: {} as EventGateEvent,
  },
  actors: {
    /** checkShowActivity: true when the exchange shows the activity to this viewer. */
    checkShown: fromPromise<boolean, { activityId: number }>(async () => {
      throw new Error('checkShown is provided by the composition root');
    }),
    /** getAlias, introduce and customized/baseInfo of one activity. */
    loadIntroduction: fromPromise<EventIntroduction, { activityId: number }>(async () => {
      throw new Error('loadIntroduction is provided by the composition root');
    }),
  },
  actions: {
    clearVisibilityFailure: assign({ visibilityFailure: undefined }),
    keepVisibilityFailure: assign((_, params: { error: unknown }) => ({
      visibilityFailure: toFailure(params.error),
    })),
    storeIntroduction: assign((_, params: { introduction: EventIntroduction }) => ({
      introduction: params.introduction,
      introFailure: undefined,
    })),
    keepIntroFailure: assign((_, params: { error: unknown }) => ({
      introFailure: toFailure(params.error),
    })),
  },
  guards: {
    isGeneral: ({ context }) => context.variant === 'general',
  },
}).createMachine({
  id: 'eventGate',
  description: 'Whether the activity is shown to this viewer, and its /events introduction.',
  context: ({ input }) => ({
    activityId: input.activityId,
    variant: input.variant,
    introduction: undefined,
    visibilityFailure: undefined,
    introFailure: undefined,
  }),
  type: 'parallel',
  states: {
    visibility: {
      description: 'Asks the exchange whether this viewer may see the activity.',
      initial: 'checking',
      states: {
        checking: {
          description: 'checkShowActivity is on its way; the page holds its content back.',
          tags: ['visibility.checking'],
          invoke: {
            id: 'checkShown',
            src: 'checkShown',
            input: ({ context }) => ({ activityId: context.activityId }),
            onDone: [
              {
                guard: ({ event }) => event.output,
                target: 'shown',
                actions: 'clearVisibilityFailure',
              },
              { target: 'hidden', actions: 'clearVisibilityFailure' },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'keepVisibilityFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        shown: {
          description: 'The exchange shows the activity: its content is drawn.',
          tags: ['visibility.shown'],
        },
        hidden: {
          description:
            'The exchange does not show the activity to this viewer: the page says why instead.',
          tags: ['visibility.hidden'],
        },
        failed: {
          description: 'The check failed; the page says so and offers a retry.',
          tags: ['visibility.failed'],
          on: { 'visibility.retry': 'checking' },
        },
      },
    },
    intro: {
      description: 'The introduction of an /events page; other paths have none.',
      initial: 'routing',
      states: {
        routing: {
          description: '/events paths (the general variant) are introduced; others are not.',
          always: [{ guard: 'isGeneral', target: 'loading' }, { target: 'none' }],
        },
        none: {
          description: 'Not an /events page: no introduction.',
          tags: ['intro.none'],
        },
        loading: {
          description: 'Loads the alias, the introduction and the page furniture.',
          tags: ['intro.loading'],
          invoke: {
            id: 'loadIntroduction',
            src: 'loadIntroduction',
            input: ({ context }) => ({ activityId: context.activityId }),
            onDone: {
              target: 'shown',
              actions: {
                type: 'storeIntroduction',
                params: ({ event }) => ({ introduction: event.output }),
              },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'keepIntroFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        shown: {
          description: 'The introduction and the campaign’s colours are shown.',
          tags: ['intro.shown'],
        },
        failed: {
          description: 'The introduction could not be loaded; a retry is offered.',
          tags: ['intro.failed'],
          on: { 'intro.retry': 'loading' },
        },
      },
    },
  },
});
