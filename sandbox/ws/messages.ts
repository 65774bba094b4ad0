import { gzipSync } from 'node:zlib';
import type { LiveRanking } from '../../src/domain/ranking.ts';
import type { Kline, Ticker } from './market.ts';

/** The four websockets of SPEC §7, told apart by path. */
export type SocketKind = 'public' | 'private' | 'contract' | 'stream';

export const SOCKET_PATHS: Readonly<Record<string, SocketKind>> = {
  '/api/v1/public/ws': 'public',
  '/api/v1/private/ws': 'private',
  '/websocket': 'contract',
  '/v1/stream': 'stream',
};

/** Every message the sandbox pushes: `{ "channel": "...", "data": {...} }` (CONTROLS.md). */
export type ServerMessage =
  | {
      channel: 'welcome';
      data: {
        kind: SocketKind;
        host: string;
        vs: string;
        compress: boolean;
        uuid?: string;
        /** Whether the socket waits for `{ op: 'auth' }` (private), takes it (stream) or not. */
        auth: 'required' | 'optional' | 'none';
        serverTime: number;
      };
    }
  | { channel: 'ticker'; data: Ticker }
  | { channel: 'kline.1m'; data: Kline }
  | { channel: 'auth'; data: { ok: true; userId: number } }
  | { channel: 'task.progress'; data: { activityId: number; taskId: number } }
  | { channel: 'reward.granted'; data: { activityId: number; rewardId: number } }
  | { channel: 'message.new'; data: { messageId: number } }
  | { channel: 'clock'; data: { now: number } }
  | { channel: 'ranking'; data: LiveRanking }
  | { channel: 'pong'; data: { ts: number } }
  | { channel: 'error'; data: { reason: string } };

/**
 * What a client may send: authentication (private, stream), a keep-alive, and on the stream a
 * subscription to an activity's live ranking.
 */
export type ClientMessage =
  | { op: 'auth'; token: string }
  | { op: 'ping' }
  | { op: 'subscribe'; channel: 'ranking'; activityId: number };

/** Close codes of the sandbox's sockets, with the reason sent beside each. */
export const CLOSE = {
  /** The first message on the private socket was not `{ op: 'auth' }`. */
  authExpected: 4400,
  /** Unknown, revoked or expired token, or the session ended while connected. */
  authFailed: 4401,
  /** No `{ op: 'auth' }` within the time allowed. */
  authTimeout: 4408,
  /** The sandbox is stopping. */
  goingAway: 1001,
} as const;

/**
 * A message as sent on the wire: JSON text, or with `compress` a binary frame holding the
 * gzipped JSON (a browser reads it with `new DecompressionStream('gzip')`).
 */
export function encode(message: ServerMessage, compress: boolean): string | Buffer {
  const text = JSON.stringify(message);
  return compress ? gzipSync(text) : text;
}

/** Reads a client message; undefined for anything that is not one. */
export function decodeClientMessage(raw: string): ClientMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { op, token, channel, activityId } = value as {
    op?: unknown;
    token?: unknown;
    channel?: unknown;
    activityId?: unknown;
  };
  if (op === 'ping') return { op };
  if (
    op === 'subscribe' &&
    channel === 'ranking' &&
    typeof activityId === 'number' &&
    Number.isSafeInteger(activityId) &&
    activityId > 0
  ) {
    return { op, channel, activityId };
  }
  if (op === 'auth' && typeof token === 'string') return { op, token };
  return undefined;
}
