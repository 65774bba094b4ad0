import { useSelector } from '@xstate/react';
import { selectIsAnonymous } from '../../../machines/session.selectors.ts';
import { InboxSignIn } from '../../features/inbox/InboxSignIn.tsx';
import { InboxView } from '../../features/inbox/InboxView.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { useInboxSource } from '../shell/inbox-source.ts';

/**
 * /inbox and /inbox/:id. A visitor is asked to log in (every inbox call needs a user); a
 * logged-in user sees the inbox the session runs, so the header badge follows every read.
 */
export default function InboxRoute(props: { messageId?: string }) {
  const { session } = useSystemActors();
  const anonymous = useSelector(session, selectIsAnonymous);
  const canLogin = useSelector(session, (s) => s.can({ type: 'session.login' }));
  const inbox = useInboxSource();
  if (anonymous || !inbox) {
    return (
      <InboxSignIn canLogin={canLogin} onLogin={() => session.send({ type: 'session.login' })} />
    );
  }
  return <InboxView actor={inbox} messageId={props.messageId} />;
}
