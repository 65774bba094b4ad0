import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsAuthenticated = (s: SessionSnapshot) => s.matches('authenticated');
export const selectIsAnonymous = (s: SessionSnapshot) => s.matches('anonymous');
export const selectUser = (s: SessionSnapshot) => s.context.user;
/** Whether the user is an agent or affiliate (user info's `agent`, SPEC §3): the header offers the dashboard. */
export const selectIsAgent = (s: SessionSnapshot) =>
  s.matches('authenticated') && s.context.user?.agent === true;
export const selectLoginName = (s: SessionSnapshot) => s.context.user?.loginName;
export const selectIsLoadingUser = (s: SessionSnapshot) =>
  s.matches({ authenticated: 'loadingUser' });
export const selectUserFailed = (s: SessionSnapshot) => s.matches({ authenticated: 'failed' });
export const selectToken = (s: SessionSnapshot) => s.context.tokens?.token;
/**
 * Which session a page is drawn for, as a key (never shown): it changes with a login, a logout
 * and a newer login of another tab taken up, so what a page loaded for one session is not kept
 * for the next (a page drawn again loads as after a login of its own).
 */
export const selectSessionKey = (s: SessionSnapshot): string =>
  s.matches('authenticated') ? `session:${s.context.tokens?.token ?? ''}` : 'visitor';

/** SPEC §4: private gateways for a logged-in user, the public "1" variants for a visitor. */
export const selectGateway = (s: SessionSnapshot): 'private' | 'public' =>
  s.matches('authenticated') ? 'private' : 'public';

/** The state as one string for `data-state`: anonymous, loadingUser, ready, failed. */
export const selectSessionState = (s: SessionSnapshot): string =>
  s.matches('authenticated')
    ? String((s.value as { authenticated: string }).authenticated)
    : String(s.value);

/** The inbox the session runs while the user is logged in; undefined otherwise. */
export const selectInbox = (s: SessionSnapshot) => s.children.inbox;
/** The private socket the session runs while the user is logged in; undefined otherwise. */
export const selectPrivateSocket = (s: SessionSnapshot) => s.children.privateSocket;
