import type { Database } from 'better-sqlite3';
import { isTeamActivity, type TeamStanding } from '../../src/domain/team.ts';
import type { ActivityRecord } from './activity-records.ts';
import { fromMicros } from './decimal.ts';
import { countingFrom, findEnrolment } from './enrolments.ts';
import { listTasks, measure, taskWindow } from './tasks.ts';
import { findUserById } from './users.ts';

/**
 * The teams of every team activity. The exchange places each participant in one when they
 * join, by user id, so a user's team never changes and teammates see the same totals.
 */
export const TEAM_NAMES = ['Falcons', 'Orcas', 'Lynxes'] as const;

/** The team a user is placed in (sandbox/RULES.md "Teams"). */
export const teamIndexOf = (userId: number): number => userId % TEAM_NAMES.length;

/**
 * A joined user's team in a team activity at `now`: its name, its members (everyone who
 * joined and was placed in it) and, per task unit, the sum of their progress, each measured in
 * the member's own task windows as their task list would show it. Undefined for other
 * activities and before the user joins.
 */
export function teamStanding(
  db: Database,
  userId: number,
  activity: ActivityRecord,
  now: number,
): TeamStanding | undefined {
  if (!isTeamActivity(activity.type) || !findEnrolment(db, userId, activity.id)) return undefined;
  const team = teamIndexOf(userId);
  const memberIds = (
    db
      .prepare('SELECT user_id FROM enrolments WHERE activity_id = ? ORDER BY user_id')
      .pluck()
      .all(activity.id) as number[]
  ).filter((id) => teamIndexOf(id) === team);
  const tasks = listTasks(db, activity.id);
  const sums = new Map<string, number>();
  for (const task of tasks) sums.set(task.unit, sums.get(task.unit) ?? 0);
  for (const id of memberIds) {
    const member = findUserById(db, id);
    const from = countingFrom(activity, findEnrolment(db, id, activity.id));
    if (!member || from === undefined) continue;
    for (const task of tasks) {
      const progress = measure(db, member, task, taskWindow(task, activity, from, now), now);
      sums.set(task.unit, (sums.get(task.unit) ?? 0) + progress);
    }
  }
  return {
    name: TEAM_NAMES[team]!,
    members: memberIds.length,
    totals: [...sums].map(([unit, micros]) => ({ unit, amount: fromMicros(micros) })),
  };
}
