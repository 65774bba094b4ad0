import { type ActorRefFrom, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { callNativeWhenInApp, hasNativeHost } from '../../platform/native-host.ts';
import { endServerSession } from '../../platform/session-end.ts';
import {
  announceSessionEnded,
  announceSessionStarted,
  watchSharedSession,
} from '../../platform/session-signal.ts';
import {
  clearStoredSession,
  readSessionTokens,
  storeAppLogin,
} from '../../platform/session-store.ts';
import { loginPageUrl } from '../routes.ts';
import { deferredLogic } from './deferred-logic.ts';
import type { InboxLogic } from './inbox.ts';
import { forgetKolDrafts } from './kol-drafts-forget.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';
import type { provideSocket } from './socket.ts';

/** What the session runs that the composition root makes: notices and the logged-in actors. */
export interface SessionDeps {
  tellLoggedOut: (code: string) => void;
  /** The private socket with its effects (effects/socket.ts). */
  privateSocket: ReturnType<typeof provideSocket>;
  /**
   * The inbox with its effects (effects/inbox.ts): only a logged-in page loads its code
   * (issue 17), when the session asks for it (`loadInbox`).
   */
  inbox: () => Promise<InboxLogic>;
}

/**
 * The session machine with its real effects: userinfo, the token cookie, login pages, and the
 * private socket and inbox it runs while the user is logged in.
 */
export function provideSession(services: AppServices, deps: SessionDeps) {
  const inbox = deferredLogic(deps.inbox);
  return provideOnce(sessionMachine)({
    actors: {
      privateSocket: deps.privateSocket,
      inbox: inbox.logic,
      loadInbox: fromPromise(inbox.load),
      loadUserInfo: fromPromise(
        async ({ signal }) => (await services.client('userInfo', {}, { signal })).userInfo,
      ),
      watchSharedSession: fromCallback(({ input, sendBack }) =>
        watchSharedSession(input.token, (change) =>
          sendBack(
            change.type === 'started'
              ? { type: 'session.startedElsewhere', tokens: change.tokens }
              : { type: 'session.endedElsewhere' },
          ),
        ),
      ),
      readSharedSession: fromPromise(async () => readSessionTokens()),
    },
    actions: {
      clearStoredSession: (_, params) => {
        const stored = readSessionTokens()?.token;
        // The cookie holds a newer login made in another tab: that session is not this tab's.
        if (stored !== undefined && stored !== params.token) return;
        clearStoredSession();
        announceSessionEnded(stored);
      },
      announceSessionStarted: (_, params) => announceSessionStarted(params.tokens),
      endServerSession: (_, params) => {
        if (params.token !== undefined) endServerSession(params.token);
      },
      storeAppLogin: (_, params) => storeAppLogin(params.appInfo, params.tokens),
      goToLoginPage: (_, params) => {
        if (!params.inApp || !hasNativeHost()) {
          return services.assignLocation(loginPageUrl(services.site, services.origin));
        }
        // The web view stays on its page, now a visitor's; the app's login is asked for, and
        // if the app does not take the call the visitor's page is where the user is left.
        void callNativeWhenInApp('login');
      },
      tellLoggedOut: (_, params) => deps.tellLoggedOut(params.code),
      forgetDrafts: () => forgetKolDrafts(),
      forgetOtherAccountsDrafts: (_, params) => forgetKolDrafts(params.userId),
      sendToLogin: (_, params) => {
        const toLoginPage = () =>
          services.assignLocation(
            loginPageUrl(services.site, services.origin, services.currentPath()),
          );
        if (!params.inApp || !hasNativeHost()) return toLoginPage();
        void callNativeWhenInApp('login').then((called) => called || toLoginPage());
      },
    },
  });
}

/**
 * What effects read of the session as they run: the token, and the account (its user id) that
 * what the tab keeps for one account is kept under (services.ts).
 */
export function sessionReads(
  session: () => ActorRefFrom<typeof sessionMachine>,
): Pick<AppServices, 'token' | 'account' | 'untilAccount'> {
  return {
    token: () => session().getSnapshot().context.tokens?.token,
    account: () => session().getSnapshot().context.user?.userId,
    untilAccount: async (signal) => {
      // Known once the user info is in; a session that ends (or never was) has none to wait for.
      const known = await waitFor(
        session(),
        (s) => s.context.user !== undefined || !s.matches('authenticated'),
        { signal, timeout: Number.POSITIVE_INFINITY },
      );
      return known.context.user?.userId;
    },
  };
}
