import { isLocale, type Locale } from '../domain/locale.ts';

/** Every path of the product, relative to the locale base. */
export const PATHS = {
  centre: '/',
  activity: '/activity/:id',
  events: '/events/:alias',
  download: '/download',
  rewards: '/rewards',
  inbox: '/inbox',
  inboxMessage: '/inbox/:id',
  agent: '/agent',
  /** The machine atlas for the product team (lazy, not in the main bundle). */
  atlas: '/_machines',
} as const;

export const activityPath = (id: number) => `/activity/${id}`;

/** The sandbox's (and the exchange's) login page lives outside the app. */
export function loginPageUrl(returnTo?: string): string {
  return returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
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
