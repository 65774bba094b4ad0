import { assetAddress } from '../domain/exchange-site.ts';
import { isLocale, resolveLocale } from '../domain/locale.ts';
import { textDirection } from '../i18n/direction.ts';
import { FIRST_ENGLISH as en } from '../i18n/first-english.ts';
import { loadLocaleMessages } from '../i18n/load-locale.ts';
import { createTranslator, type Translate } from '../i18n/translator.ts';
import { afterNextPaint } from '../platform/after-paint.ts';
import { readEnvironment } from '../platform/environment.ts';
import { readPickedLocale } from '../platform/locale-memory.ts';
import { nextTask } from '../platform/next-task.ts';
import { loadNumberDataAside } from '../platform/number-data.ts';
import { readSessionTokens } from '../platform/session-store.ts';
import { readSiteMeta } from '../platform/site-meta.ts';
import type { Composition } from './composition.ts';
import { showCrashNotice } from './crash-notice.ts';
import { prefetchCentre, preloadImage } from './effects/centre-prefetch.ts';
import { firstViewFits, firstViewRouteOf, readFirstView } from './first-view/first-view.ts';
import { FIRST_VIEW_ELEMENT_ID, STATIC_SHELL_ATTRIBUTE } from './first-view/markers.ts';
import { preloadRoute } from './routes/route-modules.ts';
import { rememberedLocaleAddress, splitLocalePath } from './routes.ts';

/** The words a failed start is told in: English until the page's language has loaded. */
let startWords: Translate | undefined;
/** Where a failed start is reported, once the composition exists. */
let startMonitoring: Composition['monitoring'] | undefined;

