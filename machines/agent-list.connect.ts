import type { SnapshotFrom } from 'xstate';
import type { AgentListName, AgentListRows } from '../src/domain/agent-dashboard.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { agentListMachine } from './agent-list.machine.ts';
import {
  selectCanRetryList,
  selectListCounts,
  selectPageSize,
  selectRowCapacity,
  selectRows,
} from './agent-list.selectors.ts';
import type { AgentSectionView } from './agent-section.connect.ts';

type AgentListSnapshot = SnapshotFrom<typeof agentListMachine>;

/** Everything one paged dashboard list shows, from one snapshot (its events go through the agent). */
export interface AgentListApi<K extends AgentListName> extends AgentSectionView {
  isEmpty: boolean;
  /** Rows show (also while a page loads, or after one failed). */
  isShown: boolean;
  /** A page failed: the rows shown stay, with a retry. */
  isPageFailed: boolean;
  rows: readonly (AgentListRows[K] | undefined)[];
  loaded: number;
  total: number;
  /** How many rows the list has room for (loaded and still to load). */
  capacity: number;
  pageSize: number;
  failure: Failure | undefined;
}

/** The connect of one kind of list (see useConnect in src/ui/actor.tsx). */
export const connectAgentList =
  <K extends AgentListName>(list: K) =>
  (s: AgentListSnapshot): AgentListApi<K> => {
    const { loaded, total } = selectListCounts(s);
    return {
      dataState: String(s.value),
      isHidden: s.hasTag('hidden'),
      isLoading: s.hasTag('loading'),
      isFailed: s.hasTag('failed'),
      isEmpty: s.hasTag('empty'),
      isShown: s.hasTag('shown'),
      isPageFailed: s.hasTag('pageFailed'),
      rows: selectRows(s, list),
      loaded,
      total,
      capacity: selectRowCapacity(s),
      pageSize: selectPageSize(s),
      failure: s.context.failure,
      canRetry: selectCanRetryList(s),
    };
  };
