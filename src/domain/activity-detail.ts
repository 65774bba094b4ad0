import type { ActivitySummary } from './activity.ts';
import type { RewardSummary, RewardTier } from './reward.ts';

/** Why a user may not enrol, each with the action that fixes it. */
export type IneligibleReason =
  | 'LOGIN_REQUIRED'
  | 'KYC_REQUIRED'
  | 'NEW_USERS_ONLY'
  | 'REGION_EXCLUDED'
  | 'DOWNLOAD_REQUIRED'
  | 'ACTIVITY_NOT_STARTED'
  | 'ACTIVITY_FINISHED';

/** An activity with everything its detail page shows (detail, noLoginDetail, general variants). */
export interface ActivityDetail extends ActivitySummary {
  /** Rules as rich text from the campaign manager (HTML, sanitised before it is shown). */
  rules: string;
  /** The general variants' identifier (SPEC §7 general/applyStatus, general/taskCompletions). */
  identifier: string;
  newUsersOnly: boolean;
  requiresKyc: boolean;
  /** A visitor outside the app is sent to /download (SPEC §6). */
  downloadRequired: boolean;
  needsRegisterCode: boolean;
  needsVipCode: boolean;
  needsKolBind: boolean;
  /** The trading pair whose 1-minute chart trading activities show, e.g. BTC_USDT. */
  featuredPair?: string;
  /** Airdrop prizes: the position check runs before enrolling (SPEC §7 checkAirdropPositionAccount). */
  airdropPrizeId?: number;
  rewardTiers: RewardTier[];
  /** The headline reward. */
  reward: RewardSummary;
}

/** Whether the user is enrolled (applyStatus). */
export interface ApplyStatus {
  applied: boolean;
  appliedAt?: number;
  /** When not applied: the reasons the user cannot apply yet, empty when they can. */
  ineligible: IneligibleReason[];
  /**
   * How many apply calls of this user for this activity the exchange has answered (granted or
   * refused; 51023 turns a call away unanswered). The next apply is attempt number `attempts`.
   */
  attempts?: number;
}
