import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocketServer } from 'ws';
import type { SandboxStore } from '../db/store.ts';
import type { SandboxEvent } from '../events.ts';
import { type FaultChange, type FaultRegistry, faultApplies } from '../faults/registry.ts';
import type { Fault } from '../faults/types.ts';
import type { HangSwitch } from '../hosts/hang.ts';
import {
  activeUser,
  type Connection,
  type ConnectionInfo,
  describe,
  send,
  serveClient,
} from './connection.ts';
import { CONTRACT_SYMBOLS, klineAt, SPOT_SYMBOLS, tickerAt } from './market.ts';
import { CLOSE, encode, type ServerMessage, type SocketKind } from './messages.ts';
import { liveRankingOf } from './ranking.ts';
import { checkUpgrade, refuseUpgrade, type SocketParams } from './upgrade-check.ts';

/** What the hub needs from the sandbox. */
export interface SocketHubDeps {
  store: SandboxStore;
  faults: FaultRegistry;
  hang: HangSwitch;
  /** How often market data is pushed; SPEC-like exchanges push every second. */
  tickMs?: number;
  /** How long the private socket waits for `{ op: 'auth' }`. */
  authTimeoutMs?: number;
}

/** The websockets of every host of one sandbox. */
export interface SocketHub {
  /** Serves the four websocket paths on a host's HTTP server. */
  attach(server: Server, hostId: string): void;
  list(): ConnectionInfo[];
  /** Ends every authenticated socket (after a data reset its sessions are gone). */
  endSessions(reason: string): number;
  /** Closes every socket and stops pushing. */
  close(): Promise<void>;
}

/** Which symbols each kind of socket gets market data for. */
const MARKET_SYMBOLS: Partial<Record<SocketKind, readonly string[]>> = {
  public: SPOT_SYMBOLS,
  stream: SPOT_SYMBOLS,
  contract: CONTRACT_SYMBOLS,
};

/**
 * Serves the websockets of SPEC §7 on every host. Market sockets get a ticker and a 1-minute
 * candle per symbol every tick; authenticated sockets get their user's task, reward and
 * message events (interface 1); every socket hears when the sandbox clock moves.
 */
