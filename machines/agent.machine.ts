import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AgentPermission, AgentStatus } from '../src/domain/agent.ts';
import {
  AGENT_LIST_MAX_ROWS,
  AGENT_PAGE_SIZE,
  type AgentListName,
  type AgentSectionName,
  isSectionAllowed,
} from '../src/domain/agent-dashboard.ts';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import { type AgentListInput, agentListMachine } from './agent-list.machine.ts';
import { type AgentSectionInput, agentSectionMachine } from './agent-section.machine.ts';

/** What the agent dashboard starts from; both fields have defaults. */
export interface AgentInput {
  /** Rows per page of the rebate and referral lists; 50 unless given. */
  pageSize?: number;
  /** The most rows a list holds; 10,000 unless given. */
  maxRows?: number;
}

/** What the agent machine keeps between states. */
export interface AgentContext {
  pageSize: number;
  maxRows: number;
  agentId: number | undefined;
  permission: AgentPermission | undefined;
  failure: Failure | undefined;
}

/** What views send to the agent dashboard; part events are forwarded to the part. */
export type AgentEvent =
  /** Retries the agent status or the permission check. */
  | { type: 'agent.retry' }
  /** The user scrolled a list to a page (1-based) not loaded yet. */
  | { type: 'agent.loadPage'; list: AgentListName; pageIndex: number }
  | { type: 'agent.retryList'; list: AgentListName }
  | { type: 'agent.retrySection'; section: AgentSectionName };

/** The id of the child actor that runs each part of the dashboard. */
export const AGENT_CHILD_IDS = {
  detail: 'detailSection',
  marquee: 'marqueeSection',
  performance: 'performanceSection',
  rebates: 'rebatesList',
  referrals: 'referralsList',
} as const satisfies Record<AgentSectionName | AgentListName, string>;

const sectionInput =
  (section: AgentSectionName) =>
  ({ context }: { context: AgentContext }): AgentSectionInput => ({
    section,
    agentId: context.agentId ?? 0,
    allowed: context.permission !== undefined && isSectionAllowed(context.permission, section),
  });

const listInput =
  (list: AgentListName) =>
  ({ context }: { context: AgentContext }): AgentListInput => ({
    list,
    agentId: context.agentId ?? 0,
    allowed: context.permission !== undefined && isSectionAllowed(context.permission, list),
    pageSize: context.pageSize,
    maxRows: context.maxRows,
  });

/**
 * The agent dashboard: is the user an agent (is_agent), may they see it (permission/{id}),
 * then five parts that load, fail and retry each on their own, as child actors.
 */
