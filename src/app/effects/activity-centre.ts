import { fromCallback, fromPromise } from 'xstate';
import {
  activityCentreMachine,
  type CentreInput,
} from '../../../machines/activity-centre.machine.ts';
import { centreFilterSearch, parseCentreFilter } from '../../domain/centre-filter.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/**
 * The activity centre with its real effects: the list and banner calls, a one-second clock,
 * and the filter kept in the address as My rewards keeps its own (effects/rewards.ts). The entry
 * is replaced, not added: Back leaves the centre instead of stepping through every filter tried,
 * and coming back to the entry shows the last one.
 */
export function provideActivityCentre(services: AppServices) {
  return provideOnce(activityCentreMachine)({
    actions: {
      keepFilterInAddress: (_, { filter }) => {
        const { pathname, search, hash } = window.location;
        const next = `${pathname}${centreFilterSearch(filter, search)}${hash}`;
        window.history.replaceState(window.history.state, '', next);
      },
    },
    actors: {
      loadCentre: fromPromise(async ({ signal }) => {
        const [list, banners] = await Promise.all([
          services.client('activityList', {}, { signal }),
          services.client('mainBanner', {}, { signal }),
        ]);
        // The exchange clock already holds the exchange's time (every answer sets it), so the
        // machine's own offset stays 0: one clock, not a second estimate beside it.
        const at = services.now();
        return {
          activities: list.activities,
          banners: banners.mainBannerList,
          serverTime: at,
          receivedAt: at,
        };
      }),
      ticker: fromCallback(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'centre.tick', now: services.now() }), 1000);
        // The exchange's clock can jump (time travel): the composition sets the exchange clock
        // from the push, and stages follow at once instead of at the next tick.
        const offClock = services.feed.on('clock', () => {
          const at = services.now();
          sendBack({ type: 'centre.clockSynced', serverTime: at, receivedAt: at });
        });
        return () => {
          clearInterval(id);
          offClock();
        };
      }),
    },
  });
}

/** The query of a path such as currentPath() gives (`/?stage=FINISHED`), '' if it has none. */
function searchOf(path: string): string {
  const at = path.indexOf('?');
  return at === -1 ? '' : path.slice(at);
}

/**
 * What the centre opens with: the page's first view, and the filter the address names, read
 * when the centre opens (on the server from the page's address too, so a filtered first view
 * hydrates as drawn). From then on the machine keeps the address.
 */
export function centreInputOf(services: AppServices): CentreInput {
  return {
    now: services.now(),
    firstView: services.firstView.centre(),
    filter: parseCentreFilter(searchOf(services.currentPath())),
  };
}
