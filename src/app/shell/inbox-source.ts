import { useSelector } from '@xstate/react';
import { selectInbox } from '../../../machines/session.selectors.ts';
import type { InboxActorRef } from '../../features/inbox/inbox-actor.ts';
import { useSystemActors } from '../actors-context.tsx';

/**
 * The inbox the session runs while the user is logged in (the header badge and the inbox screen
 * share it); undefined for a visitor. It comes and goes with the login, so views look it up in
 * the session's snapshot instead of keeping it.
 */
export function useInboxSource(): InboxActorRef | undefined {
  const { session } = useSystemActors();
  return useSelector(session, selectInbox);
}
