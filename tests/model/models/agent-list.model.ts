import type { SnapshotFrom } from 'xstate';
import { type AgentListEvent, agentListMachine } from '../../../machines/agent-list.machine.ts';
import type { Page, RebateRow, ReferralRow } from '../../../src/domain/agent.ts';
import type { AgentListName, AgentListRow } from '../../../src/domain/agent-dashboard.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const AGENT_ID = 7;

export const rebateRow = (id: number): RebateRow => ({
  id,
  referralUid: `u${1000 + id}`,
  tradeVolume: '1500',
  rebate: '0.45',
  currency: 'USDT',
  createdAt: 1_800_000_000_000 - id * 60_000,
});

export const referralRow = (id: number): ReferralRow => ({
  id,
  uid: `u${2000 + id}`,
  maskedName: `r***${id}`,
  registeredAt: 1_800_000_000_000 - id * 86_400_000,
  kycPassed: id % 2 === 0,
  tradeVolume: '800',
});

/** How many rows the server holds per list in the model's scenarios. */
export const SERVER_TOTALS: Record<AgentListName, number> = { rebates: 7, referrals: 3 };

/** The 1-based page the server answers for a list with `total` rows. */
export function serverPage(
  list: AgentListName,
  pageIndex: number,
  pageSize: number,
  total = SERVER_TOTALS[list],
): Page<AgentListRow> {
  const first = (pageIndex - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  const row = list === 'rebates' ? rebateRow : referralRow;
  return {
    items: Array.from({ length: count }, (_, i) => row(first + i)),
    total,
    pageIndex,
    pageSize,
  };
}

export type AgentListModelEvent = AgentListEvent | InvokeSettled<'loadPage', Page<AgentListRow>>;

type ListSnapshot = SnapshotFrom<typeof agentListMachine>;

/** The pages a user may scroll to: the next one, one further, and one past the end. */
const PAGES_TRIED = [2, 3, 4];

function candidateEvents(s: ListSnapshot): AgentListModelEvent[] {
  const { list, pageIndex, pageSize } = s.context;
  const pages = s.matches('loading')
    ? [serverPage(list, 1, pageSize), serverPage(list, 1, pageSize, 0)]
    : [serverPage(list, pageIndex, pageSize)];
  return [
    ...PAGES_TRIED.map((page) => ({ type: 'list.loadPage' as const, pageIndex: page })),
    { type: 'list.retry' },
    ...pages.map((output) => ({ type: 'xstate.done.actor.loadPage' as const, output })),
    { type: 'xstate.error.actor.loadPage', error: networkError() },
  ];
}

/**
 * The model's view of a list: its state, counts and pages. The rows (up to 10,000) stay out of
 * the serialized state so that the graph stays small and fast.
 */
export function serializeAgentList(
  s: ListSnapshot,
  event?: { type: string },
  previous?: ListSnapshot,
): string {
  const c = s.context;
  const state = JSON.stringify({
    v: s.value,
    list: c.list,
    loaded: c.loaded,
    pages: c.loadedPages,
    total: c.total,
    page: c.pageIndex,
    failure: c.failure?.kind,
  });
  if (!event || !previous) return state;
  return `${state} via ${event.type} from ${JSON.stringify(previous.value)}`;
}

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const agentListModel = machineModel<ListSnapshot, AgentListModelEvent>(
  agentListMachine,
  (s) => candidateEvents(s).filter((e) => s.can(e as AgentListEvent)),
  serializeAgentList,
);

export const agentListSpec: MachineModelSpec = {
  name: 'agentList',
  machine: agentListMachine,
  model: agentListModel,
  inputs: [
    {
      name: 'rebates, 7 rows kept up to 5',
      input: { list: 'rebates', agentId: AGENT_ID, allowed: true, pageSize: 2, maxRows: 5 },
    },
    {
      name: 'referrals, 3 rows',
      input: { list: 'referrals', agentId: AGENT_ID, allowed: true, pageSize: 2, maxRows: 10_000 },
    },
    {
      name: 'referrals without permission',
      input: { list: 'referrals', agentId: AGENT_ID, allowed: false, pageSize: 2, maxRows: 10_000 },
    },
  ],
};
