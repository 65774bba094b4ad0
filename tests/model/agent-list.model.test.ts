import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AgentListInput,
  type AgentPageRequest,
  agentListMachine,
} from '../../machines/agent-list.machine.ts';
import {
  selectCanLoadMoreRows,
  selectHasMoreRows,
  selectListCounts,
  selectListState,
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
import { deferred, flush } from './support.ts';

type Payload<T extends AgentListModelEvent['type']> = Extract<AgentListModelEvent, { type: T }>;

for (const { name, input: raw } of agentListSpec.inputs) {
  const input = raw as AgentListInput;
  // What the list can ever hold: the server's rows, up to the cap.
  const reachable = Math.min(SERVER_TOTALS[input.list], input.maxRows);
  describe(`agent list paths: ${name}`, () => {
    for (const path of agentListModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let answer = deferred<Page<AgentListRow>>();
        const loadPage = vi.fn((_: AgentPageRequest) => {
          answer = deferred<Page<AgentListRow>>();
          return answer.promise;
        });
        const actor = createActor(
          agentListMachine.provide({
            actors: { loadPage: fromPromise(({ input: i }) => loadPage(i)) },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();
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
            loadingMore: () => {
              // 1-based: the page after the last one loaded.
              expect(loadPage).toHaveBeenLastCalledWith(request(snap().context.pageIndex + 1));
              expect(selectCanLoadMoreRows(snap())).toBe(false);
            },
            ready: () => {
              const s = snap();
              const { loaded, total } = selectListCounts(s);
              expect(total).toBe(SERVER_TOTALS[input.list]);
              expect(loaded).toBe(Math.min(s.context.pageIndex * input.pageSize, reachable));
              expect(loaded).toBeLessThanOrEqual(input.maxRows);
              const ids = selectRows(s, input.list).map((r) => r.id);
              expect(ids).toEqual(Array.from({ length: loaded }, (_, i) => i + 1));
              // More only while fewer rows are held than exist (and than the cap).
              expect(selectHasMoreRows(s)).toBe(loaded < reachable);
              expect(selectCanLoadMoreRows(s)).toBe(loaded < reachable);
            },
            empty: () => {
              expect(selectListCounts(snap())).toEqual({ loaded: 0, total: 0 });
              expect(selectHasMoreRows(snap())).toBe(false);
            },
            failed: () => {
              expect(snap().context.failure).toEqual({ kind: 'network' });
              expect(selectListCounts(snap()).loaded).toBe(0);
            },
            moreFailed: () => {
              const s = snap();
              expect(s.context.failure).toEqual({ kind: 'network' });
              // The rows already shown stay.
              expect(selectListCounts(s).loaded).toBe(s.context.pageIndex * input.pageSize);
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
            },
            'xstate.error.actor.loadPage': async ({ event }) => {
              const first = snap().matches('loading');
              answer.reject((event as Payload<'xstate.error.actor.loadPage'>).error);
              await flush();
              expect(selectListState(snap())).toBe(first ? 'failed' : 'moreFailed');
            },
            'list.loadMore': ({ event }) => actor.send(event as Payload<'list.loadMore'>),
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
    }
  });
}

describe('agent list at full size', () => {
  it('holds 10,000 rows in 200 pages of 50, then stops; its model state keeps counts', async () => {
    const total = 12_500;
    const loadPage = vi.fn(async (r: AgentPageRequest) =>
      serverPage(r.list, r.pageIndex, r.pageSize, total),
    );
    const actor = createActor(
      agentListMachine.provide({
        actors: { loadPage: fromPromise(({ input: i }) => loadPage(i)) },
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
    while (selectCanLoadMoreRows(s)) {
      actor.send({ type: 'list.loadMore' });
      s = await waitFor(actor, (x) => x.matches('ready'));
    }
    expect(loadPage).toHaveBeenCalledTimes(200);
    expect(loadPage).toHaveBeenLastCalledWith({
      list: 'rebates',
      agentId: 7,
      pageIndex: 200,
      pageSize: 50,
    });
    expect(selectListCounts(s)).toEqual({ loaded: 10_000, total });
    expect(selectHasMoreRows(s)).toBe(false);
    const serialized = serializeAgentList(s);
    expect(serialized.length).toBeLessThan(200);
    expect(serialized).toContain('"rows":10000');
    actor.stop();
  });
});
