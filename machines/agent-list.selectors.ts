import type { SnapshotFrom } from 'xstate';
import type { AgentListName, AgentListRows } from '../src/domain/agent-dashboard.ts';
import { type agentListMachine, hasMoreRows } from './agent-list.machine.ts';

/** A snapshot of one paged dashboard list. */
export type AgentListSnapshot = SnapshotFrom<typeof agentListMachine>;

/** The state for `data-state`: forbidden, loading, ready, empty, failed, loadingMore… */
export const selectListState = (s: AgentListSnapshot): string => String(s.value);
/** Why the list (or its next page) failed to load. */
export const selectListFailure = (s: AgentListSnapshot) => s.context.failure;

/** The rows, typed by the list asked for; empty for another list. */
export function selectRows<K extends AgentListName>(
  s: AgentListSnapshot,
  list: K,
): readonly AgentListRows[K][] {
  return s.context.list === list ? (s.context.rows as AgentListRows[K][]) : [];
}

/** How many rows are held and how many exist, e.g. for "50 of 1,200". */
export const selectListCounts = (s: AgentListSnapshot) => ({
  loaded: s.context.rows.length,
  total: s.context.total,
});

/** Rows remain to be loaded (none once the list holds the total or the 10,000-row cap). */
export const selectHasMoreRows = (s: AgentListSnapshot): boolean =>
  !s.matches('empty') && !s.matches('forbidden') && hasMoreRows(s.context);
/** The next page may be asked for now. */
export const selectCanLoadMoreRows = (s: AgentListSnapshot): boolean =>
  s.can({ type: 'list.loadMore' });
/** Whether the list offers its retry (only after a failure). */
export const selectCanRetryList = (s: AgentListSnapshot): boolean => s.can({ type: 'list.retry' });