export function createSocketHub({
  store,
  faults,
  hang,
  tickMs = 1000,
  authTimeoutMs = 10_000,
}: SocketHubDeps): SocketHub {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 65_536 });
  const conns = new Set<Connection>();
  /** Sockets between upgrade request and open (held by a hang or a latency fault). */
  const pending = new Set<Duplex>();
  let nextId = 1;
  let timer: NodeJS.Timeout | undefined;

  const marketMessages = (symbols: readonly string[], now: number): ServerMessage[] =>
    symbols.flatMap((symbol): ServerMessage[] => [
      { channel: 'ticker', data: tickerAt(symbol, now) },
      { channel: 'kline.1m', data: klineAt(symbol, now) },
    ]);

  const pushMarket = (targets: Iterable<Connection>) => {
    const now = store.clock.now();
    const encoded = new Map<string, (string | Buffer)[]>();
    for (const conn of targets) {
      const symbols = MARKET_SYMBOLS[conn.params.kind];
      if (!symbols) continue;
      const key = `${conn.params.kind}:${conn.params.compress}`;
      let frames = encoded.get(key);
      if (!frames) {
        frames = marketMessages(symbols, now).map((m) => encode(m, conn.params.compress));
        encoded.set(key, frames);
      }
      for (const frame of frames) send(conn, frame);
    }
  };

  /** Each stream socket's rankings, the subscriber's own place marked. */
  const pushRankings = (targets: Iterable<Connection>) => {
    for (const conn of targets) {
      for (const activityId of conn.rankings ?? []) {
        const ranking = liveRankingOf(store, activityId, conn.userId);
        if (ranking) send(conn, { channel: 'ranking', data: ranking });
      }
    }
  };

  /** A failed push must not take the process down from inside a timer: report it, go on. */
  const tick = () => {
    try {
      pushMarket(conns);
      pushRankings(conns);
    } catch (error) {
      console.error('market push failed:', error);
    }
  };

  const updateTimer = () => {
    const needed = [...conns].some((c) => MARKET_SYMBOLS[c.params.kind]);
    if (needed && !timer) timer = setInterval(tick, tickMs);
    if (!needed && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const onEvent = (event: SandboxEvent) => {
    if (event.type === 'clockMoved') {
      for (const conn of conns) send(conn, { channel: 'clock', data: { now: event.now } });
      pushMarket(conns);
      return;
    }
    const message: ServerMessage =
      event.type === 'taskProgressChanged'
        ? { channel: 'task.progress', data: { activityId: event.activityId, taskId: event.taskId } }
        : event.type === 'rewardGranted'
          ? {
              channel: 'reward.granted',
              data: { activityId: event.activityId, rewardId: event.rewardId },
            }
          : { channel: 'message.new', data: { messageId: event.messageId } };
    for (const conn of conns) {
      if (conn.userId !== event.userId || !conn.token) continue;
      // A session may have ended (logout, expiry by time travel) since the socket authenticated.
      if (activeUser(store, conn.token) !== conn.userId) {
        conn.ws.close(CLOSE.authFailed, 'session ended: log in again');
        continue;
      }
      send(conn, message);
    }
  };
  const unsubscribeEvents = store.events.on(onEvent);

  /** A drop switched on closes the sockets it covers at once, without a close frame. */
  const onFaultChange = (change: FaultChange) => {
    if (change.type !== 'added' && change.type !== 'enabled') return;
    const { fault } = change;
    const drops =
      fault.effect.kind === 'drop' ||
      (fault.effect.kind === 'ws' && fault.effect.action === 'drop');
    if (!drops) return;
    for (const conn of conns) {
      const request = {
        hostId: conn.hostId,
        method: 'GET',
        path: conn.params.path,
        channel: 'ws' as const,
      };
      if (faultApplies(fault.match, fault.effect, request)) conn.ws.terminate();
    }
    if (fault.effect.kind === 'ws') faults.consume(fault.id);
  };
  const unsubscribeFaults = faults.onChange(onFaultChange);

  const open = (
    socket: Duplex,
    head: Buffer,
    req: IncomingMessage,
    hostId: string,
    params: SocketParams,
    dropAtOnce: boolean,
  ) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = { id: nextId++, hostId, params, ws };
      if (dropAtOnce) {
        ws.terminate();
        return;
      }
      conns.add(conn);
      ws.on('close', () => {
        conns.delete(conn);
        updateTimer();
      });
      ws.on('error', () => ws.terminate());
      const auth =
        params.kind === 'private' ? 'required' : params.kind === 'stream' ? 'optional' : 'none';
      const welcome: ServerMessage = {
        channel: 'welcome',
        data: {
          kind: params.kind,
          host: hostId,
          vs: params.vs,
          compress: params.compress,
          auth,
          serverTime: store.clock.now(),
        },
      };
      if (params.uuid) welcome.data.uuid = params.uuid;
      send(conn, welcome);
      serveClient(conn, store, authTimeoutMs);
      pushMarket([conn]);
      updateTimer();
    });
  };

  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer, hostId: string) => {
    pending.add(socket);
    socket.once('close', () => pending.delete(socket));
    socket.on('error', () => socket.destroy());
    // The hanging host accepts the connection and never answers, websockets included.
    if (hang.hangs(hostId)) return;
    const check = checkUpgrade(new URL(req.url ?? '/', 'http://sandbox.invalid'));
    if (!check.ok) return refuseUpgrade(socket, check.status, check.reason);
    const { params } = check;
    const matched = faults.matching({ hostId, method: 'GET', path: params.path, channel: 'ws' });
    const latency = matched.filter((f) => f.effect.kind === 'latency');
    const stop: Fault | undefined = matched.find((f) => f.effect.kind !== 'latency');
    for (const f of [...latency, stop]) if (f) faults.consume(f.id);
    const delay = latency.reduce(
      (sum, f) => sum + (f.effect.kind === 'latency' ? f.effect.ms : 0),
      0,
    );
    if (delay > 0) await sleep(delay);
    if (socket.destroyed) return;
    const effect = stop?.effect;
    if (effect?.kind === 'drop') return void socket.destroy();
    if (effect?.kind === 'status') return refuseUpgrade(socket, effect.status, 'sandbox fault');
    if (effect?.kind === 'ws' && effect.action === 'refuse') {
      return refuseUpgrade(socket, 503, 'websocket refused (sandbox fault)');
    }
    pending.delete(socket);
    open(socket, head, req, hostId, params, effect?.kind === 'ws');
  };

  return {
    attach(server, hostId) {
      server.on('upgrade', (req, socket, head) => {
        upgrade(req, socket, head, hostId).catch((error: unknown) => {
          console.error(`websocket upgrade on ${hostId} failed:`, error);
          socket.destroy();
        });
      });
    },
    list: () => [...conns].map(describe),
    endSessions(reason) {
      let count = 0;
      for (const conn of conns) {
        if (conn.userId === undefined) continue;
        conn.ws.close(CLOSE.authFailed, reason);
        count += 1;
      }
      return count;
    },
    async close() {
      unsubscribeEvents();
      unsubscribeFaults();
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const socket of pending) socket.destroy();
      const closing = [...conns].map(
        (conn) =>
          new Promise<void>((resolve) => {
            conn.ws.once('close', () => resolve());
            conn.ws.close(CLOSE.goingAway, 'sandbox stopping');
            // A client that does not answer the close frame is cut off.
            setTimeout(() => conn.ws.terminate(), 200).unref();
          }),
      );
      await Promise.all(closing);
      wss.close();
    },
  };
}
