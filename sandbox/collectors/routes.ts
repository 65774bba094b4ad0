import { Hono } from 'hono';
import type { EventLog } from './event-log.ts';
import { createSentryRoutes } from './sentry.ts';
import { createTrackingRoutes } from './tracking.ts';

/** Both collectors of the main origin: tracking beacons and error envelopes. */
export function createCollectorRoutes(log: EventLog): Hono {
  const app = new Hono();
  app.route('/', createTrackingRoutes(log));
  app.route('/', createSentryRoutes(log));
  return app;
}
