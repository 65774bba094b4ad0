import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import type { ActivityAlias } from '../src/domain/enrolment-answers.ts';

/** The events index's memory: the aliases the exchange lists and shows to this viewer. */
export interface EventIndexContext {
  aliases: ActivityAlias[];
  failure: Failure | undefined;
}

/** The index's retry. */
export type EventIndexEvent = { type: 'events.retry' };

/**
 * The /events index: every campaign the exchange names by alias (getAliasList), less those it
 * does not show to this viewer (checkShowActivity, one per alias), each linking to its page.
 */
export const eventIndexMachine = setup({
  types: {
    context: {} as EventIndexContext,
    events: {} as EventIndexEvent,
  },
  actors: {
    /** getAliasList. */
    loadAliases: fromPromise<ActivityAlias[]>(async () => {
      throw new Error('loadAliases is provided by the composition root');
    }),
    /** The aliases whose activity checkShowActivity shows, in their order. */
    keepShown: fromPromise<ActivityAlias[], { aliases: ActivityAlias[] }>(async () => {
      throw new Error('keepShown is provided by the composition root');
    }),
  },
  guards: {
    hasAliases: ({ context }) => context.aliases.length > 0,
  },
}).createMachine({
  id: 'eventIndex',
  description: 'The campaigns with an /events page, as this viewer may see them.',
  context: { aliases: [], failure: undefined },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the aliases (getAliasList); skeletons hold their place.',
      invoke: {
        id: 'loadAliases',
        src: 'loadAliases',
        onDone: { target: 'checking', actions: assign({ aliases: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    checking: {
      description: 'Asks whether each campaign is shown to this viewer (checkShowActivity).',
      invoke: {
        id: 'keepShown',
        src: 'keepShown',
        input: ({ context }) => ({ aliases: context.aliases }),
        onDone: {
          target: 'settled',
          actions: assign({ aliases: ({ event }) => event.output, failure: undefined }),
        },
        onError: {
          target: 'failed',
          actions: assign({ aliases: [], failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    settled: {
      description: 'Decides between the list and the empty notice.',
      always: [{ guard: 'hasAliases', target: 'listed' }, { target: 'empty' }],
    },
    listed: { description: 'The campaigns are listed, each linking to its /events page.' },
    empty: { description: 'No campaign is shown to this viewer; a link to the centre is.' },
    failed: {
      description: 'The list could not be loaded; the reason and a retry are shown.',
      on: { 'events.retry': 'loading' },
    },
  },
});
