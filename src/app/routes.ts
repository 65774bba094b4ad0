import { type ExchangeSite, loginPageAddress } from '../domain/exchange-site.ts';
import { isLocale, type Locale } from '../domain/locale.ts';

/** Every path of the product, relative to the locale base. */
export const PATHS = {
  centre: '/',
  /** SPEC §2: the application shell's registered address; it opens on the centre. */
  shell: '/_app',
  activity: '/activity/:id',
  /** A banner's or push's link naming a campaign by its code (alias): getActivityId. */
  activityByCode: '/activity/by-code/:code',
  /** The campaigns with an /events page (getAliasList). */
  eventsIndex: '/events',
  events: '/events/:alias',
  download: '/download',
  rewards: '/rewards',
  inbox: '/inbox',
  inboxMessage: '/inbox/:id',
  agent: '/agent',
  /**
   * The machine atlas for the product team (lazy, not in the main bundle): `/_machines`, one
   * machine at `/_machines/activityApply`, one of its states at `…#settled.standing.applied`.
   */
  atlas: '/_machines/:machine?',
} as const;

/** A machine's page in the atlas; `?inspect` keeps it live. */
export const atlasPath = (machineId: string, live = false) =>
  `/_machines/${encodeURIComponent(machineId)}${live ? '?inspect' : ''}`;

export const activityPath = (id: number) => `/activity/${id}`;

/** An /events page: the general variants of the calls, introduced by the campaign manager. */
export const eventPath = (alias: string) => `/events/${encodeURIComponent(alias)}`;

/**
 * The exchange's login page (outside the app: the sandbox's `/login`, or the one the page server
 * names), bringing the user back to `returnTo`.
 */
export function loginPageUrl(site: ExchangeSite, origin: string, returnTo?: string): string {
  return loginPageAddress(site, origin, returnTo);
}

/** Splits `/{locale}/rest` into the locale and the base the router works under. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; base: string } {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? { locale: first, base: `/${first}` } : { locale: undefined, base: '' };
}

/**
 * The address an unprefixed page moves to for a user who picked a language: the same page under
 * that language's prefix, so its links, its first view and a reload keep the language. Undefined
 * when the address names its own language (a prefix or ?locale=, which win) or nothing usable
 * was picked.
 */
export function rememberedLocaleAddress(
  location: { pathname: string; search: string; hash: string },
  picked: string | undefined,
): string | undefined {
  if (picked === undefined || !isLocale(picked)) return undefined;
  if (splitLocalePath(location.pathname).locale !== undefined) return undefined;
  if (new URLSearchParams(location.search).has('locale')) return undefined;
  return `/${picked}${location.pathname}${location.search}${location.hash}`;
}
