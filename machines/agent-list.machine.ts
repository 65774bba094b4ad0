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
  /** The most rows kept; pages beyond them are never asked for. */
  maxRows: number;
}

/** What a list keeps: its rows where their pages put them, the total and the page asked for. */
export interface AgentListContext extends AgentListInput {
  /** The rows by position; a page not loaded leaves a hole (undefined) where its rows go. */
  rows: (AgentListRow | undefined)[];
  /** How many rows are loaded (the rows without the holes). */
  loaded: number;
  total: number;
  /** The pages loaded, 1-based. */
  loadedPages: number[];
  /** The page loading or last loaded, 1-based; 0 before the first. */
  pageIndex: number;
  failure: Failure | undefined;
}

/** What a list takes: a page the user scrolled to, or a retry after a failure. */
export type AgentListEvent = { type: 'list.loadPage'; pageIndex: number } | { type: 'list.retry' };

/** What loadPage asks for; `pageIndex` is 1-based (SPEC §9). */
export interface AgentPageRequest {
  list: AgentListName;
  agentId: number;
  pageIndex: number;
  pageSize: number;
}

/** The page the list is on: the first page (startFirstPage) or the one scrolled to (choosePage). */
const pageRequestOf = ({ context }: { context: AgentListContext }): AgentPageRequest => ({
  list: context.list,
  agentId: context.agentId,
  pageIndex: context.pageIndex,
  pageSize: context.pageSize,
});

/** How many rows the list can hold: the total, up to the cap. */
export const rowCapacity = (context: AgentListContext): number =>
  Math.min(context.total, context.maxRows);

/** Whether rows remain to be loaded: fewer held than the total (and the cap). */
export const hasMoreRows = (context: AgentListContext): boolean =>
  context.loaded < rowCapacity(context);

/** Whether a page is worth asking for: it exists, holds rows under the cap, is not loaded. */
export const isPageWanted = (context: AgentListContext, pageIndex: number): boolean =>
  Number.isInteger(pageIndex) &&
  pageIndex >= 1 &&
  (pageIndex - 1) * context.pageSize < rowCapacity(context) &&
  !context.loadedPages.includes(pageIndex);

/** Puts a page's rows where the page says, up to the cap; other pages' rows stay. */
const placePage = (context: AgentListContext, page: AgentListRow[]) => {
  const rows = context.rows.slice();
  const start = (context.pageIndex - 1) * context.pageSize;
  let loaded = context.loaded;
  page.slice(0, context.pageSize).forEach((row, i) => {
    const at = start + i;
    if (at >= context.maxRows) return;
    if (rows[at] === undefined) loaded += 1;
    rows[at] = row;
  });
  return { rows, loaded };
};

/**
 * A paged list of the agent dashboard (rebates or referrals), up to 10,000 rows: the first
 * page, then whichever page the user scrolls to, straight away (one call, however far), each
 * load failing and retrying on its own. A page asked for while another loads replaces it: the
 * stale load is cancelled.
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
  actions: {
    /** The page the user scrolled to becomes the one to load. */
    startFirstPage: assign({ pageIndex: 1 }),
    storeEmpty: assign({ total: 0, loadedPages: [1], failure: undefined }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    choosePage: assign((_, params: { pageIndex: number }) => ({ pageIndex: params.pageIndex })),
    storePage: assign(({ context }, params: { page: Page<AgentListRow> }) => {
      const total = params.page.total;
      const placed = placePage({ ...context, total }, params.page.items);
      return {
        ...placed,
        total,
        loadedPages: [...context.loadedPages, context.pageIndex],
        failure: undefined,
      };
    }),
  },
  guards: {
    isAllowed: ({ context }) => context.allowed,
    /** A page that exists, is not loaded and is not the one loading now. */
    isNewPage: ({ context }, params: { pageIndex: number }) =>
      isPageWanted(context, params.pageIndex) && params.pageIndex !== context.pageIndex,
    isEmptyPage: (_, params: { page: Page<AgentListRow> }) => params.page.items.length === 0,
  },
}).createMachine({
  id: 'agentList',
  description: 'A paged list of the agent dashboard: rebates or referrals.',
  context: ({ input }) => ({
    ...input,
    rows: [],
    loaded: 0,
    total: 0,
    loadedPages: [],
    pageIndex: 0,
    failure: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Looks at the permission: a list the agent may not see is never loaded.',
      tags: ['loading'],
      always: [
        { guard: 'isAllowed', target: 'loading', actions: 'startFirstPage' },
        { target: 'forbidden' },
      ],
    },
    forbidden: { description: 'The permission does not include this list.', tags: ['hidden'] },
    loading: {
      description: 'Loads the first page.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: pageRequestOf,
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: 'storeEmpty',
          },
          {
            target: 'ready',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    empty: { description: 'The list has no rows yet.', tags: ['empty'] },
    failed: {
      description: 'The first page could not be loaded; a retry is offered.',
      tags: ['failed'],
      on: { 'list.retry': 'loading' },
    },
    ready: {
      description: 'The rows loaded are shown; the page the user scrolls to loads on demand.',
      tags: ['shown'],
      on: {
        'list.loadPage': {
          guard: { type: 'isNewPage', params: ({ event }) => event },
          target: 'loadingPage',
          actions: { type: 'choosePage', params: ({ event }) => event },
        },
      },
    },
    loadingPage: {
      tags: ['shown', 'loadingPage'],
      description:
        'Loads the page the user scrolled to (one call, however far); placeholders stand for its rows.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: pageRequestOf,
        onDone: {
          target: 'ready',
          actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'pageFailed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        // The user moved on: the load on its way is cancelled for the page now in view.
        'list.loadPage': {
          guard: { type: 'isNewPage', params: ({ event }) => event },
          target: 'loadingPage',
          reenter: true,
          actions: { type: 'choosePage', params: ({ event }) => event },
        },
      },
    },
    pageFailed: {
      description: 'The page could not be loaded; the rows shown stay, with a retry.',
      tags: ['shown', 'pageFailed'],
      on: {
        'list.retry': 'loadingPage',
        'list.loadPage': {
          guard: { type: 'isNewPage', params: ({ event }) => event },
          target: 'loadingPage',
          actions: { type: 'choosePage', params: ({ event }) => event },
        },
      },
    },
  },
});
