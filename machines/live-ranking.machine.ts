import { assign, fromCallback, setup } from 'xstate';
import type { LiveRanking } from '../src/domain/ranking.ts';

/** The activity whose ranking is followed. */
export interface LiveRankingInput {
  activityId: number;
}

/** The ranking's memory: the activity, its last pushed ranking, and whether it has ended. */
export interface LiveRankingContext extends LiveRankingInput {
  ranking: LiveRanking | undefined;
  /** The activity has ended: the next standings are its final ones. */
  ended: boolean;
}

export type LiveRankingEvent =
  /** A stream push: the activity's live ranking (SPEC §7 `/v1/stream`). */
  | { type: 'ranking.update'; ranking: LiveRanking }
  /** The activity has ended (its stage is FINISHED): its standings no longer move. */
  | { type: 'ranking.end' };

/**
 * The live ranking of a competition or team activity, followed on the stream socket while the
 * activity runs: the activity spawns it while its detail is ranked. Once the activity has ended
 * the last standings are its final ones: they stay shown and the feed is closed, since an ended
 * ranking pushed every second is a socket held open for nothing (use pass 2, finding 9).
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
    markEnded: assign({ ended: true }),
  },
  guards: {
    hasEnded: ({ context }) => context.ended,
    hasRanking: ({ context }) => context.ranking !== undefined,
  },
}).createMachine({
  id: 'liveRanking',
  description:
    'A live ranking, subscribed on the stream socket until the activity ends; then its final standings.',
  context: ({ input }) => ({ activityId: input.activityId, ranking: undefined, ended: false }),
  initial: 'following',
  states: {
    following: {
      description: 'The stream socket is open and its pushes replace the ranking shown.',
      invoke: {
        id: 'rankingFeed',
        src: 'rankingFeed',
        input: ({ context }) => ({ activityId: context.activityId }),
      },
      initial: 'waiting',
      on: {
        'ranking.update': [
          {
            // An ended activity's first standings (a page opened after the end) are final.
            guard: 'hasEnded',
            target: 'final',
            actions: { type: 'storeRanking', params: ({ event }) => ({ ranking: event.ranking }) },
          },
          {
            target: '.live',
            actions: { type: 'storeRanking', params: ({ event }) => ({ ranking: event.ranking }) },
          },
        ],
        'ranking.end': [
          { guard: 'hasRanking', target: 'final', actions: 'markEnded' },
          // Nothing to show yet: the feed stays open for the one push of the final standings.
          { actions: 'markEnded' },
        ],
      },
      states: {
        waiting: { description: 'Waits for the first ranking.', tags: ['waiting'] },
        live: { description: 'Shows the ranking; each push replaces it.', tags: ['live'] },
      },
    },
    final: {
      description: 'The activity has ended: its last standings stay shown and the feed is closed.',
      tags: ['final'],
    },
  },
});
