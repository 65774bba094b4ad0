import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectInbox, type InboxApi } from '../../../machines/inbox.connect.ts';
import type { inboxMachine } from '../../../machines/inbox.machine.ts';

/** The inbox actor the views read: the app's shared one, or one the screen created. */
export type InboxActorRef = ActorRefFrom<typeof inboxMachine>;

/** The message id of an address, or undefined when the address names no message. */
export function parseMessageId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
}

const whole = <T>(snapshot: T) => snapshot;

/** The inbox's view API (machines/inbox.connect.ts), read again whenever the inbox changes. */
export function useInbox(actor: InboxActorRef): InboxApi {
  return connectInbox(useSelector(actor, whole), actor.send);
}
