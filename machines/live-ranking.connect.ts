import type { SnapshotFrom } from 'xstate';
import type { LiveRanking } from '../src/domain/ranking.ts';
import type { liveRankingMachine } from './live-ranking.machine.ts';

type LiveRankingSnapshot = SnapshotFrom<typeof liveRankingMachine>;

/** Everything the ranking's view needs. */
export interface LiveRankingApi {
  /** For `data-state`: waiting for the first push, live, or final once the activity ended. */
  state: 'waiting' | 'live' | 'final';
  /** The ranking the stream socket last pushed, once live (or final). */
  ranking: LiveRanking | undefined;
}

/** The ranking's view API, read from its snapshot's tags. */
export function connectLiveRanking(s: LiveRankingSnapshot): LiveRankingApi {
  const state = s.hasTag('final') ? 'final' : s.hasTag('live') ? 'live' : 'waiting';
  return { state, ranking: state === 'waiting' ? undefined : s.context.ranking };
}
