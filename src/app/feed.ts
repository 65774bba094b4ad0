import type { Candle } from '../domain/market.ts';
import type { LiveRanking } from '../domain/ranking.ts';

/**
 * The messages of the app's websockets, by channel (sandbox/CONTROLS.md "Websockets"): the
 * socket actors publish, and effects that must react to a push subscribe for as long as the
 * state that invokes them lasts.
 */
export interface FeedMessages {
  clock: { now: number };
  welcome: { serverTime: number };
  ticker: { symbol: string; last: string; change24h: string; ts: number };
  'kline.1m': Candle & { symbol: string; ts: number };
  'task.progress': { activityId: number; taskId: number };
  'reward.granted': { activityId: number; rewardId: number };
  'message.new': { messageId: number };
  /** The stream socket's live ranking of an activity (src/domain/ranking.ts). */
  ranking: LiveRanking;
  /**
   * Not from a socket: a task claim on this page was granted (the app emits it), so views of
   * the same activity that count its rewards (the lottery's draws) read again.
   */
  'task.granted': { activityId: number; taskId: number };
}

export type FeedChannel = keyof FeedMessages;

export interface Feed {
  /** Parses one socket message and hands it to the channel's listeners. */
  publish(raw: string): void;
  /** Hands a message the app itself made to the channel's listeners. */
  emit<C extends FeedChannel>(channel: C, data: FeedMessages[C]): void;
  on<C extends FeedChannel>(channel: C, listener: (data: FeedMessages[C]) => void): () => void;
}

export function createFeed(): Feed {
  const listeners = new Map<string, Set<(data: never) => void>>();
  return {
    publish(raw) {
      let message: { channel?: unknown; data?: unknown };
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      if (typeof message.channel !== 'string' || typeof message.data !== 'object') return;
      for (const listener of listeners.get(message.channel) ?? []) listener(message.data as never);
    },
    emit(channel, data) {
      for (const listener of listeners.get(channel) ?? []) listener(data as never);
    },
    on(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener as (data: never) => void);
      listeners.set(channel, set);
      return () => set.delete(listener as (data: never) => void);
    },
  };
}
