import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import type { ActivityAlias } from '../src/domain/enrolment-answers.ts';

/** The events index's memory: the aliases the exchange lists and shows to this viewer. */
export interface EventIndexContext {
  aliases: ActivityAlias[];
  failure: Failure | undefined;
}

/** The index's one event, a retry after a failed load: the list is read once per visit. */
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
  actions: {
    storeAliases: assign((_, aliases: ActivityAlias[]) => ({ aliases, failure: undefined })),
    /** A failed check shows no campaign rather than one the viewer may not see. */
    storeFailure: assign((_, params: { error: unknown }) => ({
      aliases: [],
      failure: toFailure(params.error),
    })),
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
      tags: ['loading'],
      invoke: {
        id: 'loadAliases',
        src: 'loadAliases',
        onDone: {
          target: 'checking',
          actions: { type: 'storeAliases', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checking: {
      description: 'Asks whether each campaign is shown to this viewer (checkShowActivity).',
      tags: ['loading'],
      invoke: {
        id: 'keepShown',
        src: 'keepShown',
        input: ({ context }) => ({ aliases: context.aliases }),
        onDone: {
          target: 'settled',
          actions: { type: 'storeAliases', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settled: {
      description: 'Decides between the list and the empty notice.',
      always: [{ guard: 'hasAliases', target: 'listed' }, { target: 'empty' }],
    },
    listed: {
      description: 'The campaigns are listed, each linking to its /events page.',
      tags: ['listed'],
    },
    empty: {
      description: 'No campaign is shown to this viewer; a link to the centre is.',
      tags: ['empty'],
    },
    failed: {
      description: 'The list could not be loaded; the reason and a retry are shown.',
      tags: ['failed'],
      on: { 'events.retry': 'loading' },
    },
  },
});
