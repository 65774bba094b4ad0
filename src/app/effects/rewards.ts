import { fromPromise } from 'xstate';
import { rewardsMachine } from '../../../machines/rewards.machine.ts';
import type { AppServices } from './services.ts';

/** My rewards with its real effect: getRewardList, one filtered page at a time. */
export function provideRewards(services: AppServices) {
  return rewardsMachine.provide({
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
