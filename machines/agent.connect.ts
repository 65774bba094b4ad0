import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AgentListName, AgentSectionName } from '../src/domain/agent-dashboard.ts';
import type { Failure } from '../src/domain/codes.ts';
import { AGENT_CHILD_IDS, type agentMachine } from './agent.machine.ts';

type AgentSnapshot = SnapshotFrom<typeof agentMachine>;
type AgentSend = ActorRefFrom<typeof agentMachine>['send'];

/** The child actor behind each part of the dashboard, typed by the machine's own children. */
export type AgentPartRefs = {
  [K in keyof typeof AGENT_CHILD_IDS]: NonNullable<
    AgentSnapshot['children'][(typeof AGENT_CHILD_IDS)[K]]
  >;
};

/** The dashboard's state for `data-state`, one per state of the machine. */
export type AgentViewState =
  | 'checkingAgent'
  | 'checkingPermission'
  | 'notAgent'
  | 'noPermission'
  | 'failed'
  | 'dashboard';

/**
 * Everything the agent dashboard shows and does, from one snapshot. Each part is its own child
 * actor: its view subscribes to that actor, since a part's changes leave this snapshot as it is.
 */
export interface AgentApi {
  dataState: AgentViewState;
  /** is_agent or the permission is being asked. */
  isChecking: boolean;
  isNotAgent: boolean;
  isNoPermission: boolean;
  isFailed: boolean;
  isDashboard: boolean;
  /** Why the agent status or the permission failed to load, while failed. */
  failure: Failure | undefined;
  canRetry: boolean;
  /** The five parts' actors, while the dashboard is shown. */
  parts: AgentPartRefs | undefined;
  retry(): void;
  retrySection(section: AgentSectionName): void;
  /** The user scrolled a list to a page (1-based) not loaded yet. */
  loadPage(list: AgentListName, pageIndex: number): void;
  retryList(list: AgentListName): void;
}

const partsOf = (s: AgentSnapshot): AgentPartRefs | undefined => {
  const { children } = s;
  const detail = children[AGENT_CHILD_IDS.detail];
  const marquee = children[AGENT_CHILD_IDS.marquee];
  const performance = children[AGENT_CHILD_IDS.performance];
  const rebates = children[AGENT_CHILD_IDS.rebates];
  const referrals = children[AGENT_CHILD_IDS.referrals];
  return detail && marquee && performance && rebates && referrals
    ? { detail, marquee, performance, rebates, referrals }
    : undefined;
};

/** The agent dashboard's API (see useConnect in src/ui/actor.tsx and AGENT_API_FIELDS). */
export function connectAgent(s: AgentSnapshot, send: AgentSend): AgentApi {
  const isFailed = s.hasTag('failed');
  return {
    dataState: s.value,
    isChecking: s.hasTag('checking'),
    isNotAgent: s.hasTag('notAgent'),
    isNoPermission: s.hasTag('noPermission'),
    isFailed,
    isDashboard: s.hasTag('dashboard'),
    failure: isFailed ? s.context.failure : undefined,
    canRetry: s.can({ type: 'agent.retry' }),
    parts: s.hasTag('dashboard') ? partsOf(s) : undefined,
    retry: () => send({ type: 'agent.retry' }),
    retrySection: (section) => send({ type: 'agent.retrySection', section }),
    loadPage: (list, pageIndex) => send({ type: 'agent.loadPage', list, pageIndex }),
    retryList: (list) => send({ type: 'agent.retryList', list }),
  };
}

/** The parts are a new object per read; the same five actors are the same parts. */
export const AGENT_API_FIELDS = {
  parts: (a: AgentPartRefs | undefined, b: AgentPartRefs | undefined) =>
    a === b ||
    (a !== undefined &&
      b !== undefined &&
      (Object.keys(a) as (keyof AgentPartRefs)[]).every((part) => a[part] === b[part])),
};
