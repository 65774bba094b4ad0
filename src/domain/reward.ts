/** Reward types of SPEC §3. */
export const RewardType = {
  GiftCash: 'GIFT_CASH',
  Drop: 'DROP',
  PlatformToken: 'PLATFORM_TOKEN',
  LotteryCount: 'LOTTERY_COUNT',
  FuturesCoupon: 'FUTURES_COUPON',
  Physical: 'PHYSICAL',
} as const;
export type RewardType = (typeof RewardType)[keyof typeof RewardType];

/** Reward categories of SPEC §3, by their numeric value on the wire. */
export const RewardCategory = { ExperienceUSDT: 1, Token: 2, InKind: 3 } as const;
export type RewardCategory = (typeof RewardCategory)[keyof typeof RewardCategory];

/** A reward as an activity, a task or a prize promises it. Amounts are decimal strings. */
export interface RewardSummary {
  rewardType: RewardType;
  category: RewardCategory;
  amount: string;
  currency: string;
  /** Epoch ms after which an issued reward can no longer be used; undefined for never. */
  expiresAt?: number;
}

/** Where a reward of the user stands. */
export type UserRewardStatus = 'ISSUED' | 'USED' | 'EXPIRED';

/** One reward the user has received (getRewardList). */
export interface UserReward extends RewardSummary {
  rewardId: number;
  activityId: number;
  activityTitle: string;
  status: UserRewardStatus;
  grantedAt: number;
}

/** A reward tier of a trading activity: reach `threshold` (in the activity's unit) to earn it. */
export interface RewardTier {
  threshold: string;
  reward: RewardSummary;
}

/** An issued reward expiring within this window is flagged "expiring soon" (ours: 3 days). */
export const EXPIRING_SOON_MS = 3 * 24 * 3600_000;

/** Issued, with an expiry, and within the window from the page's clock. */
export function isExpiringSoon(reward: UserReward, now: number): boolean {
  return (
    reward.status === 'ISSUED' &&
    reward.expiresAt !== undefined &&
    reward.expiresAt > now &&
    reward.expiresAt - now <= EXPIRING_SOON_MS
  );
}
