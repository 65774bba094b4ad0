import { fromCallback, fromPromise } from 'xstate';
import { activityCentreMachine } from '../../../machines/activity-centre.machine.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** The activity centre with its real effects: the list and banner calls, a one-second clock. */
export function provideActivityCentre(services: AppServices) {
  return provideOnce(activityCentreMachine)({
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
