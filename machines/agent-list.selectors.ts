import type { SnapshotFrom } from 'xstate';
import type { AgentListName, AgentListRows } from '../src/domain/agent-dashboard.ts';
import { type agentListMachine, hasMoreRows, rowCapacity } from './agent-list.machine.ts';

/** A snapshot of one paged dashboard list. */
export type AgentListSnapshot = SnapshotFrom<typeof agentListMachine>;

/** The state for `data-state`: forbidden, loading, ready, empty, failed, loadingPage… */
export const selectListState = (s: AgentListSnapshot): string => String(s.value);

/**
 * The rows by position, typed by the list asked for (empty for another list); a row of a page
 * not loaded is undefined.
 */
export function selectRows<K extends AgentListName>(
  s: AgentListSnapshot,
  list: K,
): readonly (AgentListRows[K] | undefined)[] {
  return s.context.list === list ? (s.context.rows as (AgentListRows[K] | undefined)[]) : [];
}

/** How many rows the list shows, loaded or not: the total, up to the 10,000-row cap. */
export const selectRowCapacity = (s: AgentListSnapshot): number => rowCapacity(s.context);
/** The rows' page size, to tell which page a row is on. */
export const selectPageSize = (s: AgentListSnapshot): number => s.context.pageSize;

/** How many rows are held and how many exist, e.g. for "50 of 1,200". */
export const selectListCounts = (s: AgentListSnapshot) => ({
  loaded: s.context.loaded,
  total: s.context.total,
});

/** Rows remain to be loaded (none once the list holds the total or the 10,000-row cap). */
export const selectHasMoreRows = (s: AgentListSnapshot): boolean =>
  !s.matches('empty') && !s.matches('forbidden') && hasMoreRows(s.context);
/** Whether a page the user scrolled to is loading. */
export const selectIsLoadingPage = (s: AgentListSnapshot): boolean => s.hasTag('loadingPage');
/** Whether the list offers its retry (only after a failure). */
export const selectCanRetryList = (s: AgentListSnapshot): boolean => s.can({ type: 'list.retry' });
