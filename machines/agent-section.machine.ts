import { assign, fromPromise, setup } from 'xstate';
import type { AgentSectionData, AgentSectionName } from '../src/domain/agent-dashboard.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';

/** What one dashboard section starts from. */
export interface AgentSectionInput {
  section: AgentSectionName;
  agentId: number;
  /** Whether the agent's permission shows this section. */
  allowed: boolean;
}

/** What a section keeps: its data, or why it failed. */
export interface AgentSectionContext extends AgentSectionInput {
  data: AgentSectionData[AgentSectionName] | undefined;
  failure: Failure | undefined;
}

/** What a section takes: a retry after a failure. */
export type AgentSectionEvent = { type: 'section.retry' };

/**
 * One section of the agent dashboard loaded with one call (detail, marquee or performance).
 * It loads and fails on its own, so one failed call never blanks the whole dashboard.
 */
export const agentSectionMachine = setup({
  types: {
    input: {} as AgentSectionInput,
    context: {} as AgentSectionContext,
    events: {} as AgentSectionEvent,
  },
  actors: {
    loadSection: fromPromise<
      AgentSectionData[AgentSectionName],
      { section: AgentSectionName; agentId: number }
    >(async () => {
      throw new Error('loadSection is provided by the composition root');
    }),
  },
  actions: {
    storeData: assign((_, data: AgentSectionData[AgentSectionName]) => ({
      data,
      failure: undefined,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    isAllowed: ({ context }) => context.allowed,
  },
}).createMachine({
  id: 'agentSection',
  description: 'One section of the agent dashboard, with its own loading, failure and retry.',
  context: ({ input }) => ({ ...input, data: undefined, failure: undefined }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Looks at the permission: a section the agent may not see is never loaded.',
      tags: ['loading'],
      always: [{ guard: 'isAllowed', target: 'loading' }, { target: 'forbidden' }],
    },
    forbidden: { description: 'The permission does not include this section.', tags: ['hidden'] },
    loading: {
      description: 'Loads the section; a skeleton holds its place.',
      tags: ['loading'],
      invoke: {
        id: 'loadSection',
        src: 'loadSection',
        input: ({ context }) => ({ section: context.section, agentId: context.agentId }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeData', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: { description: 'The section is shown.', tags: ['loaded'] },
    failed: {
      description: 'The section could not be loaded; it offers its own retry.',
      tags: ['failed'],
      on: { 'section.retry': 'loading' },
    },
  },
});
