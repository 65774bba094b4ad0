import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectRewards } from '../../machines/rewards.connect.ts';
import {
  type RewardPageRequest,
  type RewardsEvent,
  type RewardsInput,
  rewardsMachine,
} from '../../machines/rewards.machine.ts';
import type { Page } from '../../src/domain/agent.ts';
import type { UserReward } from '../../src/domain/reward.ts';
import { type RewardsModelEvent, rewardsModel, rewardsSpec } from './models/rewards.model.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends RewardsModelEvent['type']> = Extract<RewardsModelEvent, { type: T }>;

describePaths('rewards', rewardsModel, rewardsSpec.inputs, async (path, raw) => {
  const input = raw as RewardsInput;
  let pending = deferred<Page<UserReward>>();
  const loadRewards = vi.fn((_: RewardPageRequest) => {
    pending = deferred<Page<UserReward>>();
    return pending.promise;
  });
  const actor = createActor(
    rewardsMachine.provide({
      actors: { loadRewards: fromPromise(({ input: i }) => loadRewards(i)) },
    }),
    { input },
  ).start();
  const settle = async (output: Page<UserReward> | undefined, error?: unknown) => {
    if (output) pending.resolve(output);
    else pending.reject(error);
    await flush();
  };

  const view = () => connectRewards(actor.getSnapshot(), actor.send);
  await path.test({
    states: {
      loading: () => {
        expect(view()).toMatchObject({ isLoading: true, isListed: false, showsMore: false });
        expect(loadRewards).toHaveBeenLastCalledWith({
          filter: actor.getSnapshot().context.filter,
          pageIndex: 1,
          pageSize: 2,
        });
      },
      loadingMore: () => {
        // What was loaded stays listed; the button says more are on their way.
        expect(view()).toMatchObject({
          isListed: true,
          isLoadingMore: true,
          showsMore: true,
        });
        expect(view().canLoadMore).toBe(false);
        expect(loadRewards).toHaveBeenLastCalledWith(
          expect.objectContaining({ pageIndex: actor.getSnapshot().context.pageIndex + 1 }),
        );
      },
      ready: () => {
        const s = actor.getSnapshot();
        expect(s.context.items.length).toBeGreaterThan(0);
        // The reward expiring in a day is flagged; the one in 30 days and the one that never expires are not.
        expect(view().expiringCount).toBe(1);
        expect(view().items.filter((item) => item.expiringSoon)).toHaveLength(1);
        expect(view()).toMatchObject({ isListed: true, isLoadingMore: false });
        expect(s.can({ type: 'rewards.loadMore' })).toBe(s.context.items.length < s.context.total);
      },
      empty: () => {
        expect(view()).toMatchObject({ isEmpty: true, isListed: false, items: [] });
        expect(actor.getSnapshot().context.items).toEqual([]);
      },
      failed: () => {
        expect(view()).toMatchObject({ isFailed: true, canRetry: true, isListed: false });
        expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
      },
      moreFailed: () => {
        // What was loaded stays on screen.
        expect(view()).toMatchObject({
          isListed: true,
          isMoreFailed: true,
          canLoadMore: true,
        });
        expect(actor.getSnapshot().context.items).toHaveLength(2);
        expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
      },
    },
    events: {
      'xstate.done.actor.loadRewards': ({ event }) =>
        settle((event as Payload<'xstate.done.actor.loadRewards'>).output),
      'xstate.error.actor.loadRewards': ({ event }) =>
        settle(undefined, (event as Payload<'xstate.error.actor.loadRewards'>).error),
      'xstate.done.actor.loadMoreRewards': ({ event }) =>
        settle((event as Payload<'xstate.done.actor.loadMoreRewards'>).output),
      'xstate.error.actor.loadMoreRewards': ({ event }) =>
        settle(undefined, (event as Payload<'xstate.error.actor.loadMoreRewards'>).error),
      'rewards.filter': ({ event }) => {
        actor.send(event as RewardsEvent);
        expect(actor.getSnapshot().context.items).toEqual([]);
      },
      'rewards.loadMore': ({ event }) => actor.send(event as RewardsEvent),
      'rewards.retry': ({ event }) => actor.send(event as RewardsEvent),
    },
  });
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  expect(actor.getSnapshot().context).toEqual(path.state.context);
});
