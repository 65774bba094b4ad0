import {
  type Actor,
  type ActorRefFrom,
  createActor,
  type InspectionEvent,
  type Observer,
  waitFor,
} from 'xstate';
import { appMachine, SYSTEM_IDS } from '../../machines/app.machine.ts';
import type { hostSelectionMachine } from '../../machines/host-selection.machine.ts';
import type { pageMetaMachine } from '../../machines/page-meta.machine.ts';
import type { sessionMachine } from '../../machines/session.machine.ts';
import { createApiClient } from '../api/client.ts';
import { createExchangeClock, type ExchangeClock } from '../api/exchange-clock.ts';
import { redaxiosTransport } from '../api/http.ts';
import { type ExchangeSiteSettings, exchangeSiteOf } from '../domain/exchange-site.ts';
import { gatewayHost, gatewayVariant } from '../domain/gateway.ts';
import { BACKEND_LOCALE, hasTranslationTip, type Locale } from '../domain/locale.ts';
import type { SessionTokens } from '../domain/session.ts';
import type { SocketKind, SocketTarget } from '../domain/socket-url.ts';
import type { Environment } from '../platform/environment.ts';
import { randomId } from '../platform/ids.ts';
import { pageResponseWindow } from '../platform/page-timing.ts';
import { createRequestCache } from '../platform/request-cache.ts';
import { readSessionTokens } from '../platform/session-store.ts';
import { readStored, writeStored } from '../platform/storage.ts';
import type { Feedback } from '../ui/feedback.tsx';
import { withRequestCache } from './cached-client.ts';
import { followClockPushes } from './clock-pushes.ts';
import {
  BUILD_SITE,
  CACHE_TIME_MS,
  CLOCK_OFFSET_KEY,
  FALLBACK_HOSTS,
  OVERSEAS_KEY,
} from './config.ts';
import { centreInputOf, provideActivityCentre } from './effects/activity-centre.ts';
import { createContentLanguage } from './effects/content-language.ts';
import { createReplies, dialogFeedback, dismissVia, notifyVia } from './effects/feedback.ts';
import {
  hostForCall,
  provideHostSelection,
  reportHostFailure,
  storedHostChoice,
} from './effects/host-selection.ts';
import { createLogoutNotice } from './effects/logout-notice.ts';
import { providePageMeta } from './effects/meta.ts';
import { nativeNavigationLater } from './effects/native-navigation-later.ts';
import { provideOnce } from './effects/provide-once.ts';
import type { AppServices, ScreenSocketKind } from './effects/services.ts';
import { provideSession, sessionReads } from './effects/session.ts';
import { type ShellActorsLater, shellActorsLater } from './effects/shell-later.ts';
import { provideSocket } from './effects/socket.ts';
import { createFeed, type Feed } from './feed.ts';
import { FIRST_CALL_KEEP_MS, withFirstCalls } from './first-calls.ts';
import { handOffEarlyCalls } from './first-view/early-calls.ts';
import type { FirstView } from './first-view/first-view.ts';
import { createFirstViewSource } from './first-view/first-view-source.ts';
import { combineInspectors, createMonitoring } from './monitoring/monitoring.ts';
import type { NativeLogin } from './native-entry.ts';

export interface CompositionOptions {
  env: Environment;
  locale: Locale;
  /** The page's own origin: the main domain's default host. */
  origin: string;
  /**
   * The exchange's login page and the origin of its asset paths as the page names them (the
   * page server's `<meta>`); the build's where it names none, else the page's own origin.
   */
  site?: ExchangeSiteSettings | undefined;
  /** Leaves the app for another page (the login page). */
  assignLocation: (url: string) => void;
  currentPath: () => string;
  /** With ?inspect: receives every actor's transitions for the machine atlas. */
  inspect?: Observer<InspectionEvent>;
  /** The document whose title and description follow the route (page metadata). */
  document?: Document;
  /** The answers the page came with, checked to fit it (first-view/). */
  firstView?: FirstView;
  /** The session's tokens where there is no cookie store to read (the server's first view). */
  sessionTokens?: SessionTokens;
  /**
   * The shell's actors are made by `showShell()`, a step of its own after `start()` (the
   * browser's start, main.tsx); otherwise with the root actor (the server's rendering).
   */
  shellInSteps?: boolean;
}

