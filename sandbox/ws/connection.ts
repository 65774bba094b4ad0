import type { WebSocket } from 'ws';
import { findSession, isSessionActive } from '../db/sessions.ts';
import type { SandboxStore } from '../db/store.ts';
import { CLOSE, decodeClientMessage, encode, type ServerMessage } from './messages.ts';
import { liveRankingOf } from './ranking.ts';
import type { SocketParams } from './upgrade-check.ts';

/** One open socket and who is on it. */
export interface Connection {
  id: number;
  hostId: string;
  params: SocketParams;
  ws: WebSocket;
  /** Set once `{ op: 'auth' }` succeeded. */
  userId?: number;
  token?: string;
  /** Stream only: the activities whose live ranking it follows. */
  rankings?: Set<number>;
}

/** What the socket list of the control page shows. */
export interface ConnectionInfo {
  id: number;
  hostId: string;
  kind: SocketParams['kind'];
  compress: boolean;
  userId?: number;
}

export function describe(conn: Connection): ConnectionInfo {
  const info: ConnectionInfo = {
    id: conn.id,
    hostId: conn.hostId,
    kind: conn.params.kind,
    compress: conn.params.compress,
  };
  if (conn.userId !== undefined) info.userId = conn.userId;
  return info;
}

/** Sends one message; a client that stopped reading is skipped rather than buffered forever. */
export function send(conn: Connection, message: ServerMessage | string | Buffer): void {
  if (conn.ws.readyState !== conn.ws.OPEN || conn.ws.bufferedAmount > 1_000_000) return;
  const data =
    typeof message === 'object' && !Buffer.isBuffer(message)
      ? encode(message, conn.params.compress)
      : message;
  conn.ws.send(data);
}

/** The user a token belongs to, if its session is active on the sandbox clock. */
export function activeUser(store: SandboxStore, token: string): number | undefined {
  const session = findSession(store.db, token);
  return session && isSessionActive(session, store.clock.now()) ? session.userId : undefined;
}

/**
 * Handles what a client sends. The private socket's first message must authenticate
 * (`{ "op": "auth", "token": "…" }`) within `authTimeoutMs`; the stream takes it at any time.
 * A bad token closes the socket with 4401 and a reason saying why.
 */
export function serveClient(conn: Connection, store: SandboxStore, authTimeoutMs: number): void {
  const { kind } = conn.params;
  const timer =
    kind === 'private'
      ? setTimeout(() => {
          conn.ws.close(
            CLOSE.authTimeout,
            `auth timeout: send {"op":"auth"} within ${authTimeoutMs / 1000} s`,
          );
        }, authTimeoutMs)
      : undefined;
  conn.ws.on('close', () => clearTimeout(timer));

  conn.ws.on('message', (raw, isBinary) => {
    const message = isBinary ? undefined : decodeClientMessage(raw.toString());
    if (kind === 'private' && conn.userId === undefined && message?.op !== 'auth') {
      conn.ws.close(CLOSE.authExpected, 'first message must be {"op":"auth","token":"…"}');
      return;
    }
    if (!message) {
      send(conn, { channel: 'error', data: { reason: 'unknown message: send {"op":"ping"}' } });
      return;
    }
    if (message.op === 'ping') {
      send(conn, { channel: 'pong', data: { ts: store.clock.now() } });
      return;
    }
    if (message.op === 'subscribe') {
      const ranking = kind === 'stream' ? liveRankingOf(store, message.activityId) : undefined;
      if (!ranking) {
        const reason =
          kind === 'stream'
            ? `activity ${message.activityId} has no live ranking`
            : 'rankings are on the stream socket';
        send(conn, { channel: 'error', data: { reason } });
        return;
      }
      conn.rankings ??= new Set();
      conn.rankings.add(message.activityId);
      send(conn, {
        channel: 'ranking',
        data: liveRankingOf(store, message.activityId, conn.userId) ?? ranking,
      });
      return;
    }
    if (kind === 'public' || kind === 'contract') {
      send(conn, { channel: 'error', data: { reason: `the ${kind} socket takes no auth` } });
      return;
    }
    if (conn.userId !== undefined) {
      send(conn, { channel: 'error', data: { reason: 'already authenticated' } });
      return;
    }
    const userId = activeUser(store, message.token);
    if (userId === undefined) {
      conn.ws.close(CLOSE.authFailed, 'auth failed: unknown, revoked or expired token');
      return;
    }
    clearTimeout(timer);
    conn.userId = userId;
    conn.token = message.token;
    send(conn, { channel: 'auth', data: { ok: true, userId } });
  });
}
