import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import {
  isExpiringSoon,
  type RewardUse,
  rewardUse,
  shownStatus,
  type UserReward,
  type UserRewardStatus,
} from '../src/domain/reward.ts';
import type { RewardFilter } from '../src/domain/reward-filter.ts';
import type { rewardsMachine } from './rewards.machine.ts';

type RewardsSnapshot = SnapshotFrom<typeof rewardsMachine>;
type RewardsSend = ActorRefFrom<typeof rewardsMachine>['send'];

/** One reward as My rewards lists it. */
export interface RewardItem {
  reward: UserReward;
  /** The status shown: USED once every part of a reward used in parts is used. */
  status: UserRewardStatus;
  /** What is left of a reward used in parts (draw chances); undefined for the others. */
  use: RewardUse | undefined;
  /** Issued and expiring within the window, from the page's clock. */
  expiringSoon: boolean;
}

/** Everything My rewards shows and does, from one snapshot. */
export interface RewardsApi {
  dataState: string;
  isLoading: boolean;
  isFailed: boolean;
  isEmpty: boolean;
  /** The list shows (also while more load, or after more failed). */
  isListed: boolean;
  isLoadingMore: boolean;
  isMoreFailed: boolean;
  items: RewardItem[];
  shown: number;
  total: number;
  filter: RewardFilter;
  /** A filter is chosen: an empty list says so, not "you have none". */
  isFiltered: boolean;
  expiringCount: number;
  failure: Failure | undefined;
  canRetry: boolean;
  canLoadMore: boolean;
  /** The load-more button shows: more can be asked for, or are on their way. */
  showsMore: boolean;
  setFilter(filter: RewardFilter): void;
  retry(): void;
  loadMore(): void;
}

/** My rewards' API (see useConnect in src/ui/actor.tsx). */
export function connectRewards(s: RewardsSnapshot, send: RewardsSend): RewardsApi {
  const { context } = s;
  const { filter } = context;
  // A reward the exchange still lists as available with every part used is not available:
  // the status filter must not list it (the sandbox marks it USED itself).
  const items = context.items
    .map((reward) => ({
      reward,
      status: shownStatus(reward),
      use: rewardUse(reward),
      expiringSoon: isExpiringSoon(reward, context.now),
    }))
    .filter((item) => filter.status === undefined || item.status === filter.status);
  const hidden = context.items.length - items.length;
  // Every reward of the answer hidden so: the page says none match, as for an empty answer.
  const allHidden = s.hasTag('listed') && context.total - hidden === 0;
  const canLoadMore = s.can({ type: 'rewards.loadMore' });
  return {
    dataState: String(s.value),
    isLoading: s.hasTag('loading'),
    isFailed: s.hasTag('failed'),
    isEmpty: s.hasTag('empty') || allHidden,
    isListed: s.hasTag('listed') && !allHidden,
    isLoadingMore: s.hasTag('loadingMore'),
    isMoreFailed: s.hasTag('moreFailed'),
    items,
    shown: items.length,
    total: context.total - hidden,
    filter,
    isFiltered:
      filter.rewardType !== undefined ||
      filter.category !== undefined ||
      filter.status !== undefined,
    expiringCount: items.filter((item) => item.expiringSoon).length,
    failure: context.failure,
    canRetry: s.can({ type: 'rewards.retry' }),
    canLoadMore,
    showsMore: canLoadMore || s.hasTag('loadingMore'),
    setFilter: (next) => send({ type: 'rewards.filter', filter: next }),
    retry: () => send({ type: 'rewards.retry' }),
    loadMore: () => send({ type: 'rewards.loadMore' }),
  };
}

/** Items are rebuilt from the same rewards on each read: the same rewards draw the same list. */
export const rewardsApiFields = {
  items: (a: RewardItem[], b: RewardItem[]) =>
    a.length === b.length &&
    a.every(
      (x, i) =>
        x.reward === b[i]?.reward &&
        x.status === b[i]?.status &&
        x.expiringSoon === b[i]?.expiringSoon,
    ),
} as const;
