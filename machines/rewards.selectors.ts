import type { SnapshotFrom } from 'xstate';
import type { UserReward } from '../src/domain/reward.ts';
import type { rewardsMachine } from './rewards.machine.ts';

type RewardsSnapshot = SnapshotFrom<typeof rewardsMachine>;

/** An issued reward expiring within this window is flagged "expiring soon" (ours: 3 days). */
export const EXPIRING_SOON_MS = 3 * 24 * 3600_000;

export const selectRewardsState = (s: RewardsSnapshot) => String(s.value);
export const selectRewards = (s: RewardsSnapshot) => s.context.items;
export const selectRewardTotal = (s: RewardsSnapshot) => s.context.total;
export const selectRewardFilter = (s: RewardsSnapshot) => s.context.filter;
export const selectRewardsFailure = (s: RewardsSnapshot) => s.context.failure;

/** Issued, with an expiry, and within the window from the page's clock. */
export function isExpiringSoon(reward: UserReward, now: number): boolean {
  return (
    reward.status === 'ISSUED' &&
    reward.expiresAt !== undefined &&
    reward.expiresAt > now &&
    reward.expiresAt - now <= EXPIRING_SOON_MS
  );
}

export const selectExpiringSoonCount = (s: RewardsSnapshot) =>
  s.context.items.filter((r) => isExpiringSoon(r, s.context.now)).length;
