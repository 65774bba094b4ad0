import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectAgent } from '../../machines/agent.connect.ts';
import { AGENT_CHILD_IDS, type AgentInput, agentMachine } from '../../machines/agent.machine.ts';
import { type AgentPageRequest, agentListMachine } from '../../machines/agent-list.machine.ts';
import { agentSectionMachine } from '../../machines/agent-section.machine.ts';
import type { AgentPermission, AgentStatus } from '../../src/domain/agent.ts';
import {
  type AgentListName,
  type AgentSectionName,
  isSectionAllowed,
} from '../../src/domain/agent-dashboard.ts';
import { type AgentModelEvent, agentModel, agentSpec } from './models/agent.model.ts';
import { selectAgentSection } from './models/agent.selectors.ts';
import { serverPage } from './models/agent-list.model.ts';
import { AGENT_ID, SECTION_DATA } from './models/agent-section.model.ts';
import { networkError } from './models/fixtures.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends AgentModelEvent['type']> = Extract<AgentModelEvent, { type: T }>;

const PARTS = ['detail', 'marquee', 'performance', 'rebates', 'referrals'] as const;
/** How each part ends up with the fakes below when the agent may see it. */
const SETTLED: Record<AgentSectionName | AgentListName, string> = {
  detail: 'loaded',
  marquee: 'failed',
  performance: 'loaded',
  rebates: 'ready',
  referrals: 'failed',
};
const REBATE_ROWS = 120;

