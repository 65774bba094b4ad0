import type { SnapshotFrom } from 'xstate';
import {
  type SocketEvent,
  type SocketInput,
  socketMachine,
} from '../../../machines/socket.machine.ts';
import type { SocketTarget } from '../../../src/domain/socket-url.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

/** A 32-character id, as src/platform/ids.ts makes them. */
export const VS = 'Q7pX2mK9vB4nR8sT1wY6zC3dF5gH0jLa';

export const RECONNECT = 'xstate.after.reconnectBackoff.socket.reconnecting';

/** Where the private socket asked for by kind is located (the composition's host choice). */
export const LOCATED: SocketTarget = {
  kind: 'private',
  host: 'http://api-2.localhost:8082',
  compress: false,
  vs: VS,
};

export const LOCATE_DONE = 'xstate.done.actor.locateTarget';

export type SocketModelEvent =
  | SocketEvent
  | { type: typeof RECONNECT }
  | { type: typeof LOCATE_DONE; output: SocketTarget };

export const SOCKET_MODEL_EVENTS: SocketEvent[] = [
  { type: 'socket.opened' },
  { type: 'socket.message', data: '{"channel":"ticker","data":{"symbol":"BTC_USDT"}}' },
  { type: 'socket.closed', code: 1006, reason: 'abnormal closure' },
  { type: 'socket.send', data: '{"op":"auth","token":"tok-1"}' },
  { type: 'socket.close' },
];

export const socketModel = machineModel<SnapshotFrom<typeof socketMachine>, SocketModelEvent>(
  socketMachine,
  (s) => {
    // A finished machine takes no events, though the pure transition function would.
    if (s.status === 'done') return [];
    const enabled: SocketModelEvent[] = SOCKET_MODEL_EVENTS.filter((e) => s.can(e));
    if (s.matches('locating')) return [...enabled, { type: LOCATE_DONE, output: LOCATED }];
    return s.matches('reconnecting') ? [...enabled, { type: RECONNECT }] : enabled;
  },
);

/** Each input with the URL SPEC §7 says it connects to (undefined: refused). */
export const SOCKET_INPUTS: ReadonlyArray<{
  name: string;
  input: SocketInput;
  url: string | undefined;
}> = [
  {
    name: 'public market on an http host',
    input: { kind: 'public', host: 'http://api-1.localhost:8081', compress: false, vs: VS },
    url: `ws://api-1.localhost:8081/api/v1/public/ws?vs=${VS}`,
  },
  {
    name: 'private on an https host (compress is not its parameter)',
    input: { kind: 'private', host: 'https://api.exchange.example', compress: true, vs: VS },
    url: `wss://api.exchange.example/api/v1/private/ws?vs=${VS}`,
  },
  {
    name: 'contract, compressed, host without a scheme',
    input: { kind: 'contract', host: 'api-2.localhost:8082', compress: true, vs: VS },
    url: `wss://api-2.localhost:8082/websocket?vs=${VS}&compress=1`,
  },
  {
    name: 'stream, compressed, with its uuid',
    input: {
      kind: 'stream',
      host: 'wss://stream.exchange.example/',
      compress: true,
      uuid: 'u-42',
      vs: VS,
    },
    url: `wss://stream.exchange.example/v1/stream?vs=${VS}&compress=1&uuid=u-42`,
  },
  {
    name: 'private asked for by kind (the session): located once a host is chosen',
    input: { kind: 'private' },
    url: `ws://api-2.localhost:8082/api/v1/private/ws?vs=${VS}`,
  },
  {
    name: 'a vs of 31 characters',
    input: {
      kind: 'public',
      host: 'http://api-1.localhost:8081',
      compress: false,
      vs: VS.slice(1),
    },
    url: undefined,
  },
  {
    name: 'a stream without uuid',
    input: { kind: 'stream', host: 'http://api-1.localhost:8081', compress: false, vs: VS },
    url: undefined,
  },
];

export const socketSpec: MachineModelSpec = {
  name: 'socket',
  machine: socketMachine,
  model: socketModel,
  inputs: SOCKET_INPUTS,
};
