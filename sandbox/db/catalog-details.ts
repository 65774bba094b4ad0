import { ActivityStage, ActivityType } from '../../src/domain/activity.ts';
import { RewardType } from '../../src/domain/reward.ts';
import { coupon, item, type RewardSpec, sbx, usdt } from './catalog-rewards.ts';

/** The rules of one activity type, as the campaign manager would have set them. */
export interface DetailTemplate {
  /** Non-productized activities are custom campaigns served by the nonProductized calls. */
  kind: 'productized' | 'nonProductized';
  newUsersOnly: boolean;
  requiresKyc: boolean;
  /** Whether only activity after enrolment counts; false: everything during the activity does. */
  requiresEnrolment: boolean;
  downloadRequired: boolean;
  excludedRegions: readonly string[];
  featuredPair?: string;
  reward: RewardSpec;
  tiers: readonly { threshold: string; reward: RewardSpec }[];
  primaryColor: string;
  accentColor: string;
  /** The steps of "How it works", in order. */
  steps: readonly string[];
  highlights: readonly string[];
}

/** Flags that differ between the upcoming, live and ended campaign of one type. */
export interface StageOverrides {
  needsRegisterCode?: boolean;
  needsVipCode?: boolean;
  needsKolBind?: boolean;
  /** Participant quota; `'full'` sets it to the seeded participants, so every apply gets 51071. */
  quota?: 'full';
  airdropPrizeId?: number;
}

/** The airdrop prize of the live Deposit campaign (see catalog-prizes.ts). */
export const AIRDROP_PRIZE_ID = 9001;

const tier = (threshold: string, reward: RewardSpec) => ({ threshold, reward });

const base = {
  kind: 'productized',
  newUsersOnly: false,
  requiresKyc: true,
  requiresEnrolment: true,
  downloadRequired: false,
  excludedRegions: [],
  tiers: [],
} as const;

