import { assign, fromCallback, fromPromise, not, sendTo, setup } from 'xstate';
import {
  checkSocketTarget,
  RECONNECT_ATTEMPT_CAP,
  reconnectDelayMs,
  type SocketKind,
  type SocketTarget,
  type SocketTargetProblem,
  socketOrigin,
  socketUrl,
  WSS_URL_STORAGE_KEY,
} from '../src/domain/socket-url.ts';

/**
 * Which socket, on which host (`vs` is the 32-character id generated outside); or only which
 * socket, when its owner cannot know the host (the session's private socket): the socket then
 * locates its target itself, once a host is chosen.
 */
export type SocketInput = SocketTarget | { kind: SocketKind };

/** The target, its URL, and how the connection has gone. */
export interface SocketContext {
  kind: SocketKind;
  /** Undefined until located, for a socket asked for by its kind alone. */
  target: SocketTarget | undefined;
  url: string;
  /** Failed connections since the socket was last open; counts up to RECONNECT_ATTEMPT_CAP. */
  attempt: number;
  /** Why the target was refused, if it was. */
  problem: SocketTargetProblem | undefined;
  /** How the last connection ended. */
  lastClose: { code: number; reason: string } | undefined;
}

/** What the socket actor and the app send the machine. */
export type SocketEvent =
  /** From openSocket: the connection is up. */
  | { type: 'socket.opened' }
  /** From openSocket: one message, already decompressed when the socket is compressed. */
  | { type: 'socket.message'; data: string }
  /** From openSocket: the connection ended or could not be made. */
  | { type: 'socket.closed'; code: number; reason: string }
  /** From the app: a message to send (the private socket's auth, subscriptions). */
  | { type: 'socket.send'; data: string }
  /** From the app: close for good. */
  | { type: 'socket.close' };

/**
 * One websocket of SPEC §7 (public market, private, contract or stream). It refuses a target
 * whose `vs` is not 32 characters (or a stream without its uuid), connects, delivers every
 * message, and after a drop reconnects with a back-off of 1 s, 2 s, 4 s … at most 30 s.
 */
export const socketMachine = setup({
  types: {
    input: {} as SocketInput,
    context: {} as SocketContext,
    events: {} as SocketEvent,
  },
  actors: {
    /** The target of a socket asked for by kind: the chosen host, a new vs (SPEC §7). */
    locateTarget: fromPromise<SocketTarget, { kind: SocketKind }>(async () => {
      throw new Error('locateTarget is provided by the composition root');
    }),
    /**
     * Opens the socket at `url`; sends socket.opened, socket.message and socket.closed; sends
     * what it receives as socket.send; closes the socket when the state is left.
     */
    openSocket: fromCallback<SocketEvent, { url: string }>(() => {
      throw new Error('openSocket is provided by the composition root');
    }),
  },
  actions: {
    /** Hands one message to whoever listens to this socket. */
    deliverMessage: (_, _params: { kind: SocketTarget['kind']; data: string }) => {},
    /** SPEC §3: caches the websocket host under wss:url. */
    storeHost: (_, _params: { key: string; host: string }) => {},
    countFailure: assign({
      attempt: ({ context }) => Math.min(context.attempt + 1, RECONNECT_ATTEMPT_CAP),
    }),
    storeTarget: assign((_, params: { target: SocketTarget }) => ({
      target: params.target,
      url: socketUrl(params.target),
    })),
    storeProblem: assign({
      problem: ({ context }) => context.target && checkSocketTarget(context.target),
    }),
    storeClose: assign((_, params: { code: number; reason: string }) => ({ lastClose: params })),
    resetAttempts: assign({ attempt: 0 }),
  },
  guards: {
    isLocated: ({ context }) => context.target !== undefined,
    isConnectable: ({ context }) =>
      context.target !== undefined && checkSocketTarget(context.target) === undefined,
  },
  delays: {
    /** The back-off before the next attempt, from the number of failed ones (src/domain). */
    reconnectBackoff: ({ context }) => reconnectDelayMs(context.attempt),
  },
}).createMachine({
  id: 'socket',
  description: 'One websocket, kept open for as long as the app listens to it.',
  context: ({ input }) => ({
    kind: input.kind,
    target: 'host' in input ? input : undefined,
    url: 'host' in input ? socketUrl(input) : '',
    attempt: 0,
    problem: undefined,
    lastClose: undefined,
  }),
  initial: 'validating',
  on: { 'socket.close': '.closed' },
  states: {
    validating: {
      description:
        'Checks the target: a 32-character vs, a host, and a uuid for the stream; a socket asked for by kind locates it first.',
      always: [
        { guard: not('isLocated'), target: 'locating' },
        { guard: 'isConnectable', target: 'connection' },
        { target: 'refused', actions: 'storeProblem' },
      ],
    },
    locating: {
      description: 'Waits for the chosen host and makes the target of a socket asked for by kind.',
      invoke: {
        id: 'locateTarget',
        src: 'locateTarget',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'validating',
          actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.output }) },
        },
      },
    },
    connection: {
      description: 'A socket exists; it is closed when this state is left.',
      invoke: {
        id: 'openSocket',
        src: 'openSocket',
        input: ({ context }) => ({ url: context.url }),
      },
      initial: 'connecting',
      on: {
        'socket.closed': {
          target: 'reconnecting',
          actions: [
            'countFailure',
            {
              type: 'storeClose',
              params: ({ event }) => ({ code: event.code, reason: event.reason }),
            },
          ],
        },
      },
      states: {
        connecting: {
          description: 'Waits for the socket to open.',
          on: {
            'socket.opened': {
              target: 'open',
              actions: [
                'resetAttempts',
                {
                  type: 'storeHost',
                  params: ({ context }) => ({
                    key: WSS_URL_STORAGE_KEY,
                    host: socketOrigin(context.target?.host ?? ''),
                  }),
                },
              ],
            },
          },
        },
        open: {
          description: 'Open: messages are delivered and the app may send.',
          on: {
            'socket.message': {
              actions: {
                type: 'deliverMessage',
                params: ({ context, event }) => ({ kind: context.kind, data: event.data }),
              },
            },
            'socket.send': {
              actions: sendTo('openSocket', ({ event }) => event),
            },
          },
        },
      },
    },
    reconnecting: {
      description: 'Waits 1 s, 2 s, 4 s … (at most 30 s) before connecting again.',
      after: { reconnectBackoff: 'connection' },
    },
    refused: {
      type: 'final',
      description: 'The target cannot be connected to (a vs not 32 characters, or no uuid).',
    },
    closed: {
      type: 'final',
      description: 'Closed for good by the app.',
    },
  },
});
