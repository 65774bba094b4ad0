import { RewardCategory, RewardType } from '../../src/domain/reward.ts';

/** A reward as the catalogs write it; `validDays` becomes an expiry when it is granted. */
export interface RewardSpec {
  rewardType: RewardType;
  category: RewardCategory;
  amount: string;
  currency: string;
  validDays?: number;
}

/**
 * A reward as its table columns hold it: the days of validity are NULL for a reward that does
 * not expire, and absent from the spec then.
 */
export function rewardOfColumns(
  rewardType: RewardType,
  category: RewardCategory,
  amount: string,
  currency: string,
  validDays: number | null,
): RewardSpec {
  const spec: RewardSpec = { rewardType, category, amount, currency };
  if (validDays !== null) spec.validDays = validDays;
  return spec;
}

/** Experience USDT a user can trade with but not withdraw. */
export const usdt = (amount: string, validDays = 14): RewardSpec => ({
  rewardType: RewardType.GiftCash,
  category: RewardCategory.ExperienceUSDT,
  amount,
  currency: 'USDT',
  validDays,
});

/** A futures trading coupon, valid a week. */
export const coupon = (amount: string): RewardSpec => ({
  rewardType: RewardType.FuturesCoupon,
  category: RewardCategory.ExperienceUSDT,
  amount,
  currency: 'USDT',
  validDays: 7,
});

/** The platform token, paid out or airdropped. */
export const sbx = (
  amount: string,
  rewardType: RewardType = RewardType.PlatformToken,
): RewardSpec => ({ rewardType, category: RewardCategory.Token, amount, currency: 'SBX' });

/** Draw chances of the activity's own lottery; they expire when the activity ends. */
export const draws = (amount: string): RewardSpec => ({
  rewardType: RewardType.LotteryCount,
  category: RewardCategory.InKind,
  amount,
  currency: 'DRAW',
});

/** A physical prize, shipped to the user. */
export const item = (amount = '1'): RewardSpec => ({
  rewardType: RewardType.Physical,
  category: RewardCategory.InKind,
  amount,
  currency: 'ITEM',
});
