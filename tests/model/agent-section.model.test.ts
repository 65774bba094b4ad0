import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type AgentSectionInput,
  agentSectionMachine,
} from '../../machines/agent-section.machine.ts';
import {
  selectCanRetrySection,
  selectSectionData,
  selectSectionState,
} from '../../machines/agent-section.selectors.ts';
import type { AgentSectionData, AgentSectionName } from '../../src/domain/agent-dashboard.ts';
import {
  type AgentSectionModelEvent,
  agentSectionModel,
  agentSectionSpec,
  SECTION_DATA,
} from './models/agent-section.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends AgentSectionModelEvent['type']> = Extract<
  AgentSectionModelEvent,
  { type: T }
>;
type SectionData = AgentSectionData[AgentSectionName];

for (const { name, input: raw } of agentSectionSpec.inputs) {
  const input = raw as AgentSectionInput;
  describe(`agent section paths: ${name}`, () => {
    for (const path of agentSectionModel.getShortestPaths({ input })) {
      it(path.description, async () => {
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

        await path.test({
          states: {
            forbidden: () => {
              // A section the permission excludes is never asked for.
              expect(input.allowed).toBe(false);
              expect(loadSection).not.toHaveBeenCalled();
              expect(selectCanRetrySection(snap())).toBe(false);
            },
            loading: () => {
              expect(input.allowed).toBe(true);
              expect(loadSection).toHaveBeenLastCalledWith({
                section: input.section,
                agentId: input.agentId,
              });
              expect(selectSectionData(snap(), input.section)).toBeUndefined();
            },
            loaded: () => {
              expect(selectSectionData(snap(), input.section)).toEqual(SECTION_DATA[input.section]);
              expect(snap().context.failure).toBeUndefined();
              expect(selectCanRetrySection(snap())).toBe(false);
            },
            failed: () => {
              expect(snap().context.failure).toEqual({ kind: 'network' });
              expect(selectCanRetrySection(snap())).toBe(true);
            },
          },
          events: {
            'xstate.done.actor.loadSection': async ({ event }) => {
              answer.resolve((event as Payload<'xstate.done.actor.loadSection'>).output);
              await flush();
              expect(selectSectionState(snap())).toBe('loaded');
            },
            'xstate.error.actor.loadSection': async ({ event }) => {
              answer.reject((event as Payload<'xstate.error.actor.loadSection'>).error);
              await flush();
              expect(selectSectionState(snap())).toBe('failed');
            },
            'section.retry': ({ event }) => {
              const calls = loadSection.mock.calls.length;
              actor.send(event as Payload<'section.retry'>);
              expect(loadSection).toHaveBeenCalledTimes(calls + 1);
              expect(selectSectionState(snap())).toBe('loading');
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(actor.getSnapshot().context).toEqual(path.state.context);
      });
    }
  });
}
