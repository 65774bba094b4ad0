import type { ActivityContext } from './activity.types.ts';
import { childWhile } from './child-region.ts';

/**
 * The activity's `ranking` region: the live ranking of a competition or team activity, its own
 * actor on the stream socket while the detail is ranked. Once the activity has ended
 * (`activity.ended`, raised at the end and on a page opened after it) the ranking is told its
 * standings are final: it keeps them shown and closes its socket (use pass 2, finding 9). The
 * activity machine names `liveRanking`, `hasLiveRanking` and `endRanking` in its setup().
 */
export const activityRankingRegion = childWhile({
  reload: 'activity.detailReloaded',
  description: 'The live ranking of a competition or team activity, on the stream socket.',
  decides: 'Competitions and team activities with a featured pair are ranked.',
  guard: 'hasLiveRanking',
  none: 'No ranking for this activity.',
  run: 'following',
  running: {
    description: 'The ranking actor follows the stream until the activity ends.',
    on: { 'activity.ended': { actions: 'endRanking' } },
    invoke: {
      id: 'liveRanking',
      src: 'liveRanking',
      input: ({ context }: { context: ActivityContext }) => ({
        activityId: context.detail?.activityId ?? 0,
      }),
    },
  } as const,
});
