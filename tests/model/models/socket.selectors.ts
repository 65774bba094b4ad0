import type { SnapshotFrom } from 'xstate';
import type { socketMachine } from '../../../machines/socket.machine.ts';
import { reconnectDelayMs } from '../../../src/domain/socket-url.ts';

type SocketSnapshot = SnapshotFrom<typeof socketMachine>;

/** connecting, open, reconnecting, refused or closed, for `data-state`. */
export const selectSocketState = (s: SocketSnapshot): string => {
  if (s.matches({ connection: 'open' })) return 'open';
  if (s.matches('connection')) return 'connecting';
  return String(s.value);
};

/** Whether messages are flowing. */
export const selectIsSocketOpen = (s: SocketSnapshot) => s.matches({ connection: 'open' });
/** The URL the socket connects to (SPEC §7). */
export const selectSocketUrl = (s: SocketSnapshot) => s.context.url;
/** Why the target was refused, if it was. */
export const selectSocketProblem = (s: SocketSnapshot) => s.context.problem;
/** Failed connections since the socket was last open. */
export const selectReconnectAttempt = (s: SocketSnapshot) => s.context.attempt;

/** While reconnecting, how long the machine waits before the next attempt. */
export const selectReconnectDelayMs = (s: SocketSnapshot) =>
  s.matches('reconnecting') ? reconnectDelayMs(s.context.attempt) : undefined;