for (const { name, input: raw } of agentSpec.inputs) {
  const input = raw as AgentInput;
  describe(`agent paths: ${name}`, () => {
    for (const path of agentModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let status = deferred<AgentStatus>();
        let permission = deferred<AgentPermission>();
        const loadAgentStatus = vi.fn(() => {
          status = deferred<AgentStatus>();
          return status.promise;
        });
        const loadPermission = vi.fn((_: { agentId: number }) => {
          permission = deferred<AgentPermission>();
          return permission.promise;
        });
        // The parts answer at once: the marquee and the referrals fail, the others load.
        const loadSection = vi.fn(async (i: { section: AgentSectionName; agentId: number }) => {
          if (i.section === 'marquee') throw networkError();
          return SECTION_DATA[i.section];
        });
        const loadPage = vi.fn(async (r: AgentPageRequest) => {
          if (r.list === 'referrals') throw networkError();
          return serverPage(r.list, r.pageIndex, r.pageSize, REBATE_ROWS);
        });
        const section = agentSectionMachine.provide({
          actors: { loadSection: fromPromise(({ input: i }) => loadSection(i)) },
        });
        const list = agentListMachine.provide({
          actors: { loadPage: fromPromise(({ input: i }) => loadPage(i)) },
        });
        const actor = createActor(
          agentMachine.provide({
            actors: {
              loadAgentStatus: fromPromise(() => loadAgentStatus()),
              loadPermission: fromPromise(({ input: i }) => loadPermission(i)),
              detailSection: section,
              marqueeSection: section,
              performanceSection: section,
              rebatesList: list,
              referralsList: list,
            },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();
        const agent = () => connectAgent(snap(), actor.send);
        const sectionCalls = (name: AgentSectionName) =>
          loadSection.mock.calls.filter(([i]) => i.section === name).length;
        const pageCalls = (name: AgentListName) =>
          loadPage.mock.calls.filter(([r]) => r.list === name);

        await path.test({
          states: {
            checkingAgent: () => {
              expect(loadAgentStatus).toHaveBeenCalled();
              expect(agent().isChecking).toBe(true);
            },
            checkingPermission: () => {
              expect(loadPermission).toHaveBeenLastCalledWith({ agentId: AGENT_ID });
              expect(agent().isChecking).toBe(true);
            },
            notAgent: () => {
              expect(loadPermission).not.toHaveBeenCalled();
              expect(agent()).toMatchObject({ isNotAgent: true, parts: undefined });
              expect(selectAgentSection(snap(), 'detail')).toBeUndefined();
            },
            noPermission: () => {
              expect(snap().context.permission?.dashboard).toBe(false);
              expect(agent()).toMatchObject({ isNoPermission: true, parts: undefined });
              // Nothing of the dashboard is asked for.
              expect(loadSection).not.toHaveBeenCalled();
              expect(loadPage).not.toHaveBeenCalled();
            },
            failed: () => {
              expect(agent()).toMatchObject({
                isFailed: true,
                failure: { kind: 'network' },
                canRetry: true,
              });
            },
            dashboard: async () => {
              await flush();
              const s = snap();
              const granted = s.context.permission;
              expect(granted?.dashboard).toBe(true);
              const { parts } = agent();
              for (const part of PARTS) {
                expect(parts?.[part]).toBe(s.children[AGENT_CHILD_IDS[part]]);
              }
              for (const part of PARTS) {
                const child = selectAgentSection(s, part);
                const allowed = granted !== undefined && isSectionAllowed(granted, part);
                // Each part loads, or fails, on its own; an excluded one is never loaded.
                expect(child?.value).toBe(allowed ? SETTLED[part] : 'forbidden');
                expect(child?.context.agentId).toBe(AGENT_ID);
              }
              expect(selectAgentSection(s, 'rebates')?.context.pageSize).toBe(50);
              expect(selectAgentSection(s, 'referrals')?.context.maxRows).toBe(10_000);
              expect(sectionCalls('performance')).toBe(granted?.performance ? 1 : 0);
            },
          },
          events: {
            'xstate.done.actor.loadAgentStatus': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.loadAgentStatus'>;
              status.resolve(output);
              await flush();
              expect(agent().dataState).toBe(output.isAgent ? 'checkingPermission' : 'notAgent');
            },
            'xstate.error.actor.loadAgentStatus': async ({ event }) => {
              status.reject((event as Payload<'xstate.error.actor.loadAgentStatus'>).error);
              await flush();
              expect(agent().dataState).toBe('failed');
            },
            'xstate.done.actor.loadPermission': async ({ event }) => {
              const { output } = event as Payload<'xstate.done.actor.loadPermission'>;
              permission.resolve(output);
              await flush();
              expect(agent().dataState).toBe(output.dashboard ? 'dashboard' : 'noPermission');
            },
            'xstate.error.actor.loadPermission': async ({ event }) => {
              permission.reject((event as Payload<'xstate.error.actor.loadPermission'>).error);
              await flush();
              expect(agent().dataState).toBe('failed');
            },
            'agent.retry': () => {
              // The status is asked again only when it is not known; else only the permission.
              const known = snap().context.agentId !== undefined;
              agent().retry();
              expect(agent().dataState).toBe(known ? 'checkingPermission' : 'checkingAgent');
            },
            'agent.loadPage': async ({ event }) => {
              const e = event as Payload<'agent.loadPage'>;
              const child = selectAgentSection(snap(), e.list);
              const expected = child?.can({ type: 'list.loadPage', pageIndex: e.pageIndex })
                ? 1
                : 0;
              const before = pageCalls(e.list);
              agent().loadPage(e.list, e.pageIndex);
              await flush();
              // Forwarded to that list only: it asks for that page when it has it and lacks it.
              expect(pageCalls(e.list).length - before.length).toBe(expected);
              if (expected) expect(pageCalls(e.list).at(-1)?.[0].pageIndex).toBe(e.pageIndex);
              expect(agent().dataState).toBe('dashboard');
            },
            'agent.retryList': async ({ event }) => {
              const e = event as Payload<'agent.retryList'>;
              const expected = selectAgentSection(snap(), e.list)?.can({ type: 'list.retry' })
                ? 1
                : 0;
              const before = pageCalls(e.list).length;
              agent().retryList(e.list);
              await flush();
              expect(pageCalls(e.list).length - before).toBe(expected);
            },
            'agent.retrySection': async ({ event }) => {
              const e = event as Payload<'agent.retrySection'>;
              const expected = selectAgentSection(snap(), e.section)?.can({
                type: 'section.retry',
              })
                ? 1
                : 0;
              const before = sectionCalls(e.section);
              agent().retrySection(e.section);
              await flush();
              expect(sectionCalls(e.section) - before).toBe(expected);
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