/**
 * The actors the shell draws: the root's system actors, and the dialog, toasts and debug label,
 * each made with the first event sent to it (shell-later.ts).
 */
export interface ShellActors extends ShellActorsLater {
  session: ActorRefFrom<typeof sessionMachine>;
  hostSelection: ActorRefFrom<typeof hostSelectionMachine>;
  pageMeta: ActorRefFrom<typeof pageMetaMachine>;
}

/**
 * The composition root: the only place where machines meet their real effects (each machine's
 * in `effects/`). It creates the services, the root actor and the logic each screen runs.
 */
export function createComposition(options: CompositionOptions) {
  const composition = prepareComposition(options)();
  composition.showShell();
  return composition;
}

/**
 * The composition in two steps, for a start that runs each in a task of its own on a slow
 * phone (main.tsx): the services and the machines with their effects first; the root actor,
 * which makes every system actor at once, when the returned function is called.
 */
export function prepareComposition(options: CompositionOptions) {
  // A static shell's head made the centre's first calls already (first-view/early-calls.ts).
  const { transport, firstViewPainted } = handOffEarlyCalls(globalThis, redaxiosTransport);
  const feed = createFeed();
  // The system actors exist once the root actor is created below; effects look them up when
  // they run, which is always after that.
  const session = (): ActorRefFrom<typeof sessionMachine> => app.system.get(SYSTEM_IDS.session);
  const hostSelection = (): ActorRefFrom<typeof hostSelectionMachine> =>
    app.system.get(SYSTEM_IDS.hostSelection);
  const monitoring = createMonitoring({
    env: options.env,
    locale: options.locale,
    origin: options.origin,
    currentPath: options.currentPath,
    loggedIn: () => session().getSnapshot().matches('authenticated'),
    apiHost: () => hostSelection().getSnapshot().context.chosen?.host ?? options.origin,
    sessions: () => [session().getSnapshot().context.tokens, readSessionTokens()],
  });
  const { tracker } = monitoring;
  const inspect = combineInspectors(options.inspect, monitoring.inspect);

  // The exchange's time for all that asks "now" (signing, countdowns, stages), from the first
  // view, then every answer; kept for the tab's next page, which may send no health probe.
  let clockChanged = () => {};
  const clock = createExchangeClock(Date.now, {
    offsetMs: Number(readStored('session', CLOCK_OFFSET_KEY)),
    onChange: (offsetMs) => {
      writeStored('session', CLOCK_OFFSET_KEY, String(offsetMs));
      clockChanged();
    },
  });
  seedClockFromPage(clock, options.firstView);

  const rawClient = createApiClient({
    transport,
    baseUrl: () => hostForCall(hostSelection()),
    token: () => session().getSnapshot().context.tokens?.token,
    language: () => BACKEND_LOCALE[options.locale],
    clock,
    traceId: () => randomId(32),
    onSessionCode: (code) => session().send({ type: 'session.codeReceived', code }),
    onHostFailure: (host) => reportHostFailure(hostSelection(), host),
  });
  // SPEC §4/§9: views asking for the same read at once share one call (cached-client.ts).
  const requestCache = createRequestCache({ now: Date.now, cacheTimeMs: CACHE_TIME_MS });
  const cachedClient = withRequestCache(monitoring.reportCalls(rawClient), requestCache, {
    token: () => session().getSnapshot().context.tokens?.token,
    language: () => BACKEND_LOCALE[options.locale],
  });
  // A page's first call made before its machine exists (main.tsx), handed to it once.
  const firstCalls = withFirstCalls(cachedClient, {
    now: Date.now,
    token: () => session().getSnapshot().context.tokens?.token,
    keepMs: FIRST_CALL_KEEP_MS,
  });
  const { client } = firstCalls;

  const services: AppServices = {
    client,
    transport,
    tracker,
    env: options.env,
    locale: options.locale,
    origin: options.origin,
    site: exchangeSiteOf(options.site ?? {}, BUILD_SITE),
    assignLocation: options.assignLocation,
    currentPath: options.currentPath,
    now: clock.now,
    clock,
    feed,
    firstView: createFirstViewSource(options.firstView, {
      now: clock.now,
      loggedIn: () => session().getSnapshot().matches('authenticated'),
    }),
    ...sessionReads(session),
    openSocket: (kind, onOpen) => openScreenSocket(kind, onOpen),
    firstViewPainted,
  };

  const replies = createReplies();
  // Feedback exists once showShell() made it; a logout told before is shown then.
  const logoutNotice = createLogoutNotice(() => feedback);
  const doc = options.document ?? globalThis.document;
  /** The public and private sockets' target, once a host is chosen (SPEC §7). */
  const locateSocket = async (kind: SocketKind): Promise<SocketTarget> => {
    const chosen = await waitFor(hostSelection(), (s) => s.matches('selected'));
    const host = chosen.context.chosen?.host ?? options.origin;
    return { kind, host, compress: false, vs: randomId(32) };
  };
  // Made by the second step; the effects above look them up only once they exist.
  let app: Actor<typeof appMachine>;
  let feedback: Feedback | undefined;
  const appLogic = provideOnce(appMachine)({
    actors: {
      session: provideSession(services, {
        tellLoggedOut: logoutNotice.tell,
        // The private socket authenticates with its first message: tokens never travel in
        // URLs. The token is read at each connection, so a reconnection sends the current one.
        privateSocket: provideSocket(feed, {
          locate: locateSocket,
          onOpen: (send) => {
            const token = session().getSnapshot().context.tokens?.token;
            if (token) send(JSON.stringify({ op: 'auth', token }));
          },
        }),
        inbox: () => import('./effects/inbox.ts').then((inbox) => inbox.provideInbox(services)),
      }),
      publicSocket: provideSocket(feed, { locate: locateSocket }),
      hostSelection: provideHostSelection(services),
      pageMeta: providePageMeta(services, doc),
    },
  });
  const centreLogic = provideActivityCentre(services);

  /**
   * A contract or stream socket for a screen (services.openSocket): opened once a host is
   * chosen, on the gateway of the login state, with its own feed, and closed with the screen.
   */
  function openScreenSocket(
    kind: ScreenSocketKind,
    onOpen?: (send: (data: string) => void) => void,
  ): { feed: Feed; close: () => void } {
    const screenFeed = createFeed();
    const locate = async (): Promise<SocketTarget> => {
      const chosen = await waitFor(hostSelection(), (s) => s.matches('selected'));
      const host = chosen.context.chosen?.host ?? options.origin;
      const variant = gatewayVariant(session().getSnapshot().context.tokens?.token);
      const service = kind === 'contract' ? 'contract' : 'http-gateway';
      return {
        kind,
        host: gatewayHost(host, service, variant),
        compress: options.env.compress,
        vs: randomId(32),
        // The stream's subscriber id: one per subscription, so two tabs never share one.
        ...(kind === 'stream' ? { uuid: randomId(32) } : {}),
      };
    };
    const socket = createActor(provideSocket(screenFeed, { locate, onOpen }), {
      input: { kind },
      inspect,
    }).start();
    return { feed: screenFeed, close: () => socket.stop() };
  }

  return () => {
    app = createActor(appLogic, {
      inspect,
      input: {
        session: { tokens: options.sessionTokens ?? readSessionTokens(), inApp: options.env.inApp },
        hostSelection: {
          abroad:
            options.env.abroad ||
            (readSessionTokens() !== undefined && readStored('session', OVERSEAS_KEY) === '1'),
          ...storedHostChoice(),
          fallbackHosts: FALLBACK_HOSTS,
          mainDomainHost: options.origin,
          // Plain static files: no page server answered the first calls, so they start on the
          // main domain while the race runs instead of waiting for it.
          startOnMainDomain: options.firstView === undefined,
        },
        pageMeta: { locale: options.locale },
        shellAtOnce: !options.shellInSteps,
      },
    });

    let started = false;
    let shell: ShellActors | undefined;
    const nativeNavigation = nativeNavigationLater(services, () => feedback!.notify, inspect);
    /** The actors the shell draws: the root makes page metadata when told the views are wanted. */
    const showShell = (): ShellActors => {
      if (shell) return shell;
      app.send({ type: 'app.shellWanted' });
      shell = {
        session: session(),
        hostSelection: hostSelection(),
        pageMeta: app.system.get(SYSTEM_IDS.pageMeta),
        ...shellActorsLater(services, replies, inspect),
      };
      const notify = notifyVia(shell.notifications, replies);
      /** What features use through FeedbackContext (src/ui/feedback.tsx). */
      feedback = {
        notify,
        dismiss: dismissVia(shell.notifications),
        ...dialogFeedback(shell.dialog, replies, services),
        navigateNative: nativeNavigation.navigate,
      };
      // A logout the page told of just before it was reloaded, not yet closed by the user.
      if (started) logoutNotice.showKept();
      return shell;
    };
    /** The shell's actors, which exist once `showShell()` has run. */
    const shown = (): ShellActors => {
      if (!shell) throw new Error('The shell is drawn before showShell() made its actors');
      return shell;
    };
    /** The language the page's text is shown in; the translation tip switches it (tr-TR). */
    const contentLanguage = createContentLanguage(options.locale);
    const loadTranslationTip = () =>
      import('./effects/translation-tip.ts').then((tip) => ({
        logic: tip.provideTranslationTip(contentLanguage),
        input: (viewport: { width: number; height: number }, size: typeof viewport) =>
          tip.translationTipInput(services, viewport, size),
        viewportWatcher: tip.watchViewport,
      }));
    /**
     * A checked native login (native-entry.ts): false, and nothing sent, when the session
     * refuses it.
     */
    const nativeLogin = (login: NativeLogin) => {
      const event = { type: 'session.appLogin', ...login } as const;
      if (!session().getSnapshot().can(event)) return false;
      session().send(event);
      return true;
    };

    return {
      app,
      /**
       * Starts the actors made above. Kept apart from making them, so that the start (main.tsx)
       * runs each in a task of its own on a slow phone.
       */
      start: () => {
        const askTime = () => void rawClient('health', {}).catch(() => {});
        clockChanged = followClockPushes(feed, clock, askTime);
        app.start();
        started = true;
        // A logout the page told of just before it was reloaded, not yet closed by the user.
        if (shell) logoutNotice.showKept();
        // SPEC §3/§4: a user whose info says isOverseas chooses a host from web_abroad.txt; the
        // flag is kept for the session's next pages, which then start from the abroad list.
        session().subscribe((s) => {
          const user = s.context.user;
          if (!user) return;
          writeStored('session', OVERSEAS_KEY, user.isOverseas ? '1' : '');
          if (user.isOverseas) hostSelection().send({ type: 'hostSelection.overseas' });
        });
      },
      /** Makes the shell's actors: with `shellInSteps`, a step of its own after `start()`. */
      showShell,
      /** The first view is drawn (main.tsx, idle after hydration): the public socket starts. */
      firstViewDrawn: () => {
        app.send({ type: 'app.firstViewDrawn' });
        if (options.env.inApp) nativeNavigation.preload();
      },
      services,
      tracker,
      monitoring,
      centreLogic,
      centreInput: () => centreInputOf(services),
      get shell(): ShellActors {
        return shown();
      },
      get feedback(): Feedback {
        shown();
        return feedback!;
      },
      contentLanguage,
      nativeLogin,
      /**
       * The translation tip: only tr-TR pages carry it (SPEC §2), so only they load its machine
       * and effects (issue 17: code a page never needs does not load). `load` is one function for
       * the page's life, so its module is fetched once.
       */
      translationTip: {
        wanted: hasTranslationTip(options.locale),
        load: loadTranslationTip,
      },
      /** With ?inspect: the inspection of the actors views create, so the atlas follows them. */
      inspect,
      client,
      firstCalls,
    };
  };
}

export type Composition = ReturnType<typeof createComposition>;

/** Sets the clock from the exchange's time the page server read while making the page. */
function seedClockFromPage(clock: ExchangeClock, view: FirstView | undefined): void {
  if (!view) return;
  const span = pageResponseWindow(clock.deviceNow);
  if (!span) return;
  const exchangeTime =
    view.route === 'centre' ? view.activityList.serverTime : view.detail.serverTime;
  clock.learn({ exchangeTime, ...span });
}
