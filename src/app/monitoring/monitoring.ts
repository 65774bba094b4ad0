import type { InspectionEvent, Observer } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import type { Locale } from '../../domain/locale.ts';
import type { SessionTokens } from '../../domain/session.ts';
import type { Environment } from '../../platform/environment.ts';
import { createTracker } from '../tracking.ts';
import { COLLECT_URL, DEPLOYED, sentryDsn, trackingEnabled } from './config.ts';
import type { Scrub } from './scrub.ts';
import { afterFirstPaint, createSentryReporter } from './sentry.ts';

/** The route for error reports: the path without its query, which may carry anything. */
const routeOf = (pathname: string) => pathname.split(/[?#]/)[0] || '/';

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
  /** Monitoring's part that runs only once something leaves the page, once loaded. */
  let delivered: typeof import('./delivery.ts') | undefined;
  const loadDelivery = () => import('./delivery.ts').then((loaded) => (delivered = loaded));
  // One scrub for the page (it remembers every session it has seen), loaded with the first
  // beacon or report: a page that sends neither never loads it.
  let scrub: Promise<Scrub> | undefined;
  const clean = () => {
    scrub ??= loadDelivery().then((delivery) => delivery.createScrub(options.sessions));
    return scrub;
  };
  const enabled = trackingEnabled(options.env.sensors);
  const tracker = createTracker({
    enabled,
    url: COLLECT_URL,
    // The page as it is when the event is tracked; its fields are made by the page context,
    // which loads with the scrub (delivery.ts): a page without tracking never loads it.
    common: () => {
      const address = href();
      const loggedIn = options.loggedIn();
      return loadDelivery().then(({ anonymousId, commonFields }) =>
        commonFields({
          env: options.env,
          href: () => address,
          loggedIn: () => loggedIn,
          anonymousId: anonymousId(),
        }),
      );
    },
    // A beacon leaves only once the scrub has loaded (below), and it comes with delivery.ts:
    // the sender is there by then, and a page that sends no beacon never loads it.
    send: (url, body) => delivered?.browserBeacon(url, body) ?? false,
    // Asked for at once where tracking runs: its first beacons wait for it.
    scrub: enabled ? clean() : undefined,
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
    void loadDelivery().then((delivery) => delivery.startTracking(win, tracker.track));
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
