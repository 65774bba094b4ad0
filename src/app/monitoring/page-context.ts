import type { Environment } from '../../platform/environment.ts';
import { randomId } from '../../platform/ids.ts';
import { readStored, writeStored } from '../../platform/storage.ts';
import { splitLocalePath } from '../routes.ts';
import type { CommonFields } from '../tracking.ts';
import { activityKindOf } from './activity-kind.ts';

/** Where the visitor's anonymous id is kept between visits. */
export const ANONYMOUS_ID_KEY = 'tracking:anonymousId';

/** The page names of the product's routes, by their first path segment. */
const PAGE_NAMES: Record<string, string> = {
  '': 'activity_centre',
  activity: 'activity_detail',
  events: 'activity_detail',
  rewards: 'rewards',
  inbox: 'inbox',
  agent: 'agent',
  download: 'download',
  _machines: 'machine_atlas',
};

/** The page a path shows, for `activity_page_name`; the locale prefix does not count. */
export function pageNameOf(pathname: string): string {
  const { base, locale } = splitLocalePath(pathname);
  const rest = locale ? pathname.slice(base.length) : pathname;
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  return PAGE_NAMES[first] ?? 'other';
}

/** The visitor's anonymous id: made once, then kept in local storage. */
export function anonymousId(): string {
  const stored = readStored('local', ANONYMOUS_ID_KEY);
  if (stored) return stored;
  const id = randomId(32);
  writeStored('local', ANONYMOUS_ID_KEY, id);
  return id;
}

export interface PageContextDeps {
  env: Environment;
  /** The page's address (pathname and search), read at each event. */
  href: () => string;
  loggedIn: () => boolean;
  anonymousId: string;
}

/** The fields every tracking event carries (SPEC §3), read from the page as it is now. */
export function commonFields(deps: PageContextDeps): CommonFields {
  const url = new URL(deps.href());
  return {
    platform: deps.env.inApp ? 'h5' : 'web',
    domain_name: url.hostname,
    is_login_user: deps.loggedIn(),
    activity_name: activityKindOf(url.pathname + url.search + url.hash) ?? 'other',
    activity_page_name: pageNameOf(url.pathname),
    anonymous_id: deps.anonymousId,
  };
}
