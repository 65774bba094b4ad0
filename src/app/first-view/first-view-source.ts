import type { DetailData } from '../../../machines/activity.machine.ts';
import type { CentreData } from '../../../machines/activity-centre.machine.ts';
import { detailData } from '../effects/detail-data.ts';
import type { FirstView } from './first-view.ts';

/** The first view as the pages' machines take it (their `firstView` input). */
export interface FirstViewSource {
  /** The centre's lists, when the page opened on the centre. */
  centre(): CentreData | undefined;
  /** The activity's detail, when the page opened on that activity (by id, or /events alias). */
  activity(activityId: number | undefined, alias?: string): DetailData | undefined;
  /** The user moved to another page: the first view belongs to the page as it opened. */
  drop(): void;
}

/**
 * Hands the page's first view (checked to fit the page, main.tsx) to the machine of the page
 * it was made for, while the user is still on that page and in the session it was made in.
 */
export function createFirstViewSource(
  view: FirstView | undefined,
  deps: { now: () => number; loggedIn: () => boolean },
): FirstViewSource {
  let current = view;
  const usable = () => (current && current.loggedIn === deps.loggedIn() ? current : undefined);
  return {
    centre() {
      const view = usable();
      if (view?.route !== 'centre') return undefined;
      // The time the server drew the page at, not the clock's: the first render must be the
      // server's to hydrate it, and the centre's next tick brings the countdowns up to now.
      const at = view.renderedAt;
      return {
        activities: view.activityList.activities,
        banners: view.mainBanner.mainBannerList,
        serverTime: at,
        receivedAt: at,
      };
    },
    activity(activityId, alias) {
      const view = usable();
      if (view?.route !== 'activity') return undefined;
      const same =
        alias === undefined
          ? view.alias === undefined && view.activityId === activityId
          : view.alias === alias;
      if (!same) return undefined;
      return detailData(view.detail, view.renderedAt);
    },
    drop() {
      current = undefined;
    },
  };
}
