import { ActivityStage } from '../../src/domain/activity.ts';
import type { IneligibleReason } from '../../src/domain/activity-detail.ts';
import { type ActivityRecord, stageOf } from './activity-records.ts';
import type { UserRecord } from './users.ts';

const DAY = 86_400_000;
/** An account counts as new for this many days after it registered. */
export const NEW_USER_WINDOW_DAYS = 30;

/** Whether the account registered within the newcomer window. */
export function isNewUser(user: UserRecord, now: number): boolean {
  return now - user.createdAt < NEW_USER_WINDOW_DAYS * DAY;
}

/**
 * Why a user (or a visitor) cannot enrol now, in the order the detail page should fix them;
 * empty when they can. Risk, linked accounts, codes, the airdrop check and the quota are
 * checked when applying, since they are not the user's to fix from the page.
 */
export function ineligibleReasons(
  user: UserRecord | undefined,
  activity: ActivityRecord,
  now: number,
): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  const stage = stageOf(activity, now);
  if (stage === ActivityStage.NotStart) reasons.push('ACTIVITY_NOT_STARTED');
  if (stage === ActivityStage.Finished) reasons.push('ACTIVITY_FINISHED');
  if (!user) {
    reasons.push('LOGIN_REQUIRED');
    return reasons;
  }
  if (activity.newUsersOnly && !isNewUser(user, now)) reasons.push('NEW_USERS_ONLY');
  if (activity.excludedRegions.includes(user.region)) reasons.push('REGION_EXCLUDED');
  if (activity.requiresKyc && !user.kycPassed) reasons.push('KYC_REQUIRED');
  return reasons;
}

/** Reasons that no action of the user can remove: their tasks can never be satisfied. */
export function isPermanentlyIneligible(
  user: UserRecord,
  activity: ActivityRecord,
  now: number,
): boolean {
  return (
    (activity.newUsersOnly && !isNewUser(user, now)) ||
    activity.excludedRegions.includes(user.region)
  );
}

/** The words of a reason in a 51020 tip. */
export const REASON_TIPS: Record<IneligibleReason, string> = {
  LOGIN_REQUIRED: 'log in to join',
  KYC_REQUIRED: 'complete identity verification (KYC) first',
  NEW_USERS_ONLY: `for accounts registered in the last ${NEW_USER_WINDOW_DAYS} days only`,
  REGION_EXCLUDED: 'not available in your region',
  DOWNLOAD_REQUIRED: 'join in the app',
  ACTIVITY_NOT_STARTED: 'activity not started yet',
  ACTIVITY_FINISHED: 'activity has ended',
};
