import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectAgentSection, selectSectionData } from '../../machines/agent-section.connect.ts';
import {
  type AgentSectionInput,
  agentSectionMachine,
} from '../../machines/agent-section.machine.ts';
import type { AgentSectionData, AgentSectionName } from '../../src/domain/agent-dashboard.ts';
import {
  type AgentSectionModelEvent,
  agentSectionModel,
  agentSectionSpec,
  SECTION_DATA,
} from './models/agent-section.model.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends AgentSectionModelEvent['type']> = Extract<
  AgentSectionModelEvent,
  { type: T }
>;
type SectionData = AgentSectionData[AgentSectionName];

describePaths('agent section', agentSectionModel, agentSectionSpec.inputs, async (path, raw) => {
  const input = raw as AgentSectionInput;
  let answer = deferred<SectionData>();
  const loadSection = vi.fn((_: { section: AgentSectionName; agentId: number }) => {
    answer = deferred<SectionData>();
    return answer.promise;
  });
  const actor = createActor(
    agentSectionMachine.provide({
      actors: { loadSection: fromPromise(({ input: i }) => loadSection(i)) },
    }),
    { input },
  ).start();
  const snap = () => actor.getSnapshot();
  const view = () => connectAgentSection(input.section)(snap(), actor.send);

  await path.test({
    states: {
      forbidden: () => {
        // A section the permission excludes is never asked for.
        expect(input.allowed).toBe(false);
        expect(loadSection).not.toHaveBeenCalled();
        expect(view().canRetry).toBe(false);
        expect(view()).toMatchObject({ isHidden: true, isLoading: false, data: undefined });
      },
      loading: () => {
        expect(input.allowed).toBe(true);
        expect(loadSection).toHaveBeenLastCalledWith({
          section: input.section,
          agentId: input.agentId,
        });
        expect(selectSectionData(snap(), input.section)).toBeUndefined();
        expect(view()).toMatchObject({ isLoading: true, isHidden: false, isFailed: false });
      },
      loaded: () => {
        expect(selectSectionData(snap(), input.section)).toEqual(SECTION_DATA[input.section]);
        expect(view().data).toEqual(SECTION_DATA[input.section]);
        expect(view()).toMatchObject({ isLoading: false, isFailed: false });
        expect(snap().context.failure).toBeUndefined();
        expect(view().canRetry).toBe(false);
      },
      failed: () => {
        expect(snap().context.failure).toEqual({ kind: 'network' });
        expect(view().canRetry).toBe(true);
        expect(view()).toMatchObject({ isFailed: true, isLoading: false, data: undefined });
      },
    },
    events: {
      'xstate.done.actor.loadSection': async ({ event }) => {
        answer.resolve((event as Payload<'xstate.done.actor.loadSection'>).output);
        await flush();
        expect(view().dataState).toBe('loaded');
      },
      'xstate.error.actor.loadSection': async ({ event }) => {
        answer.reject((event as Payload<'xstate.error.actor.loadSection'>).error);
        await flush();
        expect(view().dataState).toBe('failed');
      },
      'section.retry': ({ event }) => {
        const calls = loadSection.mock.calls.length;
        actor.send(event as Payload<'section.retry'>);
        expect(loadSection).toHaveBeenCalledTimes(calls + 1);
        expect(view().dataState).toBe('loading');
      },
    },
  });
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  expect(actor.getSnapshot().context).toEqual(path.state.context);
});
