import type { Scrub } from './monitoring/scrub.ts';

/** One tracking event as the page recorded it (the debug label shows the latest). */
export interface TrackedEvent {
  name: string;
  fields: Record<string, unknown>;
  at: number;
}

/** The fields every tracking event carries (SPEC §3). */
export interface CommonFields {
  platform: 'h5' | 'web';
  domain_name: string;
  is_login_user: boolean;
  activity_name: string;
  activity_page_name: string;
  anonymous_id: string;
}

/** How the tracker sends: `navigator.sendBeacon` in the page (delivery.ts), a fake in tests. */
export type BeaconSender = (url: string, body: string) => boolean;

export interface TrackerOptions {
  /** Tracking runs only in a deployment or with ?sensors (SPEC §4); see monitoring/config.ts. */
  enabled: boolean;
  /** The collector's address. */
  url: string;
  /**
   * Read at each event, so login and route changes show in the next one. A promise when the
   * fields are made by a module that loads with the first beacon (monitoring.ts): it reads the
   * page at once and makes the fields once that module is there.
   */
  common: () => CommonFields | Promise<CommonFields>;
  send: BeaconSender;
  now?: () => number;
  /**
   * What every beacon goes through (the session's values in it): no beacon leaves without it.
   * A promise while its module loads (monitoring.ts): the beacons made meanwhile wait for it,
   * in order, each as it was when tracked.
   */
  scrub?: Scrub | Promise<Scrub>;
}

/** How many recent events stay in memory for the debug label. */
const KEPT_EVENTS = 50;

/**
 * The tracker: records every event and, when enabled, sends it at once as a beacon, so none
 * is lost when the page closes. Each beacon is one JSON object: `event` (the name), the common
 * fields, then the caller's fields, scrubbed of tokens and contact data.
 */
export function createTracker(options?: TrackerOptions) {
  const events: TrackedEvent[] = [];
  const now = options?.now ?? Date.now;
  return {
    events: events as readonly TrackedEvent[],
    enabled: options?.enabled ?? false,
    track(name: string, fields: Record<string, unknown> = {}) {
      const at = now();
      events.push({ name, fields, at });
      if (events.length > KEPT_EVENTS) events.splice(0, events.length - KEPT_EVENTS);
      if (!options?.enabled || !options.scrub) return;
      const common = options.common();
      const beacon = (clean: Scrub, commonFields: CommonFields) =>
        options.send(
          options.url,
          JSON.stringify(clean({ ...commonFields, ...fields, event: name, time: at })),
        );
      if (common instanceof Promise) {
        // Each event's promises are made as it is tracked and settle in that order: the beacons
        // leave in the order of their events.
        void Promise.all([options.scrub, common]).then(([clean, c]) => beacon(clean, c));
      } else if (typeof options.scrub === 'function') beacon(options.scrub, common);
      else void options.scrub.then((clean) => beacon(clean, common));
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

/**
 * Tracks a user's action (enrol, claim, draw, share) where its effect runs. Tracking must never
 * stand in the way of the action: services made without a tracker (tests, tools) still run it.
 */
export function trackAction(
  services: { tracker?: Tracker },
  name: string,
  fields: Record<string, unknown>,
): void {
  services.tracker?.track(name, fields);
}
