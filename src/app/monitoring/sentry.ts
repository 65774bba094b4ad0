import type { Scrub } from './scrub.ts';
import type { ErrorTags, ReportExtras, StartedSentry } from './sentry-start.ts';

export type { ErrorTags, ReportExtras } from './sentry-start.ts';

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
  let sentry: StartedSentry | undefined;
  let loading: Promise<void> | undefined;
  /** Whether the page is drawn, so that a report may load Sentry. */
  let armed = false;
  const queue: [unknown, ReportExtras | undefined][] = [];

  const load = () => {
    loading ??= (async () => {
      // Sentry's set-up and the event's last touches come with Sentry itself (issue 17).
      const [{ startSentry }, mod, clean] = await Promise.all([
        import('./sentry-start.ts'),
        import('@sentry/react'),
        options.scrub(),
      ]);
      const started = startSentry(mod, options, clean);
      window.removeEventListener('unhandledrejection', early);
      window.removeEventListener('error', early);
      sentry = started;
      for (const [error, extras] of queue.splice(0)) started.send(error, extras);
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
      if (sentry) sentry.send(error, extras);
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
