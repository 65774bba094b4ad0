/**
 * Live rankings of competitions and team activities, pushed on the stream websocket (SPEC §7
 * `/v1/stream`). The protocol is ours (the spec names the socket, not its messages): a client
 * subscribes with `{ op: 'subscribe', channel: 'ranking', activityId }` and receives
 * `{ channel: 'ranking', data: LiveRanking }` at once and then every second.
 */

/** Competitions and team activities rank traders by volume: PersonalTrading, TeamTrading, TeamChallenge. */
export const RANKED_ACTIVITY_TYPES: readonly number[] = [2, 8, 13];

/** How many places a live ranking shows. */
export const RANKING_SIZE = 10;

/** One place of a ranking; the name is masked by the exchange (`Ada***`). */
export interface RankingEntry {
  rank: number;
  name: string;
  /** Trading volume in USDT, a decimal string. */
  volume: string;
  /** The subscriber's own place, when they are in the top places. */
  self?: boolean;
}

/** A ranking as the stream pushes it. */
export interface LiveRanking {
  activityId: number;
  /** The exchange's time of the ranking, epoch ms. */
  updatedAt: number;
  /** How many traders are ranked in all. */
  ranked: number;
  entries: RankingEntry[];
}

/** Whether the activity's page follows a live ranking on the stream socket. */
export function hasLiveRanking(activityType: number): boolean {
  return RANKED_ACTIVITY_TYPES.includes(activityType);
}

/** The subscription a client sends on the stream socket. */
export function rankingSubscription(activityId: number): string {
  return JSON.stringify({ op: 'subscribe', channel: 'ranking', activityId });
}

/** A login name as rankings show it: its first three characters and `***`. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  return `${chars.slice(0, 3).join('')}***`;
}
