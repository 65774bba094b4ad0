/**
 * What monitoring needs only once something is to leave the page: the scrubbing of beacons and
 * error reports, and the tracking that runs once the page is drawn. Loaded by monitoring.ts with
 * the first beacon or error report, so a page without tracking or errors never loads it
 * (issue 17: code a page never runs does not load).
 */
import type { SessionTokens } from '../../domain/session.ts';
import { pageLoadSeconds, startHeartbeat } from './heartbeat.ts';
import { watchPageViews } from './page-views.ts';
import { type Scrub, scrubWith } from './scrub.ts';
import { createSecretKeeper } from './secrets.ts';
import { reportWebVitals } from './vitals.ts';

// The fields every beacon carries, made here: a page that sends no beacon never loads them.
export { anonymousId, commonFields } from './page-context.ts';

/** The scrub every beacon and report of the page goes through, with the page's sessions. */
export function createScrub(sessions: () => Iterable<SessionTokens | undefined>): Scrub {
  return scrubWith(createSecretKeeper(sessions));
}

/** Starts what tracks the page once it is drawn: page views, heartbeat, page load, web vitals. */
export function startTracking(
  win: Window,
  track: (name: string, fields: Record<string, unknown>) => void,
): void {
  watchPageViews(win, () => track('page_view', { referrer: win.document.referrer }));
  startHeartbeat({
    track,
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
      if (duration !== undefined) track('page_load', { event_duration: duration });
    }, 0);
  if (win.document.readyState === 'complete') trackLoad();
  else win.addEventListener('load', trackLoad, { once: true });
  void reportWebVitals(track);
}

/**
 * Sends with `navigator.sendBeacon` (a text/plain body the collector reads as JSON); where the
 * browser has none, or refuses the beacon, a keepalive fetch does the same job.
 */
export function browserBeacon(url: string, body: string): boolean {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return true;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'include' }).catch(
    () => undefined,
  );
  return false;
}
