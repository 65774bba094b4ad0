import type { ActorRefFrom } from 'xstate';
import type { inboxMachine } from '../../../machines/inbox.machine.ts';

/** The inbox actor the views read: the app's shared one, or one the screen created. */
export type InboxActorRef = ActorRefFrom<typeof inboxMachine>;

/** The message id of an address, or undefined when the address names no message. */
export function parseMessageId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
}
