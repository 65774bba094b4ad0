import type { InspectionEvent, Observer } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import type { Locale } from '../../domain/locale.ts';
import type { SessionTokens } from '../../domain/session.ts';
import type { Environment } from '../../platform/environment.ts';
import { browserBeacon, createTracker } from '../tracking.ts';
import { COLLECT_URL, DEPLOYED, sentryDsn, trackingEnabled } from './config.ts';
import { pageLoadSeconds, startHeartbeat } from './heartbeat.ts';
import { anonymousId, commonFields, routeOf } from './page-context.ts';
import { watchPageViews } from './page-views.ts';
import { scrubWith } from './scrub.ts';
import { createSecretKeeper } from './secrets.ts';
import { afterFirstPaint, createSentryReporter } from './sentry.ts';
import { reportWebVitals } from './vitals.ts';

export interface MonitoringOptions {
  env: Environment;
  locale: Locale;
  /** The page's origin. */
  origin: string;
  /** The page's path and query, read at each event. */
  currentPath: () => string;
  loggedIn: () => boolean;
  /** The API host in use (the origin until one is chosen). */
  apiHost: () => string;
  /**
   * The sessions the page holds now (the session machine's, the cookie's): their values are
   * removed from every report, breadcrumb and beacon, and remembered after they change.
   */
  sessions: () => Iterable<SessionTokens | undefined>;
}

/**
 * Error monitoring and tracking for one page, made by the composition root: the tracker the
 * effects use, the reporter errors go through, the API client wrapper and the inspector that
 * report failed calls and crashed actors, and `start()`, which main.tsx calls once the app is
 * rendered.
 */
export function createMonitoring(options: MonitoringOptions) {
  const href = () => `${options.origin}${options.currentPath()}`;
  const clean = scrubWith(createSecretKeeper(options.sessions));
  const tracker = createTracker({
    enabled: trackingEnabled(options.env.sensors),
    url: COLLECT_URL,
    common: () =>
      commonFields({
        env: options.env,
        href,
        loggedIn: options.loggedIn,
        anonymousId: anonymousId(),
      }),
    send: browserBeacon,
    scrub: clean,
  });
  const reporter = createSentryReporter({
    dsn: sentryDsn(options.origin),
    environment: DEPLOYED ? 'production' : 'sandbox',
    scrub: clean,
    tags: () => ({
      route: routeOf(options.currentPath()),
      locale: options.locale,
      platform: options.env.inApp ? 'h5' : 'web',
      host: options.apiHost(),
    }),
  });

  /**
   * The client with its failures reported: the network, HTTP statuses and malformed answers.
   * Envelope codes are the exchange's answers (not eligible, already claimed…) that the
   * machines handle, and an abort is the caller's choice, so neither is an error to report.
   */
  const reportCalls =
    (client: ApiClient): ApiClient =>
    async (name, request, callOptions) => {
      try {
        return await client(name, request, callOptions);
      } catch (error) {
        if (isApiError(error) && error.kind !== 'code' && !callOptions?.signal?.aborted) {
          reporter.report(error, { source: 'api', call: name, traceId: error.traceId });
        }
        throw error;
      }
    };

  /**
   * Reports every actor that stops in its error status (an effect threw). A failed call is not
   * reported again here: reportCalls has reported it if it is an error, and an envelope code is
   * the exchange's answer (a refused claim, a logout), which the machines handle.
   */
  const inspect: Observer<InspectionEvent> = {
    next: (event) => {
      if (event.type !== '@xstate.snapshot' || event.snapshot.status !== 'error') return;
      const { error, machine } = event.snapshot as { error?: unknown; machine?: { id: string } };
      if (isApiError(error)) return;
      reporter.report(error, { source: 'machine', machine: machine?.id });
    },
  };

  /**
   * Starts what runs once the page is drawn: error monitoring (Sentry loads with the first
   * error), page views, heartbeat, web vitals.
   */
  function start(win: Window = window) {
    reporter.listen();
    afterFirstPaint(() => void reporter.start());
    if (!tracker.enabled) return;
    watchPageViews(win, () => tracker.track('page_view', { referrer: win.document.referrer }));
    startHeartbeat({
      track: tracker.track,
      doc: win.document,
      now: () => Date.now(),
      setInterval: (run, ms) => win.setInterval(run, ms),
      clearInterval: (id) => win.clearInterval(id as number),
    });
    // The load event's end is only known once the handlers of `load` have run.
    const trackLoad = () =>
      setTimeout(() => {
        const [timing] = win.performance.getEntriesByType('navigation');
        const duration = pageLoadSeconds(timing);
        if (duration !== undefined) tracker.track('page_load', { event_duration: duration });
      }, 0);
    if (win.document.readyState === 'complete') trackLoad();
    else win.addEventListener('load', trackLoad, { once: true });
    void reportWebVitals(tracker.track);
  }

  return { tracker, reporter, reportCalls, inspect, start };
}

export type Monitoring = ReturnType<typeof createMonitoring>;

/** Several inspectors as one (the machine atlas's and monitoring's). */
export function combineInspectors(
  ...observers: (Observer<InspectionEvent> | undefined)[]
): Observer<InspectionEvent> {
  return {
    next: (event) => {
      for (const observer of observers) observer?.next?.(event);
    },
  };
}
