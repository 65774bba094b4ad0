import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { TeamStanding } from '../src/domain/team.ts';
import { stateFromTags } from './tag-state.ts';
import type { taskMachine } from './task.machine.ts';
import { taskChildId, type taskListMachine } from './task-list.machine.ts';

type TaskListSnapshot = SnapshotFrom<typeof taskListMachine>;

/** One running task, for a view that reads it with the task selectors. */
export type TaskRef = ActorRefFrom<typeof taskMachine>;

/** Where the list stands, for `data-state`; a reload behind shown tasks is `refreshing`. */
export type TaskListState = 'loading' | 'failed' | 'ready' | 'refreshing';

/** The state as one word for `data-state`: loading, failed, ready or refreshing. */
export const selectTaskListState = (s: TaskListSnapshot): TaskListState =>
  stateFromTags(s, ['refreshing', 'ready', 'failed'] as const, 'loading');

/** The tasks' ids in the order the exchange lists them. */
export const selectTaskIds = (s: TaskListSnapshot): readonly number[] => s.context.taskIds;

/** The running task actors, in the order the exchange lists the tasks. */
export const selectTaskRefs = (s: TaskListSnapshot): TaskRef[] =>
  s.context.taskIds.flatMap((id) => {
    const ref = (s.children as Record<string, TaskRef | undefined>)[taskChildId(id)];
    return ref ? [ref] : [];
  });

/** A reload is on its way behind the tasks shown. */
export const selectIsRefreshing = (s: TaskListSnapshot): boolean => s.hasTag('refreshing');

/** Why the list (or, while it is shown, its last reload) failed. */
export const selectTaskListFailure = (s: TaskListSnapshot): Failure | undefined =>
  s.context.failure;

/** The local clock when the tasks were last loaded (when the list opened, before that). */
export const selectLoadedAt = (s: TaskListSnapshot): number => s.context.now;

/** The user's team in a team activity, as last loaded; undefined before they join. */
export const selectTeam = (s: TaskListSnapshot): TeamStanding | undefined => s.context.team;

/** The exchange said, at the last load, that nothing counts or pays before the user enrols. */
export const selectEnrolmentNeeded = (s: TaskListSnapshot): boolean => s.context.enrolmentNeeded;
