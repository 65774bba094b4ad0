import type { SnapshotFrom } from 'xstate';
import { type RewardsEvent, rewardsMachine } from '../../../machines/rewards.machine.ts';
import type { Page } from '../../../src/domain/agent.ts';
import type { UserReward } from '../../../src/domain/reward.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

const reward = (id: number, expiresIn: number | undefined): UserReward => ({
  rewardId: id,
  activityId: 1,
  activityTitle: 'BTC Trading Sprint',
  status: 'ISSUED',
  rewardType: 'FUTURES_COUPON',
  category: 1,
  amount: '10',
  currency: 'USDT',
  expiresAt: expiresIn === undefined ? undefined : NOW + expiresIn,
  grantedAt: NOW - DAY,
});

/** Two of three rewards on the first page (one expires in a day), the third on the second. */
export const FIRST_PAGE: Page<UserReward> = {
  items: [reward(1, DAY), reward(2, 30 * DAY)],
  total: 3,
  pageIndex: 1,
  pageSize: 2,
};
export const SECOND_PAGE: Page<UserReward> = {
  items: [reward(3, undefined)],
  total: 3,
  pageIndex: 2,
  pageSize: 2,
};
export const EMPTY_PAGE: Page<UserReward> = { items: [], total: 0, pageIndex: 1, pageSize: 2 };

export type RewardsModelEvent =
  | RewardsEvent
  | InvokeSettled<'loadRewards', Page<UserReward>>
  | InvokeSettled<'loadMoreRewards', Page<UserReward>>;

export const REWARDS_MODEL_EVENTS: RewardsModelEvent[] = [
  { type: 'rewards.filter', filter: { status: 'ISSUED' } },
  { type: 'rewards.loadMore' },
  { type: 'rewards.retry' },
  { type: 'xstate.done.actor.loadRewards', output: FIRST_PAGE },
  { type: 'xstate.done.actor.loadRewards', output: EMPTY_PAGE },
  { type: 'xstate.error.actor.loadRewards', error: networkError() },
  { type: 'xstate.done.actor.loadMoreRewards', output: SECOND_PAGE },
  { type: 'xstate.error.actor.loadMoreRewards', error: networkError() },
];

const INVOKED: Record<string, string> = { loading: 'loadRewards', loadingMore: 'loadMoreRewards' };

export const rewardsModel = machineModel<SnapshotFrom<typeof rewardsMachine>, RewardsModelEvent>(
  rewardsMachine,
  (s) =>
    REWARDS_MODEL_EVENTS.filter((e) =>
      e.type.startsWith('xstate.')
        ? e.type.endsWith(`.${INVOKED[String(s.value)]}`)
        : s.can(e as RewardsEvent),
    ),
);

export const rewardsSpec: MachineModelSpec = {
  name: 'rewards',
  machine: rewardsMachine,
  model: rewardsModel,
  inputs: [{ name: 'page size 2', input: { now: NOW, pageSize: 2 } }],
};
