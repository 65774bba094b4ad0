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
