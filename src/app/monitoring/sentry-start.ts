import type { ErrorEvent, EventHint } from '@sentry/react';
import { isApiError } from '../../api/errors.ts';
import type { Scrub } from './scrub.ts';

type SentryModule = typeof import('@sentry/react');

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

/** Sentry started, and how a report reaches it. */
export interface StartedSentry {
  send(error: unknown, extras?: ReportExtras): void;
}

/** What Sentry starts with (sentry.ts's SentryOptions). */
interface StartOptions {
  dsn: string | undefined;
  environment: string;
  tags: () => ErrorTags;
}

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
 * Starts @sentry/react (sentry.ts loads both with the page's first report once the page is
 * drawn).
 */
export function startSentry(mod: SentryModule, options: StartOptions, clean: Scrub): StartedSentry {
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
  return {
    send(error, extras) {
      const { traceId, source, ...rest } = extras ?? {};
      const id = traceIdOf(error, extras);
      mod.captureException(error, {
        tags: { ...(id ? { traceId: id } : {}), ...(source ? { source } : {}) },
        extra: clean(rest),
      });
    },
  };
}
