/**
 * Monitoring settings, read at build time like `../config.ts`: the defaults fit the sandbox of
 * `npm start` (and the e2e runs), which build with Vite's production mode but set no VITE_
 * variable. A real deployment says so with `VITE_DEPLOYMENT=production`.
 *
 * - Tracking runs in a deployment, or anywhere with `?sensors` (SPEC §4).
 * - Errors go to `VITE_SENTRY_DSN`; an empty value turns error monitoring off. Unset, a
 *   deployment reports nowhere and a sandbox build reports to the sandbox's collector on the
 *   page's own origin (`http://sandbox@<host>/sentry/1`).
 * - Beacons go to `VITE_COLLECT_URL`, by default `/collect` on the page's origin.
 *
 * Read as `import.meta.env.VITE_…`, each replaced by its value at build time (see ../config.ts),
 * so that the build decides `DEPLOYED` and leaves out what it rules out.
 */

/** A production deployment, as opposed to a sandbox or development build. */
export const DEPLOYED = import.meta.env.PROD && import.meta.env.VITE_DEPLOYMENT === 'production';

/** The DSN errors are sent to, or undefined when error monitoring is off. */
export function sentryDsn(
  origin: string,
  configured = import.meta.env.VITE_SENTRY_DSN,
): string | undefined {
  if (configured !== undefined) return configured.trim() || undefined;
  if (DEPLOYED) return undefined;
  const { protocol, host } = new URL(origin);
  return `${protocol}//sandbox@${host}/sentry/1`;
}

/** Where tracking beacons go. */
export const COLLECT_URL: string = import.meta.env.VITE_COLLECT_URL || '/collect';

/** Whether tracking runs on this page (SPEC §4). */
export function trackingEnabled(sensors: boolean, deployed = DEPLOYED): boolean {
  return deployed || sensors;
}
