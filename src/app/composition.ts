import {
  type ActorRefFrom,
  createActor,
  fromCallback,
  fromPromise,
  type InspectionEvent,
  type Observer,
  waitFor,
} from 'xstate';
import { activityCentreMachine } from '../../machines/activity-centre.machine.ts';
import { appMachine, SYSTEM_IDS } from '../../machines/app.machine.ts';
import { hostSelectionMachine } from '../../machines/host-selection.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { createApiClient } from '../api/client.ts';
import { probeHealth } from '../api/health.ts';
import { fetchHostList } from '../api/host-list.ts';
import { redaxiosTransport } from '../api/http.ts';
import type { HostSpeed } from '../domain/host.ts';
import { BACKEND_LOCALE, type Locale } from '../domain/locale.ts';
import type { Environment } from '../platform/environment.ts';
import { raceHosts } from '../platform/host-race.ts';
import { randomId } from '../platform/ids.ts';
import { callNative } from '../platform/native-bridge.ts';
import { clearStoredSession, readSessionTokens, storeAppLogin } from '../platform/session-store.ts';
import { readStoredJson, writeStored } from '../platform/storage.ts';
import { CHOSEN_HOST_KEY, FALLBACK_HOSTS, MIRRORS } from './config.ts';
import { loginPageUrl } from './routes.ts';
import { createTracker } from './tracking.ts';

export interface CompositionOptions {
  env: Environment;
  locale: Locale;
  /** The page's own origin: the main domain's default host. */
  origin: string;
  /** Leaves the app for another page (the login page). */
  assignLocation: (url: string) => void;
  currentPath: () => string;
  /** With ?inspect: receives every actor's transitions for the machine atlas. */
  inspect?: Observer<InspectionEvent>;
}

/**
 * The composition root: the only place where machines meet their real effects. It creates
 * the root actor and the logic each screen runs, and nothing else.
 */
export function createComposition(options: CompositionOptions) {
  const transport = redaxiosTransport;
  const tracker = createTracker();
  // The system actors exist once the root actor is created below; effects look them up when
  // they run, which is always after that.
  const session = (): ActorRefFrom<typeof sessionMachine> => app.system.get(SYSTEM_IDS.session);
  const hostSelection = (): ActorRefFrom<typeof hostSelectionMachine> =>
    app.system.get(SYSTEM_IDS.hostSelection);

  const client = createApiClient({
    transport,
    baseUrl: async () => {
      const snapshot = await waitFor(hostSelection(), (s) => s.matches('selected'));
      return snapshot.context.chosen?.host ?? options.origin;
    },
    token: () => session().getSnapshot().context.tokens?.token,
    language: () => BACKEND_LOCALE[options.locale],
    now: () => Date.now(),
    traceId: () => randomId(32),
    onSessionCode: (code) => session().send({ type: 'session.codeReceived', code }),
  });

  const sessionLogic = sessionMachine.provide({
    actors: {
      loadUserInfo: fromPromise(
        async ({ signal }) => (await client('userInfo', {}, { signal })).userInfo,
      ),
    },
    actions: {
      clearStoredSession: () => clearStoredSession(),
      storeAppLogin: (_, params) => storeAppLogin(params.appInfo, params.tokens),
      goToLoginPage: () => options.assignLocation(loginPageUrl()),
      sendToLogin: (_, params) => {
        if (params.inApp && callNative('login')) return;
        options.assignLocation(loginPageUrl(options.currentPath()));
      },
    },
  });

  const hostSelectionLogic = hostSelectionMachine.provide({
    actors: {
      fetchHostList: fromPromise(({ input, signal }) =>
        fetchHostList({ transport, mirrors: MIRRORS, now: () => Date.now() }, input.abroad, signal),
      ),
      raceHosts: fromPromise(({ input, signal }) =>
        raceHosts(
          input.hosts,
          {
            probe: (host, probeSignal) => probeHealth(transport, host, probeSignal),
            now: () => performance.now(),
            setTimer: (run, ms) => {
              const id = setTimeout(run, ms);
              return () => clearTimeout(id);
            },
          },
          signal,
        ),
      ),
    },
    actions: {
      reportHostListFailure: (_, params) =>
        tracker.track('activity_error', {
          reason: 'host_list',
          message: params.error instanceof Error ? params.error.message : String(params.error),
        }),
      storeChosenHost: (_, params) => {
        if (params.chosen && params.chosen.source !== 'mainDomain') {
          const { host, speed } = params.chosen;
          writeStored('session', CHOSEN_HOST_KEY, JSON.stringify({ host, speed }));
        }
      },
    },
  });

  const app = createActor(
    appMachine.provide({ actors: { session: sessionLogic, hostSelection: hostSelectionLogic } }),
    {
      inspect: options.inspect,
      input: {
        session: { tokens: readSessionTokens(), inApp: options.env.inApp },
        hostSelection: {
          abroad: options.env.abroad,
          storedHost: readStoredJson<HostSpeed>('session', CHOSEN_HOST_KEY),
          fallbackHosts: FALLBACK_HOSTS,
          mainDomainHost: options.origin,
        },
      },
    },
  );
  app.start();

  const centreLogic = activityCentreMachine.provide({
    actors: {
      loadCentre: fromPromise(async ({ signal }) => {
        const [list, banners] = await Promise.all([
          client('activityList', {}, { signal }),
          client('mainBanner', {}, { signal }),
        ]);
        return {
          activities: list.activities,
          banners: banners.mainBannerList,
          serverTime: list.serverTime,
          receivedAt: Date.now(),
        };
      }),
      ticker: fromCallback(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'centre.tick', now: Date.now() }), 1000);
        return () => clearInterval(id);
      }),
    },
  });

  return {
    app,
    tracker,
    centreLogic,
    centreInput: () => ({ now: Date.now() }),
    /** Options for the actors views create, so ?inspect follows them too. */
    actorOptions: { inspect: options.inspect },
    client,
  };
}

export type Composition = ReturnType<typeof createComposition>;
