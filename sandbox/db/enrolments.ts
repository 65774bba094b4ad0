import type { Database } from 'better-sqlite3';
import type { ApplyVariant } from '../../src/domain/enrolment-answers.ts';
import type { ActivityRecord } from './activity-records.ts';

/** When and through which call a user joined an activity. */
export interface Enrolment {
  appliedAt: number;
  variant: ApplyVariant;
}

/** The user's enrolment in an activity, if any. */
export function findEnrolment(
  db: Database,
  userId: number,
  activityId: number,
): Enrolment | undefined {
  return db
    .prepare(
      'SELECT applied_at AS appliedAt, variant FROM enrolments WHERE user_id = ? AND activity_id = ?',
    )
    .get(userId, activityId) as Enrolment | undefined;
}

/** Enrols a user and counts them among the activity's participants. */
export function insertEnrolment(
  db: Database,
  userId: number,
  activityId: number,
  variant: ApplyVariant,
  at: number,
): number {
  db.prepare(
    'INSERT INTO enrolments (user_id, activity_id, applied_at, variant) VALUES (?, ?, ?, ?)',
  ).run(userId, activityId, at, variant);
  db.prepare('UPDATE activities SET participants = participants + 1 WHERE id = ?').run(activityId);
  return Number(
    db.prepare('SELECT participants FROM activities WHERE id = ?').pluck().get(activityId),
  );
}

/**
 * From when a user's activity counts toward an activity's tasks: the enrolment where the
 * activity requires one (nothing counts before it: the product warns about this), otherwise
 * the activity's start. Undefined while the user has not enrolled where they must.
 */
export function countingFrom(
  activity: ActivityRecord,
  enrolment: Enrolment | undefined,
): number | undefined {
  if (!activity.requiresEnrolment) return activity.startTime;
  return enrolment && Math.max(activity.startTime, enrolment.appliedAt);
}