async function boot() {
  // This module's own evaluation was a task of its own.
  await nextTask();
  // The language the user picked before, for an address that names none: the page moves under
  // its prefix (no reload), so the router's base and every link carry it from here on.
  const remembered = rememberedLocaleAddress(window.location, readPickedLocale());
  if (remembered) window.history.replaceState(window.history.state, '', remembered);
  // The page's first storage read waits for the browser's process to hand the storage over:
  // a task of its own, apart from the worker's start and the modules' requests below.
  await nextTask();
  const env = readEnvironment(window.location.href, navigator.userAgent);
  // The native app's entry, loaded only in its webview (it is the one caller), beside the start.
  const nativeEntry = env.inApp ? import('./native-entry.ts') : undefined;
  const fromPath = splitLocalePath(window.location.pathname);
  // The libraries and the parts of the app load one after the other, each run in a task of
  // its own, so that none holds the page up on a slow phone: the actors, then the views and
  // the opened route's code (lazy in App.tsx), which the first drawing needs.
  // The system's machines are built as their file runs, with the composition and its libraries
  // (vite.config.ts).
  const compositionModule = import('./composition.ts');
  // React, then the views' start, each run in a task of its own (vite.config.ts).
  const mountModule = compositionModule
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./mount.tsx'))
    .then(async (mount) => {
      await nextTask();
      await preloadRoute(window.location.pathname.slice(fromPath.base.length) || '/');
      return mount;
    });
  const locale = fromPath.locale ?? resolveLocale(env.localeQuery);
  // A page's first number format loads the number data (20-90 ms on an AMD EPYC, in one piece):
  // a worker loads it while the start's modules load and run, off the page's thread.
  const numberData = loadNumberDataAside(locale);
  // Starting the worker costs a few ms on the page's thread: a task of its own.
  await nextTask();
  const messages = locale === 'en' ? en : await loadLocaleMessages(locale);
  const pageWords = createTranslator(locale, messages, en);
  startWords = pageWords;
  const dir = textDirection(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;

  const inspect = env.inspect
    ? (await import('./inspection.ts')).createInspectionPublisher()
    : undefined;
  await nextTask();
  const route = firstViewRouteOf(window.location.pathname, window.location.search);
  // The answers the page came with, if they were made for this page, locale and session.
  const firstView = readFirstView(document);
  // Checking the page's answers against their schemas is the task's work: the rest is another.
  await nextTask();
  const fits =
    firstView !== undefined &&
    firstViewFits(firstView, {
      route,
      loggedIn: readSessionTokens() !== undefined,
    });
  // A static shell of this locale's centre (server/static-shells.ts, for a CDN without the page
  // server) is the app in the state it starts in: hydrated like a first view, never drawn again.
  const staticShell =
    firstView === undefined &&
    route?.route === 'centre' &&
    document.getElementById('root')?.getAttribute(STATIC_SHELL_ATTRIBUTE) === locale;
  const { prepareComposition } = await compositionModule;
  await nextTask();
  const makeComposition = prepareComposition({
    env,
    inspect,
    firstView: fits ? firstView : undefined,
    locale,
    origin: window.location.origin,
    // The exchange's login page and asset origin, where the page server names them.
    site: readSiteMeta(document),
    assignLocation: (url) => window.location.assign(url),
    currentPath: () => window.location.pathname + window.location.search,
    shellInSteps: true,
  });
  await nextTask();
  const composition = makeComposition();
  startMonitoring = composition.monitoring;
  // The native app (and the app simulator) deliver the login through this entry.
  if (nativeEntry) window.ExchangeWeb = (await nativeEntry).webEntryFor(composition.nativeLogin);
  await nextTask();
  composition.start();
  // Without a first view's answers the centre's lists are its largest paint's first need: they
  // start now, on the main domain while the host race runs (SPEC §4), not when the view mounts.
  if (!fits && route?.route === 'centre') {
    prefetchCentre(composition.firstCalls.start, {
      now: composition.services.now,
      preloadImage: (url) => preloadImage(document, assetAddress(url, composition.services.site)),
    });
  }
  // An activity's detail likewise (activity.ts's loadDetail takes it; /events/ pages first look
  // their id up by alias).
  if (!fits && route?.route === 'activity') {
    composition.firstCalls.start(readSessionTokens() ? 'activityDetail' : 'noLoginDetail', {
      activityId: route.activityId,
    });
  }
  await nextTask();
  composition.showShell();
  const { mountApp } = await mountModule;
  // The hydration's first number format, in a task of its own rather than inside a slice of
  // the hydration: cheap once the worker has loaded the data, which it has by now as a rule.
  await numberData;
  await nextTask();
  new Intl.NumberFormat(locale).format(0);
  await nextTask();
  mountApp({
    composition,
    session: composition.shell.session,
    locale,
    dir,
    translators: {
      page: pageWords,
      original: createTranslator('en', undefined, en),
    },
    base: fromPath.locale && isLocale(fromPath.locale) ? fromPath.base : '',
    // The server's rendering is there only with its answers; answers that do not fit this
    // page and session are not used, and the page is drawn afresh.
    hydrate: (fits && document.getElementById(FIRST_VIEW_ELEMENT_ID) !== null) || staticShell,
    onRecoverableError: (error) => {
      // Kept in the console too (React's default): a hydration mismatch must show in tests.
      console.error('React recovered from an error while hydrating the page', error);
      composition.monitoring.reporter.report(error, { source: 'error' });
    },
  });
  // What the first view does not need (the public socket) starts once it is drawn: in the first
  // idle moment after the hydration's slices, so none of it lands in one of them.
  void afterNextPaint().then(() => whenIdle(composition.firstViewDrawn, DRAWN_IDLE_TIMEOUT_MS));
  // Errors are queued from now on; once the page's main content is shown, tracking starts and
  // the first error loads Sentry, so its code never competes with the page's largest paint.
  composition.monitoring.reporter.listen();
  whenContentShown(() => composition.monitoring.start());
}

/** The longest wait for an idle moment before monitoring starts anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;
/** The longest wait for an idle moment after the first paint before the public socket starts (ms). */
const DRAWN_IDLE_TIMEOUT_MS = 1000;

/** Runs `run` in an idle moment, or after `timeoutMs` where none comes. */
function whenIdle(run: () => void, timeoutMs: number) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, 0);
}
/** How long the page must go without a larger paint before its main content counts as shown. */
const PAINT_QUIET_MS = 2000;

/**
 * Runs `run` once the page's largest content has been painted: after `load`, when no larger
 * paint has come for PAINT_QUIET_MS (the centre's banner arrives with its data, after `load`),
 * or at the user's first input, whichever is first; then in an idle moment.
 */
function whenContentShown(run: () => void) {
  let started = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const paints = new PerformanceObserver(() => loaded && waitForQuiet());
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(quiet);
    paints.disconnect();
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    whenIdle(run, IDLE_TIMEOUT_MS);
  };
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(start, PAINT_QUIET_MS);
  };
  let loaded = document.readyState === 'complete';
  if (loaded) waitForQuiet();
  else {
    addEventListener(
      'load',
      () => {
        loaded = true;
        waitForQuiet();
      },
      { once: true },
    );
  }
  addEventListener('pointerdown', start, { capture: true, once: true });
  addEventListener('keydown', start, { capture: true, once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    paints.observe({ type: 'largest-contentful-paint' });
  }
}

void boot().catch((error: unknown) => {
  // Any step of the start: a file that did not load (the composition, React, the views, the
  // native app's entry, the page's language), or an error while it ran.
  console.error('The page could not start', error);
  startMonitoring?.reporter.report(error, { source: 'error' });
  // The report waits for monitoring to start, which a failed start never reaches.
  startMonitoring?.start();
  showCrashNotice(document, startWords ?? createTranslator('en', en, en), () =>
    window.location.reload(),
  );
});
