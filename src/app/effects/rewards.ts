import { fromPromise } from 'xstate';
import { rewardsMachine } from '../../../machines/rewards.machine.ts';
import { rewardFilterSearch } from '../../domain/reward-filter.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/**
 * My rewards with its real effects: getRewardList, one filtered page at a time, and the filter
 * kept in the address. The entry is replaced, not added: going back leaves My rewards instead
 * of stepping through every filter tried, and coming back shows the last one.
 */
export function provideRewards(services: AppServices) {
  return provideOnce(rewardsMachine)({
    actions: {
      keepFilterInAddress: (_, { filter }) => {
        const { pathname, search, hash } = window.location;
        const next = `${pathname}${rewardFilterSearch(filter, search)}${hash}`;
        window.history.replaceState(window.history.state, '', next);
      },
    },
    actors: {
      loadRewards: fromPromise(({ input, signal }) =>
        services.client(
          'rewardList',
          { ...input.filter, pageIndex: input.pageIndex, pageSize: input.pageSize },
          { signal },
        ),
      ),
    },
  });
}
