import { InboxSignIn } from '../../features/inbox/InboxSignIn.tsx';
import { InboxView } from '../../features/inbox/InboxView.tsx';
import { useSession } from '../shell/use-session.ts';

/**
 * /inbox and /inbox/:id. A visitor is asked to log in (every inbox call needs a user); a
 * logged-in user sees the inbox the session runs, so the header badge follows every read.
 */
export default function InboxRoute(props: { messageId?: string }) {
  const session = useSession();
  if (!session.inbox) {
    return <InboxSignIn canLogin={session.canLogin} onLogin={session.login} />;
  }
  return <InboxView actor={session.inbox} messageId={props.messageId} />;
}
