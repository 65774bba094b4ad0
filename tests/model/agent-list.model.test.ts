import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectAgentList } from '../../machines/agent-list.connect.ts';
import {
  type AgentListInput,
  type AgentPageRequest,
  agentListMachine,
} from '../../machines/agent-list.machine.ts';
import {
  selectHasMoreRows,
  selectIsLoadingPage,
  selectListCounts,
  selectListState,
  selectRowCapacity,
  selectRows,
} from '../../machines/agent-list.selectors.ts';
import type { Page } from '../../src/domain/agent.ts';
import {
  AGENT_LIST_MAX_ROWS,
  AGENT_PAGE_SIZE,
  type AgentListRow,
} from '../../src/domain/agent-dashboard.ts';
import {
  type AgentListModelEvent,
  agentListModel,
  agentListSpec,
  SERVER_TOTALS,
  serializeAgentList,
  serverPage,
} from './models/agent-list.model.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends AgentListModelEvent['type']> = Extract<AgentListModelEvent, { type: T }>;

describePaths('agent list', agentListModel, agentListSpec.inputs, async (path, raw) => {
  const input = raw as AgentListInput;
  // What the list can ever hold: the server's rows, up to the cap.
  const reachable = Math.min(SERVER_TOTALS[input.list], input.maxRows);
  let answer = deferred<Page<AgentListRow>>();
  const signals: AbortSignal[] = [];
  const loadPage = vi.fn((_: AgentPageRequest) => {
    answer = deferred<Page<AgentListRow>>();
    return answer.promise;
  });
  const actor = createActor(
    agentListMachine.provide({
      actors: {
        loadPage: fromPromise(({ input: i, signal }) => {
          signals.push(signal);
          return loadPage(i);
        }),
      },
    }),
    { input },
  ).start();
  const snap = () => actor.getSnapshot();
  const view = () => connectAgentList(input.list)(snap());
  /** The rows a page puts in the list: the server's, up to the cap. */
  const rowsOf = (page: number) =>
    Math.max(0, Math.min(page * input.pageSize, reachable) - (page - 1) * input.pageSize);
  const request = (pageIndex: number) => ({
    list: input.list,
    agentId: input.agentId,
    pageIndex,
    pageSize: input.pageSize,
  });

  await path.test({
    states: {
      forbidden: () => {
        expect(input.allowed).toBe(false);
        expect(loadPage).not.toHaveBeenCalled();
        expect(selectHasMoreRows(snap())).toBe(false);
      },
      loading: () => expect(loadPage).toHaveBeenLastCalledWith(request(1)),
      loadingPage: () => {
        const s = snap();
        // 1-based: the page the user scrolled to, one call however far it is.
        expect(loadPage).toHaveBeenLastCalledWith(request(s.context.pageIndex));
        expect(s.context.loadedPages).not.toContain(s.context.pageIndex);
        expect(selectIsLoadingPage(s)).toBe(true);
        // Only the newest load is alive: every one before it ended or was cancelled.
        expect(signals.at(-1)?.aborted).toBe(false);
      },
      ready: () => {
        const s = snap();
        const { loaded, total } = selectListCounts(s);
        expect(total).toBe(SERVER_TOTALS[input.list]);
        const pages = s.context.loadedPages;
        expect(loaded).toBe(pages.reduce((sum, page) => sum + rowsOf(page), 0));
        expect(loaded).toBeLessThanOrEqual(input.maxRows);
        expect(selectRowCapacity(s)).toBe(reachable);
        // Each row sits where its page puts it; the pages in between stay holes.
        const rows = selectRows(s, input.list);
        for (let i = 0; i < reachable; i += 1) {
          const page = Math.floor(i / input.pageSize) + 1;
          expect(rows[i]?.id).toBe(pages.includes(page) ? i + 1 : undefined);
        }
        expect(rows.length).toBeLessThanOrEqual(reachable);
        // More only while fewer rows are held than exist (and than the cap).
        expect(selectHasMoreRows(s)).toBe(loaded < reachable);
        expect(selectIsLoadingPage(s)).toBe(false);
      },
      empty: () => {
        expect(selectListCounts(snap())).toEqual({ loaded: 0, total: 0 });
        expect(selectHasMoreRows(snap())).toBe(false);
      },
      failed: () => {
        expect(snap().context.failure).toEqual({ kind: 'network' });
        expect(selectListCounts(snap()).loaded).toBe(0);
      },
      pageFailed: () => {
        const s = snap();
        expect(s.context.failure).toEqual({ kind: 'network' });
        // The rows already shown stay.
        expect(selectListCounts(s).loaded).toBe(
          s.context.loadedPages.reduce((sum, page) => sum + rowsOf(page), 0),
        );
      },
    },
    events: {
      'xstate.done.actor.loadPage': async ({ event }) => {
        const { output } = event as Payload<'xstate.done.actor.loadPage'>;
        const first = snap().matches('loading');
        answer.resolve(output);
        await flush();
        expect(selectListState(snap())).toBe(
          first && output.items.length === 0 ? 'empty' : 'ready',
        );
        // The view shows rows, or says the list is empty.
        const shown = view();
        expect(shown.isEmpty).toBe(first && output.items.length === 0);
        expect(shown.isShown).toBe(!shown.isEmpty);
        expect(shown).toMatchObject({ isLoading: false, isFailed: false });
      },
      'xstate.error.actor.loadPage': async ({ event }) => {
        const first = snap().matches('loading');
        answer.reject((event as Payload<'xstate.error.actor.loadPage'>).error);
        await flush();
        expect(selectListState(snap())).toBe(first ? 'failed' : 'pageFailed');
        // A failed first page fails the section; a failed later page keeps the rows.
        expect(view()).toMatchObject({
          isFailed: first,
          isPageFailed: !first,
          isShown: !first,
        });
      },
      'list.loadPage': ({ event }) => {
        const e = event as Payload<'list.loadPage'>;
        const calls = loadPage.mock.calls.length;
        const wasLoading = snap().matches('loadingPage');
        const stale = signals.at(-1);
        actor.send(e);
        // One call for the page asked for, however far from those loaded.
        expect(loadPage).toHaveBeenCalledTimes(calls + 1);
        expect(loadPage).toHaveBeenLastCalledWith(request(e.pageIndex));
        // A load the user scrolled away from is cancelled.
        if (wasLoading) expect(stale?.aborted).toBe(true);
      },
      'list.retry': ({ event }) => {
        const calls = loadPage.mock.calls.length;
        actor.send(event as Payload<'list.retry'>);
        expect(loadPage).toHaveBeenCalledTimes(calls + 1);
      },
    },
  });
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  expect(actor.getSnapshot().context).toEqual(path.state.context);
});

