import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectIsAnonymous } from '../../../machines/session.selectors.ts';
import { Inbox } from '../../features/inbox/Inbox.tsx';
import { InboxSignIn } from '../../features/inbox/InboxSignIn.tsx';
import { InboxView } from '../../features/inbox/InboxView.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { inboxInput, provideInbox } from '../effects/inbox.ts';
import { useServices } from '../services-context.tsx';
import { useInboxSource } from '../shell/InboxBadge.tsx';

/** An inbox of the screen's own, while the app provides no shared inbox actor. */
function OwnInbox(props: { messageId?: string }) {
  const services = useServices();
  const logic = useMemo(() => provideInbox(services), [services]);
  return <Inbox logic={logic} input={inboxInput()} messageId={props.messageId} />;
}

/**
 * /inbox and /inbox/:id. A visitor is asked to log in (every inbox call needs a user); a
 * logged-in user gets the app's shared inbox actor, so the header badge follows every read.
 */
export default function InboxRoute(props: { messageId?: string }) {
  const { session } = useSystemActors();
  const anonymous = useSelector(session, selectIsAnonymous);
  const canLogin = useSelector(session, (s) => s.can({ type: 'session.login' }));
  const shared = useInboxSource();
  if (anonymous) {
    return (
      <InboxSignIn canLogin={canLogin} onLogin={() => session.send({ type: 'session.login' })} />
    );
  }
  if (shared) return <InboxView actor={shared} messageId={props.messageId} />;
  return <OwnInbox messageId={props.messageId} />;
}
