import { assign, fromCallback, setup } from 'xstate';
import type { LiveRanking } from '../src/domain/ranking.ts';

/** The activity whose ranking is followed. */
export interface LiveRankingInput {
  activityId: number;
}

/** The ranking's memory: the activity and its last pushed ranking. */
export interface LiveRankingContext extends LiveRankingInput {
  ranking: LiveRanking | undefined;
}

/** A stream push: the activity's live ranking (SPEC §7 `/v1/stream`). */
export type LiveRankingEvent = { type: 'ranking.update'; ranking: LiveRanking };

/**
 * The live ranking of a competition or team activity, followed on the stream socket for as
 * long as the actor runs: the activity spawns it while its detail is ranked.
 */
export const liveRankingMachine = setup({
  types: {
    input: {} as LiveRankingInput,
    context: {} as LiveRankingContext,
    events: {} as LiveRankingEvent,
  },
  actors: {
    /**
     * Opens the stream socket (SPEC §7 `/v1/stream`), subscribes to the activity's live ranking
     * and sends `ranking.update` for each push, while the ranking is followed.
     */
    rankingFeed: fromCallback<LiveRankingEvent, LiveRankingInput>(() => () => {}),
  },
  actions: {
    storeRanking: assign((_, params: { ranking: LiveRanking }) => ({ ranking: params.ranking })),
  },
}).createMachine({
  id: 'liveRanking',
  description: 'A live ranking, subscribed on the stream socket while the actor runs.',
  context: ({ input }) => ({ activityId: input.activityId, ranking: undefined }),
  invoke: {
    id: 'rankingFeed',
    src: 'rankingFeed',
    input: ({ context }) => ({ activityId: context.activityId }),
  },
  initial: 'waiting',
  on: {
    'ranking.update': {
      target: '.live',
      actions: { type: 'storeRanking', params: ({ event }) => ({ ranking: event.ranking }) },
    },
  },
  states: {
    waiting: { description: 'Waits for the first ranking.', tags: ['waiting'] },
    live: { description: 'Shows the ranking; each push replaces it.', tags: ['live'] },
  },
});
