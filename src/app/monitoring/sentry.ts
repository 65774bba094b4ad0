import type { ErrorEvent, EventHint } from '@sentry/react';
import { isApiError } from '../../api/errors.ts';
import type { Scrub } from './scrub.ts';

/** The tags every error report carries. */
export interface ErrorTags {
  route: string;
  locale: string;
  /** h5 in the exchange's app, web in a browser. */
  platform: 'h5' | 'web';
  /** The API host the page talks to. */
  host: string;
}

/** What a report may add: the failed call's trace id, where the error came from. */
export interface ReportExtras {
  traceId?: string;
  source?: 'api' | 'boundary' | 'machine' | 'rejection' | 'error';
  [key: string]: unknown;
}

/** The one door errors leave the page through. */
export interface ErrorReporter {
  report(error: unknown, extras?: ReportExtras): void;
}

export interface SentryOptions {
  /** Off when undefined (see config.ts). */
  dsn: string | undefined;
  tags: () => ErrorTags;
  /** The release or build the errors belong to. */
  environment: string;
  /**
   * What every event, breadcrumb and extra goes through (the session's values in it), loaded
   * with Sentry: a page without errors loads neither.
   */
  scrub: () => Promise<Scrub>;
}

type SentryModule = typeof import('@sentry/react');

/** The trace id an error carries: an ApiError's, or one given with the report. */
function traceIdOf(error: unknown, extras?: ReportExtras): string | undefined {
  return extras?.traceId ?? (isApiError(error) ? error.traceId : undefined);
}

/**
 * Adds the page's tags and the trace id to an event, then scrubs every string in it: no token,
 * email or phone number ever leaves the page, whatever the error's message or the breadcrumbs
 * held. Exported for the unit tests.
 */
export function prepareEvent(
  event: ErrorEvent,
  hint: EventHint,
  tags: ErrorTags,
  scrubEvent: Scrub,
): ErrorEvent {
  const traceId = traceIdOf(hint.originalException);
  const merged: ErrorEvent = {
    ...event,
    tags: { ...tags, ...(traceId ? { traceId } : {}), ...event.tags },
  };
  // Sentry's own guesses at the user (an IP address, cookies) are personal data.
  delete merged.user;
  if (merged.request) {
    delete merged.request.cookies;
    delete merged.request.headers;
  }
  return scrubEvent(merged);
}

/**
 * Error monitoring with @sentry/react, loaded after the first paint and only once there is an
 * error to send: a page without errors never pays for its code (some 150 KB, whose start-up is a
 * long task on a phone). Reports made before it loads wait in a queue; with no DSN nothing loads
 * and reports are dropped. Unhandled rejections and errors are caught by a listener of ours
 * until Sentry's own handlers take over.
 */
export function createSentryReporter(options: SentryOptions): ErrorReporter & {
  /**
   * Queues unhandled rejections and errors from now on: called as the page starts, since
   * Sentry's own handlers arrive only with Sentry.
   */
  listen(): void;
  /**
   * Called once the page is drawn: from then on the first report loads and starts Sentry (at
   * once if reports are waiting). Resolves when those are sent (at once when there are none).
   */
  start(): Promise<void>;
} {
  let sentry: { mod: SentryModule; clean: Scrub } | undefined;
  let loading: Promise<void> | undefined;
  /** Whether the page is drawn, so that a report may load Sentry. */
  let armed = false;
  const queue: [unknown, ReportExtras | undefined][] = [];

  const send = (mod: SentryModule, clean: Scrub, error: unknown, extras?: ReportExtras) => {
    const { traceId, source, ...rest } = extras ?? {};
    const id = traceIdOf(error, extras);
    mod.captureException(error, {
      tags: { ...(id ? { traceId: id } : {}), ...(source ? { source } : {}) },
      extra: clean(rest),
    });
  };
  const load = () => {
    loading ??= (async () => {
      const [mod, clean] = await Promise.all([import('@sentry/react'), options.scrub()]);
      mod.init({
        dsn: options.dsn,
        environment: options.environment,
        // Sentry 11 collects users, cookies, headers and bodies unless told not to (it replaced
        // `sendDefaultPii: false` with these categories): none of them may leave the page.
        dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
        // Breadcrumbs of calls may carry addresses with tokens: scrubbed like the events.
        beforeBreadcrumb: (crumb) => (crumb.category === 'console' ? null : clean(crumb)),
        beforeSend: (event, hint) => prepareEvent(event, hint, options.tags(), clean),
      });
      window.removeEventListener('unhandledrejection', early);
      window.removeEventListener('error', early);
      sentry = { mod, clean };
      for (const [error, extras] of queue.splice(0)) send(mod, clean, error, extras);
    })();
    return loading;
  };
  const enqueue = (error: unknown, extras: ReportExtras | undefined) => {
    queue.push([error, extras]);
    if (armed) void load();
  };
  function early(event: PromiseRejectionEvent | globalThis.ErrorEvent) {
    const error = 'reason' in event ? event.reason : event.error;
    enqueue(error, { source: 'reason' in event ? 'rejection' : 'error' });
  }

  const listen = () => {
    if (!options.dsn || sentry) return;
    window.addEventListener('unhandledrejection', early);
    window.addEventListener('error', early);
  };

  return {
    report(error, extras) {
      if (!options.dsn) return;
      if (sentry) send(sentry.mod, sentry.clean, error, extras);
      else enqueue(error, extras);
    },
    listen,
    async start() {
      if (!options.dsn) return;
      listen();
      armed = true;
      if (queue.length > 0) await load();
    },
  };
}

/** After the first paint: the next frame's task, so loading never competes with the page. */
export function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
