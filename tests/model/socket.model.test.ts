import { describe, expect, it, vi } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { socketMachine } from '../../machines/socket.machine.ts';
import type { SocketTarget } from '../../src/domain/socket-url.ts';
import { SOCKET_INPUTS, type SocketModelEvent, socketModel } from './models/socket.model.ts';
import {
  selectReconnectDelayMs,
  selectSocketState,
  selectSocketUrl,
} from './models/socket.selectors.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends SocketModelEvent['type']> = Extract<SocketModelEvent, { type: T }>;

/** A fake socket per connection: what it was opened with, what it was sent, whether it is open. */
interface FakeSocket {
  url: string;
  sendBack: (e: AnyEventObject) => void;
  sent: string[];
  closed: boolean;
}

/** Our back-off: 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s (see src/domain/socket-url.ts). */
const BACKOFF = [1000, 2000, 4000, 8000, 16_000, 30_000];

for (const { name, input, url } of SOCKET_INPUTS) {
  describe(`socket paths: ${name}`, () => {
    for (const path of socketModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        const clock = new SimulatedClock();
        const sockets: FakeSocket[] = [];
        const deliverMessage = vi.fn();
        const storeHost = vi.fn();
        const located = deferred<SocketTarget>();
        const locateTarget = vi.fn((_: { kind: string }) => located.promise);
        const actor = createActor(
          socketMachine.provide({
            actors: {
              locateTarget: fromPromise(({ input: i }) => locateTarget(i)),
              openSocket: fromCallback(({ input: i, sendBack, receive }) => {
                const socket: FakeSocket = { url: i.url, sendBack, sent: [], closed: false };
                sockets.push(socket);
                receive((e) => {
                  if (e.type === 'socket.send') socket.sent.push(e.data);
                });
                return () => {
                  socket.closed = true;
                };
              }),
            },
            actions: {
              deliverMessage: (_, p) => deliverMessage(p),
              storeHost: (_, p) => storeHost(p),
            },
          }),
          { input, clock },
        ).start();
        const snapshot = () => actor.getSnapshot();
        const live = () => sockets.filter((s) => !s.closed);
        const current = () => {
          const socket = live().at(-1);
          if (!socket) throw new Error('a socket should be open');
          return socket;
        };

        await path.test({
          states: {
            locating: () => {
              // Asked for by kind: nothing connects before the target is known.
              expect(locateTarget).toHaveBeenCalledWith({ kind: input.kind });
              expect(sockets).toHaveLength(0);
              expect(snapshot().context.target).toBeUndefined();
            },
            'connection.connecting': () => {
              // SPEC §7: the path and query of this kind of socket.
              expect(live()).toHaveLength(1);
              expect(current().url).toBe(url);
              expect(selectSocketUrl(snapshot())).toBe(url);
              expect(selectSocketState(snapshot())).toBe('connecting');
            },
            'connection.open': () => {
              expect(live()).toHaveLength(1);
              expect(snapshot().context.attempt).toBe(0);
              // SPEC §3: the websocket host is cached under wss:url.
              expect(storeHost).toHaveBeenLastCalledWith({
                key: 'wss:url',
                host: new URL(url ?? '').origin.replace(/^http/, 'ws'),
              });
            },
            reconnecting: () => {
              const attempt = snapshot().context.attempt;
              expect(live()).toHaveLength(0);
              expect(attempt).toBeGreaterThanOrEqual(1);
              expect(selectReconnectDelayMs(snapshot())).toBe(BACKOFF[attempt - 1]);
            },
            refused: () => {
              // SPEC §9: a vs that is not 32 characters never reaches the network.
              expect(url).toBeUndefined();
              expect(sockets).toHaveLength(0);
              expect(snapshot().context.problem).toBe(
                'vs' in input && input.vs.length === 32 ? 'missingUuid' : 'invalidVs',
              );
            },
            closed: () => {
              expect(live()).toHaveLength(0);
              expect(snapshot().status).toBe('done');
            },
          },
          events: {
            'socket.opened': ({ event }) => current().sendBack(event as Payload<'socket.opened'>),
            'socket.closed': ({ event }) => {
              const before = snapshot().context.attempt;
              current().sendBack(event as Payload<'socket.closed'>);
              expect(snapshot().context.attempt).toBe(Math.min(before + 1, BACKOFF.length));
              expect(snapshot().context.lastClose).toEqual({
                code: 1006,
                reason: 'abnormal closure',
              });
            },
            'socket.message': ({ event }) => {
              const e = event as Payload<'socket.message'>;
              current().sendBack(e);
              expect(deliverMessage).toHaveBeenLastCalledWith({ kind: input.kind, data: e.data });
            },
            'socket.send': ({ event }) => {
              const e = event as Payload<'socket.send'>;
              actor.send(e);
              expect(current().sent.at(-1)).toBe(e.data);
            },
            'socket.close': ({ event }) => actor.send(event as Payload<'socket.close'>),
            'xstate.done.actor.locateTarget': async ({ event }) => {
              located.resolve((event as Payload<'xstate.done.actor.locateTarget'>).output);
              await flush();
            },
            'xstate.after.reconnectBackoff.socket.reconnecting': () => {
              const wait = BACKOFF[snapshot().context.attempt - 1] ?? 0;
              const opened = sockets.length;
              clock.increment(wait - 1);
              expect(snapshot().matches('reconnecting')).toBe(true);
              clock.increment(1);
              expect(sockets.length).toBe(opened + 1);
            },
          },
        });
        expect(snapshot().value).toEqual(path.state.value);
        expect(snapshot().context).toEqual(path.state.context);
      });
    }
  });
}

describe('socket back-off', () => {
  it('waits 1, 2, 4, 8, 16, 30, 30 s between failed attempts, and 1 s after an open one', () => {
    const clock = new SimulatedClock();
    let sendBack: ((e: AnyEventObject) => void) | undefined;
    const actor = createActor(
      socketMachine.provide({
        actors: {
          openSocket: fromCallback(({ sendBack: send }) => {
            sendBack = send;
          }),
        },
      }),
      { input: SOCKET_INPUTS[0]?.input, clock },
    ).start();
    const waits: Array<number | undefined> = [];
    for (let i = 0; i < 7; i++) {
      sendBack?.({ type: 'socket.closed', code: 1006, reason: '' });
      waits.push(selectReconnectDelayMs(actor.getSnapshot()));
      clock.increment(waits.at(-1) ?? 0);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    sendBack?.({ type: 'socket.opened' });
    sendBack?.({ type: 'socket.closed', code: 1001, reason: 'going away' });
    expect(selectReconnectDelayMs(actor.getSnapshot())).toBe(1000);
  });
});
