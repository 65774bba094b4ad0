import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { TeamStanding } from '../src/domain/team.ts';
import type { TaskListEvent, taskListMachine } from './task-list.machine.ts';
import {
  selectEnrolmentNeeded,
  selectIsRefreshing,
  selectTaskListFailure,
  selectTaskListState,
  selectTaskRefs,
  selectTeam,
  type TaskListState,
  type TaskRef,
} from './task-list.selectors.ts';

type TaskListSnapshot = SnapshotFrom<typeof taskListMachine>;

/** Everything the task list, its team progress and its tiers need. */
export interface TaskListApi {
  state: TaskListState;
  /** The tasks are on the page: loaded, or reloading behind what is shown. */
  shown: boolean;
  refreshing: boolean;
  /** The running task actors, in the order the exchange lists the tasks. */
  tasks: readonly TaskRef[];
  /** The user's team in a team activity; undefined before they join. */
  team: TeamStanding | undefined;
  /** Nothing counts or can be claimed before the user enrols (as of the last load). */
  enrolmentNeeded: boolean;
  /** Why the list (or, while it is shown, its last reload) failed. */
  failure: Failure | undefined;
  canRetry: boolean;
  canRefresh: boolean;
  retry: () => void;
  refresh: () => void;
}

/** The task list's view API, read from its snapshot's tags. */
export function connectTaskList(
  s: TaskListSnapshot,
  send: (event: TaskListEvent) => void,
): TaskListApi {
  const state = selectTaskListState(s);
  return {
    state,
    shown: state === 'ready' || state === 'refreshing',
    refreshing: selectIsRefreshing(s),
    tasks: selectTaskRefs(s),
    team: selectTeam(s),
    enrolmentNeeded: selectEnrolmentNeeded(s),
    failure: selectTaskListFailure(s),
    canRetry: s.can({ type: 'tasks.retry' }),
    canRefresh: s.can({ type: 'tasks.refresh' }),
    retry: () => send({ type: 'tasks.retry' }),
    refresh: () => send({ type: 'tasks.refresh' }),
  };
}
