import { fromCallback, fromPromise } from 'xstate';
import { activityCentreMachine } from '../../../machines/activity-centre.machine.ts';
import type { AppServices } from './services.ts';

/** The activity centre with its real effects: the list and banner calls, a one-second clock. */
export function provideActivityCentre(services: AppServices) {
  return activityCentreMachine.provide({
    actors: {
      loadCentre: fromPromise(async ({ signal }) => {
        const [list, banners] = await Promise.all([
          services.client('activityList', {}, { signal }),
          services.client('mainBanner', {}, { signal }),
        ]);
        return {
          activities: list.activities,
          banners: banners.mainBannerList,
          serverTime: list.serverTime,
          receivedAt: services.now(),
        };
      }),
      ticker: fromCallback(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'centre.tick', now: services.now() }), 1000);
        const sync = (serverTime: number) =>
          sendBack({ type: 'centre.clockSynced', serverTime, receivedAt: services.now() });
        // The sandbox clock can jump (time travel): stages follow without a reload.
        const offClock = services.feed.on('clock', (data) => sync(data.now));
        const offWelcome = services.feed.on('welcome', (data) => sync(data.serverTime));
        return () => {
          clearInterval(id);
          offClock();
          offWelcome();
        };
      }),
    },
  });
}