describe('agent list at full size', () => {
  it('jumps from the first page to the last of 10,000 rows in one call, cancelling a stale load', async () => {
    const total = 12_500;
    const signals = new Map<number, AbortSignal>();
    const held = new Map<number, () => void>();
    const loadPage = vi.fn(
      (r: AgentPageRequest, signal: AbortSignal) =>
        new Promise<Page<AgentListRow>>((resolve) => {
          signals.set(r.pageIndex, signal);
          held.set(r.pageIndex, () => resolve(serverPage(r.list, r.pageIndex, r.pageSize, total)));
          if (r.pageIndex !== 150) held.get(r.pageIndex)?.();
        }),
    );
    const actor = createActor(
      agentListMachine.provide({
        actors: { loadPage: fromPromise(({ input: i, signal }) => loadPage(i, signal)) },
      }),
      {
        input: {
          list: 'rebates',
          agentId: 7,
          allowed: true,
          pageSize: AGENT_PAGE_SIZE,
          maxRows: AGENT_LIST_MAX_ROWS,
        },
      },
    ).start();
    let s = await waitFor(actor, (x) => x.matches('ready'));
    expect(selectRowCapacity(s)).toBe(10_000);

    // The user drags to the end: only the last page under the cap is asked for.
    actor.send({ type: 'list.loadPage', pageIndex: 200 });
    s = await waitFor(actor, (x) => x.matches('ready'));
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage.mock.calls[1]?.[0]).toEqual({
      list: 'rebates',
      agentId: 7,
      pageIndex: 200,
      pageSize: 50,
    });
    expect(selectRows(s, 'rebates')[9_999]?.id).toBe(10_000);
    expect(selectRows(s, 'rebates')[5_000]).toBeUndefined();
    expect(selectListCounts(s)).toEqual({ loaded: 100, total });
    // Past the cap there is nothing to ask for.
    actor.send({ type: 'list.loadPage', pageIndex: 201 });
    expect(loadPage).toHaveBeenCalledTimes(2);

    // Page 150 is slow; the user scrolls on to page 100 before it answers.
    actor.send({ type: 'list.loadPage', pageIndex: 150 });
    actor.send({ type: 'list.loadPage', pageIndex: 100 });
    s = await waitFor(actor, (x) => x.matches('ready'));
    expect(signals.get(150)?.aborted).toBe(true);
    expect(s.context.loadedPages).toEqual([1, 200, 100]);
    held.get(150)?.();
    await flush();
    expect(actor.getSnapshot().context.loadedPages).toEqual([1, 200, 100]);
    expect(selectHasMoreRows(actor.getSnapshot())).toBe(true);
    const serialized = serializeAgentList(actor.getSnapshot());
    expect(serialized.length).toBeLessThan(200);
    expect(serialized).toContain('"loaded":150');
    actor.stop();
  });
});
