import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { selectIsAuthenticated } from '../../../machines/session.selectors.ts';
import { UnreadBadge } from '../../features/inbox/UnreadBadge.tsx';
import { useSystemActors } from '../actors-context.tsx';
import type { InboxActor } from '../effects/inbox.ts';

const InboxSourceContext = createContext<InboxActor | undefined>(undefined);

/**
 * Provides the app's one inbox actor (`createInboxBadgeActor`, started by the composition
 * for a logged-in user) to the header badge and the inbox screen. Undefined for a visitor.
 */
export function InboxSourceProvider(props: { value: InboxActor | undefined; children: ReactNode }) {
  return (
    <InboxSourceContext.Provider value={props.value}>{props.children}</InboxSourceContext.Provider>
  );
}

/** The app's inbox actor, when one runs (a logged-in user and a provider above). */
export function useInboxSource(): InboxActor | undefined {
  return useContext(InboxSourceContext);
}

/** The header's unread badge: links to /inbox; hidden for visitors and before any inbox runs. */
export function InboxBadge() {
  const { session } = useSystemActors();
  const signedIn = useSelector(session, selectIsAuthenticated);
  const inbox = useInboxSource();
  if (!signedIn || !inbox) return null;
  return <UnreadBadge actor={inbox} />;
}