/** One template per activity type of SPEC §1. */
export const DETAIL_TEMPLATES: Record<ActivityType, DetailTemplate> = {
  [ActivityType.NewUser]: {
    ...base,
    newUsersOnly: true,
    requiresKyc: false,
    reward: usdt('100'),
    primaryColor: '#f0b90b',
    accentColor: '#0ecb81',
    steps: [
      'Join the event with the code shown on this page.',
      'Verify your identity (KYC).',
      'Make your first deposit of 50 USDT or more within 7 days of joining.',
      'Place your first spot trade within 7 days of joining.',
    ],
    highlights: ['Up to 100 USDT in bonuses', 'For accounts registered in the last 30 days'],
    tiers: [],
  },
  [ActivityType.PersonalTrading]: {
    ...base,
    excludedRegions: ['US'],
    featuredPair: 'BTC_USDT',
    reward: coupon('500'),
    tiers: [
      tier('10000', coupon('20')),
      tier('50000', coupon('100')),
      tier('200000', coupon('500')),
    ],
    primaryColor: '#f7931a',
    accentColor: '#fcd535',
    steps: [
      'Join the competition.',
      'Trade BTC/USDT perpetual futures: only volume after you join counts.',
      'Claim a futures coupon for every volume tier you reach.',
    ],
    highlights: ['Three volume tiers', 'Futures coupons valid 7 days'],
  },
  [ActivityType.Lottery]: {
    ...base,
    requiresKyc: false,
    requiresEnrolment: false,
    reward: item(),
    primaryColor: '#8e44ad',
    accentColor: '#f0b90b',
    steps: [
      'Trade, share or invite friends to earn draw chances.',
      'Spend one chance per draw; every draw wins a prize.',
      'Check any draw: its seed hashes to the commitment shown before it.',
    ],
    highlights: ['A hardware wallet to win', 'Provably fair draws'],
  },
  [ActivityType.CopyTrading]: {
    ...base,
    downloadRequired: true,
    // No featured pair: a spot chart is not copy-trading data. The page shows the copy-trading
    // screens, tasks and tiers; the headline reward is what its two tasks pay together.
    reward: coupon('50'),
    tiers: [tier('1000', coupon('30'))],
    primaryColor: '#1e88e5',
    accentColor: '#0ecb81',
    steps: [
      'Join in the app and follow a lead trader.',
      'Transfer at least 200 USDT to your futures account and copy trades.',
      'Copy 1,000 USDT of futures trades to unlock the bonus.',
    ],
    highlights: ['Seats are limited', 'Copy trading runs in the app'],
  },
  [ActivityType.TeamTrading]: {
    ...base,
    featuredPair: 'ETH_USDT',
    reward: sbx('1000'),
    tiers: [tier('20000', sbx('200')), tier('100000', sbx('1000'))],
    primaryColor: '#00897b',
    accentColor: '#fcd535',
    steps: [
      'Join and invite friends to your team.',
      'Every trade of every member adds to the team volume.',
      'Teams that reach a tier share its SBX.',
    ],
    highlights: ['Trade together', 'SBX for every team tier'],
  },
  [ActivityType.TradingDepositBonus]: {
    ...base,
    kind: 'nonProductized',
    excludedRegions: ['TR'],
    featuredPair: 'ETH_USDT',
    reward: usdt('500', 30),
    tiers: [tier('1000', usdt('50', 30)), tier('5000', usdt('250', 30))],
    primaryColor: '#2e7d32',
    accentColor: '#f0b90b',
    steps: [
      'Join the campaign.',
      'Deposit USDT: only deposits after you join count.',
      'Transfer to futures and reach the trading target of your tier.',
      'Claim your deposit bonus.',
    ],
    highlights: ['Bonus on your deposit', 'Tiers from 1,000 USDT'],
  },
  [ActivityType.CompoundTrading]: {
    ...base,
    featuredPair: 'SBX_USDT',
    reward: coupon('300'),
    tiers: [tier('5000', coupon('50')), tier('20000', coupon('300'))],
    primaryColor: '#c2185b',
    accentColor: '#fcd535',
    steps: [
      'Join the challenge.',
      'Trade both spot and futures: you need volume in each.',
      'Trade any amount of spot every day for a daily SBX bonus.',
    ],
    highlights: ['Spot and futures', 'Daily bonus'],
  },
  [ActivityType.Deposit]: {
    ...base,
    requiresKyc: false,
    reward: sbx('50', RewardType.Drop),
    primaryColor: '#3949ab',
    accentColor: '#0ecb81',
    steps: [
      'Hold at least 100 SBX, then join: your holding is checked when you join.',
      'Deposit 1,000 USDT or more during the campaign.',
      'Subscribe 100 USDT to Earn.',
    ],
    highlights: ['SBX airdrop for holders', 'Credited daily'],
  },
  [ActivityType.TeamChallenge]: {
    ...base,
    featuredPair: 'BTC_USDT',
    reward: sbx('500'),
    tiers: [tier('50000', sbx('500'))],
    primaryColor: '#ef6c00',
    accentColor: '#fcd535',
    steps: [
      'Join and build a team of five invited friends.',
      'Share the challenge every day.',
      'Reach the team trading goal together.',
    ],
    highlights: ['Build a team of five', 'A share of the SBX pool'],
  },
};

/** What sets the upcoming, live and ended campaign of a type apart. */
export const STAGE_OVERRIDES: Partial<
  Record<ActivityType, Partial<Record<ActivityStage, StageOverrides>>>
> = {
  [ActivityType.NewUser]: {
    [ActivityStage.NotStart]: { needsVipCode: true, needsKolBind: true },
    [ActivityStage.InProgress]: { needsRegisterCode: true },
    [ActivityStage.Finished]: { needsKolBind: true },
  },
  [ActivityType.CopyTrading]: { [ActivityStage.InProgress]: { quota: 'full' } },
  [ActivityType.Deposit]: { [ActivityStage.InProgress]: { airdropPrizeId: AIRDROP_PRIZE_ID } },
};
