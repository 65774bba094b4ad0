import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../src/domain/agent.ts';
import type { AgentListName, AgentListRow } from '../src/domain/agent-dashboard.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';

/** What one paged dashboard list starts from. */
export interface AgentListInput {
  list: AgentListName;
  agentId: number;
  /** Whether the agent's permission shows this list. */
  allowed: boolean;
  pageSize: number;
  /** The most rows kept; the list stops loading more once it holds them. */
  maxRows: number;
}

/** What a list keeps: its rows, the total and the last page loaded. */
export interface AgentListContext extends AgentListInput {
  rows: AgentListRow[];
  total: number;
  /** The last page loaded, 1-based; 0 before the first. */
  pageIndex: number;
  failure: Failure | undefined;
}

/** What a list takes: the next page, or a retry after a failure. */
export type AgentListEvent = { type: 'list.loadMore' } | { type: 'list.retry' };

/** What loadPage asks for; `pageIndex` is 1-based (SPEC §9). */
export interface AgentPageRequest {
  list: AgentListName;
  agentId: number;
  pageIndex: number;
  pageSize: number;
}

/** Whether more rows can be asked for: fewer held than the total (and the cap), pages left. */
export const hasMoreRows = (context: AgentListContext): boolean =>
  context.rows.length < Math.min(context.total, context.maxRows) &&
  context.pageIndex * context.pageSize < context.total;

/** Appends a page, skipping rows a new one pushed onto it from the page before, up to the cap. */
const appendRows = (rows: AgentListRow[], page: AgentListRow[], maxRows: number) => {
  const known = new Set(rows.map((r) => r.id));
  const fresh = page.filter((r) => !known.has(r.id));
  return fresh.length === 0 ? rows : rows.concat(fresh).slice(0, maxRows);
};

/**
 * A paged list of the agent dashboard (rebates or referrals): pages of 50 loaded on demand,
 * up to 10,000 rows, each load failing and retrying on its own.
 */
export const agentListMachine = setup({
  types: {
    input: {} as AgentListInput,
    context: {} as AgentListContext,
    events: {} as AgentListEvent,
  },
  actors: {
    loadPage: fromPromise<Page<AgentListRow>, AgentPageRequest>(async () => {
      throw new Error('loadPage is provided by the composition root');
    }),
  },
  guards: {
    isAllowed: ({ context }) => context.allowed,
    hasMore: ({ context }) => hasMoreRows(context),
    isEmptyPage: (_, params: { page: Page<AgentListRow> }) => params.page.items.length === 0,
  },
}).createMachine({
  id: 'agentList',
  description: 'A paged list of the agent dashboard: rebates or referrals.',
  context: ({ input }) => ({ ...input, rows: [], total: 0, pageIndex: 0, failure: undefined }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Looks at the permission: a list the agent may not see is never loaded.',
      always: [{ guard: 'isAllowed', target: 'loading' }, { target: 'forbidden' }],
    },
    forbidden: { description: 'The permission does not include this list.' },
    loading: {
      description: 'Loads the first page.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          list: context.list,
          agentId: context.agentId,
          pageIndex: 1,
          pageSize: context.pageSize,
        }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: assign({ rows: [], total: 0, pageIndex: 1, failure: undefined }),
          },
          {
            target: 'ready',
            actions: assign({
              rows: ({ context, event }) => event.output.items.slice(0, context.maxRows),
              total: ({ event }) => event.output.total,
              pageIndex: 1,
              failure: undefined,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    empty: { description: 'The list has no rows yet.' },
    failed: {
      description: 'The first page could not be loaded; a retry is offered.',
      on: { 'list.retry': 'loading' },
    },
    ready: {
      description: 'The rows are shown; more load on demand while rows remain.',
      on: { 'list.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'Loads the next page below the rows already shown.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          list: context.list,
          agentId: context.agentId,
          pageIndex: context.pageIndex + 1,
          pageSize: context.pageSize,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ context, event }) =>
              appendRows(context.rows, event.output.items, context.maxRows),
            total: ({ event }) => event.output.total,
            pageIndex: ({ context }) => context.pageIndex + 1,
            failure: undefined,
          }),
        },
        onError: {
          target: 'moreFailed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    moreFailed: {
      description: 'The next page could not be loaded; the rows shown stay, with a retry.',
      on: { 'list.retry': 'loadingMore' },
    },
  },
});
