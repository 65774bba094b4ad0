import { useSelector } from '@xstate/react';
import { connectSession, type SessionApi } from '../../../machines/session.connect.ts';
import { useSystemActors } from '../actors-context.tsx';

const whole = <T>(snapshot: T) => snapshot;

/**
 * The session's view API (machines/session.connect.ts) for the shell's views: one object,
 * read again whenever the session changes. Its `inbox` is the inbox the session runs while the
 * user is logged in, so views look it up here instead of keeping it.
 */
export function useSession(): SessionApi {
  const { session } = useSystemActors();
  return connectSession(useSelector(session, whole), session.send);
}
