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
  /**
   * How much of a reward used in parts (draw chances) is used, in the unit of `amount`. Ours:
   * the sandbox sends it for LOTTERY_COUNT (SPEC §7 does not detail the list's fields); an
   * exchange that does not send it leaves the use unknown.
   */
  usedAmount?: string;
}

/** A reward tier of a trading activity: reach `threshold` (in the activity's unit) to earn it. */
export interface RewardTier {
  threshold: string;
  reward: RewardSummary;
}

/** Reward types used a part at a time, whose use the list may tell (`usedAmount`). */
const USED_IN_PARTS: readonly RewardType[] = [RewardType.LotteryCount];

/** What is left of a reward used in parts, as My rewards says it. */
export type RewardUse =
  /** The exchange did not say how much is used: only the granted amount is known. */
  | { kind: 'granted'; total: number }
  /** Still usable, with `left` of `total` unused. */
  | { kind: 'left'; left: number; total: number }
  /** Every part used. */
  | { kind: 'allUsed'; total: number }
  /** No longer usable (expired), `left` of `total` never used. */
  | { kind: 'unused'; left: number; total: number };

const wholeCount = (value: string) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0;
};

/** The use of a reward used in parts; undefined for a reward used at once (cash, tokens). */
export function rewardUse(reward: UserReward): RewardUse | undefined {
  if (!USED_IN_PARTS.includes(reward.rewardType)) return undefined;
  const total = wholeCount(reward.amount);
  if (reward.usedAmount === undefined) return { kind: 'granted', total };
  const left = Math.max(0, total - wholeCount(reward.usedAmount));
  if (left === 0) return { kind: 'allUsed', total };
  return reward.status === 'ISSUED'
    ? { kind: 'left', left, total }
    : { kind: 'unused', left, total };
}

/**
 * The status to show and filter by: the exchange's, except that a reward whose every part is
 * used is USED even when the exchange still says ISSUED or EXPIRED.
 */
export function shownStatus(reward: UserReward): UserRewardStatus {
  return rewardUse(reward)?.kind === 'allUsed' ? 'USED' : reward.status;
}

/** An issued reward expiring within this window is flagged "expiring soon" (ours: 3 days). */
export const EXPIRING_SOON_MS = 3 * 24 * 3600_000;

/** Issued, with an expiry, and within the window from the page's clock. */
export function isExpiringSoon(reward: UserReward, now: number): boolean {
  return (
    shownStatus(reward) === 'ISSUED' &&
    reward.expiresAt !== undefined &&
    reward.expiresAt > now &&
    reward.expiresAt - now <= EXPIRING_SOON_MS
  );
}
