import type { SnapshotFrom } from 'xstate';
import type { SessionEvent, sessionMachine } from './session.machine.ts';
import { selectSessionKey } from './session.selectors.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The session's state for `data-state`: anonymous, loadingUser, ready or failed. */
export type SessionViewState = 'anonymous' | 'loadingUser' | 'ready' | 'failed';

/** Everything the shell's views (header, navigation, inbox route) need from the session. */
export interface SessionApi {
  state: SessionViewState;
  /** Logged in: the `loggedIn` tag (tokens present, private gateways). */
  loggedIn: boolean;
  /** A visitor: the `visitor` tag. */
  visitor: boolean;
  /** Which session the page is drawn for (`selectSessionKey`): a page's key, never shown. */
  sessionKey: string;
  loginName: string | undefined;
  /** An agent or affiliate (user info's `agent`, SPEC §3): the dashboard is offered. */
  agent: boolean;
  canLogin: boolean;
  canLogout: boolean;
  canRetry: boolean;
  /** The inbox the session runs while logged in (the header badge and the inbox screen). */
  inbox: SessionSnapshot['children']['inbox'];
  login: () => void;
  logout: () => void;
  retry: () => void;
}

const viewState = (s: SessionSnapshot): SessionViewState => {
  if (s.matches({ authenticated: 'ready' })) return 'ready';
  if (s.matches({ authenticated: 'failed' })) return 'failed';
  if (s.hasTag('loggedIn')) return 'loadingUser';
  return 'anonymous';
};

/** The session's view API: flags from tags, `can…` from the machine, handlers sending events. */
export function connectSession(
  snapshot: SessionSnapshot,
  send: (event: SessionEvent) => void,
): SessionApi {
  const loggedIn = snapshot.hasTag('loggedIn');
  return {
    state: viewState(snapshot),
    loggedIn,
    visitor: snapshot.hasTag('visitor'),
    sessionKey: selectSessionKey(snapshot),
    loginName: snapshot.context.user?.loginName,
    agent: loggedIn && snapshot.context.user?.agent === true,
    canLogin: snapshot.can({ type: 'session.login' }),
    canLogout: snapshot.can({ type: 'session.logout' }),
    canRetry: snapshot.can({ type: 'session.retry' }),
    inbox: snapshot.children.inbox,
    login: () => send({ type: 'session.login' }),
    logout: () => send({ type: 'session.logout' }),
    retry: () => send({ type: 'session.retry' }),
  };
}
