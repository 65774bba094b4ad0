import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { callNative } from '../../platform/native-bridge.ts';
import { clearStoredSession, storeAppLogin } from '../../platform/session-store.ts';
import { loginPageUrl } from '../routes.ts';
import type { AppServices } from './services.ts';

/** The session machine with its real effects: userinfo, the token cookie, login pages. */
export function provideSession(
  services: AppServices,
  deps: { tellLoggedOut: (code: string) => void },
) {
  return sessionMachine.provide({
    actors: {
      loadUserInfo: fromPromise(
        async ({ signal }) => (await services.client('userInfo', {}, { signal })).userInfo,
      ),
    },
    actions: {
      clearStoredSession: () => clearStoredSession(),
      storeAppLogin: (_, params) => storeAppLogin(params.appInfo, params.tokens),
      goToLoginPage: () => services.assignLocation(loginPageUrl()),
      tellLoggedOut: (_, params) => deps.tellLoggedOut(params.code),
      sendToLogin: (_, params) => {
        if (params.inApp && callNative('login')) return;
        services.assignLocation(loginPageUrl(services.currentPath()));
      },
    },
  });
}
