import {
  type ActorRefFrom,
  createActor,
  type InspectionEvent,
  type Observer,
  waitFor,
} from 'xstate';
import { appMachine, SYSTEM_IDS } from '../../machines/app.machine.ts';
import type { hostSelectionMachine } from '../../machines/host-selection.machine.ts';
import type { sessionMachine } from '../../machines/session.machine.ts';
import { createApiClient } from '../api/client.ts';
import { redaxiosTransport } from '../api/http.ts';
import type { HostSpeed } from '../domain/host.ts';
import { BACKEND_LOCALE, type Locale } from '../domain/locale.ts';
import type { Environment } from '../platform/environment.ts';
import { randomId } from '../platform/ids.ts';
import { readSessionTokens } from '../platform/session-store.ts';
import { readStoredJson } from '../platform/storage.ts';
import { CHOSEN_HOST_KEY, FALLBACK_HOSTS } from './config.ts';
import { provideActivityCentre } from './effects/activity-centre.ts';
import { provideHostSelection } from './effects/host-selection.ts';
import type { AppServices } from './effects/services.ts';
import { provideSession } from './effects/session.ts';
import { provideSocket } from './effects/socket.ts';
import { createFeed } from './feed.ts';
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
 * The composition root: the only place where machines meet their real effects (each machine's
 * in `effects/`). It creates the services, the root actor and the logic each screen runs.
 */
export function createComposition(options: CompositionOptions) {
  const transport = redaxiosTransport;
  const tracker = createTracker();
  const feed = createFeed();
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

  const services: AppServices = {
    client,
    transport,
    tracker,
    env: options.env,
    locale: options.locale,
    origin: options.origin,
    assignLocation: options.assignLocation,
    currentPath: options.currentPath,
    now: () => Date.now(),
    feed,
  };

  const app = createActor(
    appMachine.provide({
      actors: { session: provideSession(services), hostSelection: provideHostSelection(services) },
    }),
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
  void openSockets();

  /**
   * Once a host is chosen: the public market socket (prices, the exchange's clock) and, for a
   * logged-in user, the private one (task progress, rewards, messages), which authenticates
   * with its first message because tokens never travel in URLs.
   */
  async function openSockets() {
    const chosen = await waitFor(hostSelection(), (s) => s.matches('selected'));
    const host = chosen.context.chosen?.host ?? options.origin;
    createActor(provideSocket(feed), {
      input: { kind: 'public', host, compress: false, vs: randomId(32) },
    }).start();
    const token = session().getSnapshot().context.tokens?.token;
    if (token) {
      createActor(
        provideSocket(feed, (send) => send(JSON.stringify({ op: 'auth', token }))),
        { input: { kind: 'private', host, compress: false, vs: randomId(32) } },
      ).start();
    }
  }

  return {
    app,
    services,
    tracker,
    centreLogic: provideActivityCentre(services),
    centreInput: () => ({ now: services.now() }),
    /** Options for the actors views create, so ?inspect follows them too. */
    actorOptions: { inspect: options.inspect },
    client,
  };
}

export type Composition = ReturnType<typeof createComposition>;
