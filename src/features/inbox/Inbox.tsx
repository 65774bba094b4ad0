import { useActorRef } from '@xstate/react';
import type { InspectionEvent, Observer } from 'xstate';
import type { InboxInput, inboxMachine } from '../../../machines/inbox.machine.ts';
import { InboxView } from './InboxView.tsx';

export interface InboxProps {
  logic: typeof inboxMachine;
  input: InboxInput;
  /** Inspection for the machine atlas, when the app runs with ?inspect. */
  inspect?: Observer<InspectionEvent>;
  /** The message named by the address (`/inbox/:id`). */
  messageId?: string;
}

/**
 * The inbox (routes /inbox and /inbox/:id) with an actor of its own; the app normally hands
 * the screen its shared inbox actor instead (InboxView), so the header badge follows it.
 */
export function Inbox({ logic, input, inspect, messageId }: InboxProps) {
  const actor = useActorRef(logic, { input, inspect });
  return <InboxView actor={actor} messageId={messageId} />;
}
