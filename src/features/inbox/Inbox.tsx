import type { InboxInput, inboxMachine } from '../../../machines/inbox.machine.ts';
import { useViewActor } from '../../ui/actor.tsx';
import { InboxView } from './InboxView.tsx';

export interface InboxProps {
  logic: typeof inboxMachine;
  input: InboxInput;
  /** The message named by the address (`/inbox/:id`). */
  messageId?: string;
}

/**
 * The inbox (routes /inbox and /inbox/:id) with an actor of its own; the app normally hands
 * the screen its shared inbox actor instead (InboxView), so the header badge follows it.
 */
export function Inbox({ logic, input, messageId }: InboxProps) {
  const actor = useViewActor(logic, { input });
  return <InboxView actor={actor} messageId={messageId} />;
}