export const agentMachine = setup({
  types: {
    input: {} as AgentInput,
    context: {} as AgentContext,
    events: {} as AgentEvent,
    tags: {} as 'checking' | 'notAgent' | 'noPermission' | 'failed' | 'dashboard',
    children: {} as {
      detailSection: 'detailSection';
      marqueeSection: 'marqueeSection';
      performanceSection: 'performanceSection';
      rebatesList: 'rebatesList';
      referralsList: 'referralsList';
    },
  },
  actors: {
    loadAgentStatus: fromPromise<AgentStatus>(async () => {
      throw new Error('loadAgentStatus is provided by the composition root');
    }),
    loadPermission: fromPromise<AgentPermission, { agentId: number }>(async () => {
      throw new Error('loadPermission is provided by the composition root');
    }),
    detailSection: agentSectionMachine,
    marqueeSection: agentSectionMachine,
    performanceSection: agentSectionMachine,
    rebatesList: agentListMachine,
    referralsList: agentListMachine,
  },
  actions: {
    storeAgentId: assign((_, params: { agentId: number | undefined }) => ({
      agentId: params.agentId,
      failure: undefined,
    })),
    clearFailure: assign({ failure: undefined }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    storePermission: assign((_, permission: AgentPermission) => ({
      permission,
      failure: undefined,
    })),
    forwardLoadPage: sendTo(
      (_, params: { list: AgentListName; pageIndex: number }) => AGENT_CHILD_IDS[params.list],
      (_, params) => ({ type: 'list.loadPage' as const, pageIndex: params.pageIndex }),
    ),
    forwardListRetry: sendTo((_, params: { list: AgentListName }) => AGENT_CHILD_IDS[params.list], {
      type: 'list.retry',
    }),
    forwardSectionRetry: sendTo(
      (_, params: { section: AgentSectionName }) => AGENT_CHILD_IDS[params.section],
      { type: 'section.retry' },
    ),
  },
  guards: {
    isAgent: (_, params: { status: AgentStatus }) =>
      params.status.isAgent && params.status.agentId !== undefined,
    maySeeDashboard: (_, params: { permission: AgentPermission }) => params.permission.dashboard,
    hasAgentId: ({ context }) => context.agentId !== undefined,
  },
}).createMachine({
  id: 'agent',
  description: "The agent's dashboard: detail, marquee, rebates, referrals and performance.",
  context: ({ input }) => ({
    pageSize: input.pageSize ?? AGENT_PAGE_SIZE,
    maxRows: input.maxRows ?? AGENT_LIST_MAX_ROWS,
    agentId: undefined,
    permission: undefined,
    failure: undefined,
  }),
  initial: 'checkingAgent',
  states: {
    checkingAgent: {
      description: 'Asks whether the user is an agent (is_agent).',
      tags: ['checking'],
      invoke: {
        id: 'loadAgentStatus',
        src: 'loadAgentStatus',
        onDone: [
          {
            guard: { type: 'isAgent', params: ({ event }) => ({ status: event.output }) },
            target: 'checkingPermission',
            actions: {
              type: 'storeAgentId',
              params: ({ event }) => ({ agentId: event.output.agentId }),
            },
          },
          { target: 'notAgent', actions: 'clearFailure' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    notAgent: {
      description: 'The user is not an agent; the programme is presented instead.',
      tags: ['notAgent'],
    },
    checkingPermission: {
      description: 'Loads what the agent may see (permission/{id}).',
      tags: ['checking'],
      invoke: {
        id: 'loadPermission',
        src: 'loadPermission',
        input: ({ context }) => ({ agentId: context.agentId ?? 0 }),
        onDone: [
          {
            guard: {
              type: 'maySeeDashboard',
              params: ({ event }) => ({ permission: event.output }),
            },
            target: 'dashboard',
            actions: { type: 'storePermission', params: ({ event }) => event.output },
          },
          {
            target: 'noPermission',
            actions: { type: 'storePermission', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    noPermission: { description: 'The agent may not see the dashboard.', tags: ['noPermission'] },
    failed: {
      description: 'The agent status or the permission could not be loaded; a retry is offered.',
      tags: ['failed'],
      on: {
        'agent.retry': [
          { guard: 'hasAgentId', target: 'checkingPermission' },
          { target: 'checkingAgent' },
        ],
      },
    },
    dashboard: {
      description:
        'The five parts run as children; a part the permission excludes shows as forbidden.',
      tags: ['dashboard'],
      invoke: [
        { id: 'detailSection', src: 'detailSection', input: sectionInput('detail') },
        { id: 'marqueeSection', src: 'marqueeSection', input: sectionInput('marquee') },
        { id: 'performanceSection', src: 'performanceSection', input: sectionInput('performance') },
        { id: 'rebatesList', src: 'rebatesList', input: listInput('rebates') },
        { id: 'referralsList', src: 'referralsList', input: listInput('referrals') },
      ],
      on: {
        'agent.loadPage': {
          actions: {
            type: 'forwardLoadPage',
            params: ({ event }) => ({ list: event.list, pageIndex: event.pageIndex }),
          },
        },
        'agent.retryList': {
          actions: { type: 'forwardListRetry', params: ({ event }) => ({ list: event.list }) },
        },
        'agent.retrySection': {
          actions: {
            type: 'forwardSectionRetry',
            params: ({ event }) => ({ section: event.section }),
          },
        },
      },
    },
  },
});
