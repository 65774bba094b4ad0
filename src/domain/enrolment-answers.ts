import type { ActivityStage, ActivityType } from './activity.ts';
import type { BeginnerReason } from './beginner.ts';

/** Which apply call enrolled the user (SPEC §7: standard, general, non-productized, backApply). */
export type ApplyVariant = 'standard' | 'general' | 'nonProductized' | 'back';

/** The answer to a successful apply. */
export interface ApplyResult {
  activityId: number;
  appliedAt: number;
  variant: ApplyVariant;
  /** False when backApply found the user already enrolled and changed nothing. */
  firstTime: boolean;
  /** Participants after this enrolment. */
  participants: number;
}

/** The answer to a withdrawn enrolment (general/backApply). */
export interface WithdrawResult {
  activityId: number;
  withdrawnAt: number;
  /** Participants after this withdrawal. */
  participants: number;
}

/** Whether a user may join the beginner (NewUser) campaign (beginner/eligible, noLoginEligible). */
export interface BeginnerEligibility {
  /** The live NewUser activity the answer is about, if there is one. */
  activityId?: number;
  eligible: boolean;
  /** Registered within `newUserWindowDays` of now. */
  isNewUser: boolean;
  reasons: BeginnerReason[];
  newUserWindowDays: number;
}

/** How the general (`/events`) pages name an activity (getAliasList, getAlias). */
export interface ActivityAlias {
  activityId: number;
  alias: string;
  /** The campaign's title, so a list of aliases can name what each one opens. */
  title: string;
  /** The general variants' identifier. */
  identifier: string;
  type: ActivityType;
  stage: ActivityStage;
}

/** The campaign manager's page furniture for a general activity (customized/baseInfo). */
export interface ActivityTheme {
  primaryColor: string;
  accentColor: string;
  backgroundImageUrl: string;
}
