/**
 * What a share card shows (getUserShareContent). `sharePath` is joined with a share-link host
 * from the remote host list (SPEC §7), so one answer serves every mirror.
 */
export interface ShareContent {
  title: string;
  content: string;
  sharePath: string;
  /** Empty for a visitor, who has no invite code. */
  inviteCode: string;
  imageUrl: string;
}

/** The beginner campaign's share card (beginner/activity/share/content_info). */
export interface BeginnerShareContent extends ShareContent {
  activityId: number;
  rewardText: string;
}
