import { ActivityType } from './activity.ts';

/** One total of a team: the sum of its members' progress in one unit (e.g. USDT, friends). */
export interface TeamTotal {
  unit: string;
  /** A decimal string, as the exchange sends amounts. */
  amount: string;
}

/**
 * The user's team in a team activity (TeamTrading 8, TeamChallenge 13), as the task list's
 * answer carries it once the user has joined: its name, its members and its totals.
 */
export interface TeamStanding {
  name: string;
  members: number;
  /** Per unit of the activity's tasks, in the order the tasks list them. */
  totals: TeamTotal[];
}

/** The activity types whose participants trade as teams. */
export const TEAM_ACTIVITY_TYPES: readonly number[] = [
  ActivityType.TeamTrading,
  ActivityType.TeamChallenge,
];

/** Whether an activity's participants trade as teams. */
export const isTeamActivity = (type: number): boolean => TEAM_ACTIVITY_TYPES.includes(type);
