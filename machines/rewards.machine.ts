import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../src/domain/agent.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import type { UserReward } from '../src/domain/reward.ts';
import type { RewardFilter } from '../src/domain/reward-filter.ts';

export type { RewardFilter };

export interface RewardsInput {
  /** The exchange's clock when the page opened, for "expiring soon". */
  now: number;
  pageSize: number;
  /** The filter the page's address names (a reload, a link, the back button); all if absent. */
  filter?: RewardFilter;
}

export interface RewardsContext {
  items: UserReward[];
  total: number;
  /** The last page loaded, 1-based. */
  pageIndex: number;
  pageSize: number;
  filter: RewardFilter;
  now: number;
  failure: Failure | undefined;
}

export type RewardsEvent =
  | { type: 'rewards.filter'; filter: RewardFilter }
  | { type: 'rewards.loadMore' }
  | { type: 'rewards.retry' };

export interface RewardPageRequest {
  filter: RewardFilter;
  pageIndex: number;
  pageSize: number;
}

/** My rewards (getRewardList): filtered by type, category and status, loaded page by page. */
export const rewardsMachine = setup({
  types: {
    input: {} as RewardsInput,
    context: {} as RewardsContext,
    events: {} as RewardsEvent,
  },
  actors: {
    loadRewards: fromPromise<Page<UserReward>, RewardPageRequest>(async () => {
      throw new Error('loadRewards is provided by the composition root');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
    isEmptyPage: (_, params: { page: Page<UserReward> }) => params.page.total === 0,
  },
  actions: {
    /** Writes the filter into the page's address, so a reload or going back keeps it. */
    keepFilterInAddress: (_, _params: { filter: RewardFilter }) => {},
    keepFirstPage: assign((_, page: Page<UserReward>) => ({
      items: page.items,
      total: page.total,
      pageIndex: 1,
      failure: undefined,
    })),
    appendPage: assign(({ context }, page: Page<UserReward>) => ({
      items: [...context.items, ...page.items],
      total: page.total,
      pageIndex: context.pageIndex + 1,
      failure: undefined,
    })),
    /** A new filter starts from an empty list. */
    keepFilter: assign((_, params: { filter: RewardFilter }) => ({
      filter: params.filter,
      items: [],
      total: 0,
      pageIndex: 0,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
}).createMachine({
  id: 'rewards',
  description: 'The rewards the user has received, with their status and expiry.',
  context: ({ input }) => ({
    items: [],
    total: 0,
    pageIndex: 0,
    pageSize: input.pageSize,
    filter: input.filter ?? {},
    now: input.now,
    failure: undefined,
  }),
  initial: 'loading',
  on: {
    'rewards.filter': {
      target: '.loading',
      actions: [
        { type: 'keepFilter', params: ({ event }) => ({ filter: event.filter }) },
        { type: 'keepFilterInAddress', params: ({ event }) => ({ filter: event.filter }) },
      ],
    },
  },
  states: {
    loading: {
      description: 'Loads the first page for the filter; skeletons hold its place.',
      tags: ['loading'],
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        input: ({ context }) => ({
          filter: context.filter,
          pageIndex: 1,
          pageSize: context.pageSize,
        }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'keepFirstPage', params: ({ event }) => event.output },
          },
          {
            target: 'ready',
            actions: { type: 'keepFirstPage', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      description: 'The rewards are listed; more can be loaded while some remain.',
      tags: ['listed'],
      on: { 'rewards.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'Loads the next page and appends it.',
      tags: ['listed', 'loadingMore'],
      invoke: {
        id: 'loadMoreRewards',
        src: 'loadRewards',
        input: ({ context }) => ({
          filter: context.filter,
          pageIndex: context.pageIndex + 1,
          pageSize: context.pageSize,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'moreFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    moreFailed: {
      description: 'The next page failed; what was loaded stays, and loading more retries it.',
      tags: ['listed', 'moreFailed'],
      on: { 'rewards.loadMore': 'loadingMore' },
    },
    empty: { description: 'No reward matches: the page says how to earn one.', tags: ['empty'] },
    failed: {
      description: 'The rewards could not be loaded; a retry is offered.',
      tags: ['failed'],
      on: { 'rewards.retry': 'loading' },
    },
  },
});
