import type { SnapshotFrom } from 'xstate';
import type { LiveRanking } from '../src/domain/ranking.ts';
import type { liveRankingMachine } from './live-ranking.machine.ts';

type LiveRankingSnapshot = SnapshotFrom<typeof liveRankingMachine>;

/** Everything the ranking's view needs. */
export interface LiveRankingApi {
  /** For `data-state`: waiting for the first push, or live. */
  state: 'waiting' | 'live';
  /** The ranking the stream socket last pushed, once live. */
  ranking: LiveRanking | undefined;
}

/** The ranking's view API, read from its snapshot's tags. */
export function connectLiveRanking(s: LiveRankingSnapshot): LiveRankingApi {
  const live = s.hasTag('live');
  return { state: live ? 'live' : 'waiting', ranking: live ? s.context.ranking : undefined };
}
