/**
 * Build-time settings. The defaults fit the sandbox exchange of `npm start`; a deployment
 * sets the VITE_ variables. Each is read as `import.meta.env.VITE_…`, which the build replaces
 * with its value: `import.meta.env` held in a variable wrote the whole settings object into the
 * start's file, once for each module doing so (issue 17: monitoring/config.ts too).
 */

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const MIRRORS = list(import.meta.env.VITE_MIRRORS, '/mirrors/a,/mirrors/b');
export const FALLBACK_HOSTS = list(
  import.meta.env.VITE_FALLBACK_HOSTS,
  'http://api-1.localhost:8081,http://api-2.localhost:8082,http://api-3.localhost:8083',
);
/** Session storage key of the host chosen in this session. */
export const CHOSEN_HOST_KEY = 'api:host';
/** Session storage: the hosts that stopped answering in this tab, never chosen again in it. */
export const FAILED_HOSTS_KEY = 'api:failedHosts';
/** Session storage: the logged-in user is overseas (isOverseas), so hosts come from web_abroad.txt. */
export const OVERSEAS_KEY = 'api:overseas';
/** Session storage: what every key of the KOL bind form's drafts starts with. */
export const KOL_DRAFT_PREFIX = 'kol:draft:';
/** Session storage: what the keys of one account's KOL bind drafts start with. */
export const kolDraftsOf = (account: number): string => `${KOL_DRAFT_PREFIX}${account}:`;
/**
 * Session storage: an account's KOL bind draft for an activity, until the KOL is bound
 * (effects/kol-drafts.ts). Keyed by the account, so another account in the tab never reads it.
 */
export const kolDraftKey = (account: number, activityId: number): string =>
  `${kolDraftsOf(account)}${activityId}`;
/** Session storage: the exchange clock's offset from the device's, in ms (exchange-clock.ts). */
export const CLOCK_OFFSET_KEY = 'api:clock-offset';
/**
 * SPEC §9: how long the request cache keeps a call asked with interval 0, in ms
 * (`VITE_CACHE_TIME`; 216,000 when unset or not a positive number).
 */
export const CACHE_TIME_MS =
  Number(import.meta.env.VITE_CACHE_TIME) > 0 ? Number(import.meta.env.VITE_CACHE_TIME) : 216_000;
/**
 * The exchange's login page and the origin of its asset paths for a page that names none (a
 * build served as static files; the page server names them in the page, src/domain/
 * exchange-site.ts): `VITE_LOGIN_PAGE` and `VITE_ASSET_ORIGIN`, unset for the page's own origin.
 */
export const BUILD_SITE = {
  loginPage: import.meta.env.VITE_LOGIN_PAGE,
  assetOrigin: import.meta.env.VITE_ASSET_ORIGIN,
};
