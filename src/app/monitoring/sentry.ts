import type { ErrorEvent, EventHint } from '@sentry/react';
import { isApiError } from '../../api/errors.ts';
import { scrub } from './scrub.ts';

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
export function prepareEvent(event: ErrorEvent, hint: EventHint, tags: ErrorTags): ErrorEvent {
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
  return scrub(merged);
}

/**
 * Error monitoring with @sentry/react, loaded only after the first paint so it never delays
 * the page. Reports made before it loads wait in a queue; with no DSN nothing loads and
 * reports are dropped. Unhandled rejections and errors are caught by Sentry's own handlers
 * once loaded, and by a listener of ours until then.
 */
export function createSentryReporter(options: SentryOptions): ErrorReporter & {
  /**
   * Queues unhandled rejections and errors from now on: called as the page starts, since
   * Sentry's own handlers arrive only after the first paint.
   */
  listen(): void;
  /** Loads and starts Sentry; resolves when it is ready (at once when it is off). */
  start(): Promise<void>;
} {
  let sentry: SentryModule | undefined;
  const queue: [unknown, ReportExtras | undefined][] = [];

  const send = (mod: SentryModule, error: unknown, extras?: ReportExtras) => {
    const { traceId, source, ...rest } = extras ?? {};
    const id = traceIdOf(error, extras);
    mod.captureException(error, {
      tags: { ...(id ? { traceId: id } : {}), ...(source ? { source } : {}) },
      extra: scrub(rest),
    });
  };
  const early = (event: PromiseRejectionEvent | globalThis.ErrorEvent) => {
    const error = 'reason' in event ? event.reason : event.error;
    queue.push([error, { source: 'reason' in event ? 'rejection' : 'error' }]);
  };

  const listen = () => {
    if (!options.dsn || sentry) return;
    window.addEventListener('unhandledrejection', early);
    window.addEventListener('error', early);
  };

  return {
    report(error, extras) {
      if (!options.dsn) return;
      if (sentry) send(sentry, error, extras);
      else queue.push([error, extras]);
    },
    listen,
    async start() {
      if (!options.dsn) return;
      listen();
      const mod = await import('@sentry/react');
      mod.init({
        dsn: options.dsn,
        environment: options.environment,
        sendDefaultPii: false,
        // Breadcrumbs of calls may carry addresses with tokens: scrubbed like the events.
        beforeBreadcrumb: (crumb) => (crumb.category === 'console' ? null : scrub(crumb)),
        beforeSend: (event, hint) => prepareEvent(event, hint, options.tags()),
      });
      window.removeEventListener('unhandledrejection', early);
      window.removeEventListener('error', early);
      sentry = mod;
      for (const [error, extras] of queue.splice(0)) send(mod, error, extras);
    },
  };
}

/** After the first paint: the next frame's task, so loading never competes with the page. */
export function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
