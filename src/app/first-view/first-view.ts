import type { CallResponses } from '../../api/contract.ts';
import { checkFirstAnswer } from '../../api/schemas-first.ts';
import { isLocale, type Locale, resolveLocale } from '../../domain/locale.ts';
import { splitLocalePath } from '../routes.ts';
import { ACTIVITY_PATH, EVENT_PATH, FIRST_VIEW_ELEMENT_ID } from './markers.ts';

/**
 * The first view: the page server sends the opening page of the centre or of an activity with
 * the answers its first calls would get, and draws its largest image into the HTML. The page
 * shows its content before any script has loaded, and the app starts from those answers
 * instead of asking for them again.
 */

/** The pages that come with a first view, as an address names them. */
export type FirstViewRoute =
  | { route: 'centre'; locale: Locale }
  | { route: 'activity'; locale: Locale; activityId: number }
  /** An /events page: the activity its alias names (the general variant of getActivityId). */
  | { route: 'event'; locale: Locale; alias: string };

/** What the page server sends with a page: whose view it is, and the answers it holds. */
export type FirstView =
  | {
      route: 'centre';
      locale: Locale;
      /** Whether the answers were asked for with the user's token. */
      loggedIn: boolean;
      /**
       * The exchange's time the page was drawn at: the client's first render reads it instead
       * of its own clock, so countdowns hydrate with the server's text (the next tick moves on).
       */
      renderedAt: number;
      activityList: CallResponses['activityList'];
      mainBanner: CallResponses['mainBanner'];
    }
  | {
      route: 'activity';
      locale: Locale;
      loggedIn: boolean;
      renderedAt: number;
      activityId: number;
      /** The /events alias the id was resolved from, for an /events page. */
      alias?: string;
      /** activityDetail for a user, noLoginDetail for a visitor. */
      detail: CallResponses['noLoginDetail'];
    };

/**
 * Which first view an address opens, if any: the centre (`/`, `/{locale}/`) or an activity
 * (`/activity/:id`). The locale is the path's prefix, else `?locale=`, else English, as the
 * app reads it (main.tsx).
 */
export function firstViewRouteOf(pathname: string, search: string): FirstViewRoute | undefined {
  const { locale: prefix, base } = splitLocalePath(pathname);
  const locale = prefix ?? resolveLocale(new URLSearchParams(search).get('locale'));
  const rest = pathname.slice(base.length) || '/';
  if (rest === '/') return { route: 'centre', locale };
  const activity = ACTIVITY_PATH.exec(rest);
  if (activity) return { route: 'activity', locale, activityId: Number(activity[1]) };
  const event = EVENT_PATH.exec(rest);
  if (event) {
    try {
      return { route: 'event', locale, alias: decodeURIComponent(event[1]!) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The first view as the text of its script element: JSON in which `<` is escaped, so that no
 * text of a campaign (a title with `</script>`) can end the element early.
 */
export function serializeFirstView(view: FirstView): string {
  return JSON.stringify(view).replace(/</g, '\\u003c');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads a first view back, checking every answer against the contract like the API client
 * does; anything that does not fit reads as no first view, and the app asks as usual.
 */
export function parseFirstView(text: string | null | undefined): FirstView | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.locale !== 'string' || !isLocale(value.locale)) {
    return undefined;
  }
  if (typeof value.loggedIn !== 'boolean') return undefined;
  if (typeof value.renderedAt !== 'number' || !Number.isFinite(value.renderedAt)) return undefined;
  const { locale, loggedIn, renderedAt } = value;
  if (value.route === 'centre') {
    const list = checkFirstAnswer('activityList', value.activityList);
    const banners = checkFirstAnswer('mainBanner', value.mainBanner);
    if (!list.ok || !banners.ok) return undefined;
    return {
      route: 'centre',
      locale,
      loggedIn,
      renderedAt,
      activityList: list.data,
      mainBanner: banners.data,
    };
  }
  if (value.route === 'activity' && typeof value.activityId === 'number') {
    const detail = checkFirstAnswer('noLoginDetail', value.detail);
    if (!detail.ok || detail.data.activityId !== value.activityId) return undefined;
    if (value.alias !== undefined && typeof value.alias !== 'string') return undefined;
    return {
      route: 'activity',
      locale,
      loggedIn,
      renderedAt,
      activityId: value.activityId,
      ...(value.alias === undefined ? {} : { alias: value.alias }),
      detail: detail.data,
    };
  }
  return undefined;
}

/** The first view the page came with, if its element holds a valid one. */
export function readFirstView(doc: Document): FirstView | undefined {
  return parseFirstView(doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent);
}

/**
 * Whether the first view is the one for this page as the app opens it: the same page, locale
 * and session. Anything else (a stale page, a session that changed) is not used.
 */
export function firstViewFits(
  view: FirstView,
  page: { route: FirstViewRoute | undefined; loggedIn: boolean },
): boolean {
  const { route } = page;
  if (!route || route.locale !== view.locale || view.loggedIn !== page.loggedIn) return false;
  if (view.route === 'centre') return route.route === 'centre';
  if (route.route === 'event') return view.alias === route.alias;
  return (
    route.route === 'activity' && view.alias === undefined && route.activityId === view.activityId
  );
}
