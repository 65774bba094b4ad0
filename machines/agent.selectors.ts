import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AgentPermission } from '../src/domain/agent.ts';
import type { AgentListName, AgentSectionName } from '../src/domain/agent-dashboard.ts';
import { AGENT_CHILD_IDS, type agentMachine } from './agent.machine.ts';
import type { agentListMachine } from './agent-list.machine.ts';
import type { AgentListSnapshot } from './agent-list.selectors.ts';
import type { AgentSectionSnapshot } from './agent-section.connect.ts';
import type { agentSectionMachine } from './agent-section.machine.ts';

type AgentSnapshot = SnapshotFrom<typeof agentMachine>;

/** The child actor behind each part of the dashboard. */
export interface AgentPartRefs {
  detail: ActorRefFrom<typeof agentSectionMachine>;
  marquee: ActorRefFrom<typeof agentSectionMachine>;
  performance: ActorRefFrom<typeof agentSectionMachine>;
  rebates: ActorRefFrom<typeof agentListMachine>;
  referrals: ActorRefFrom<typeof agentListMachine>;
}

/** The snapshot of each part of the dashboard. */
export interface AgentPartSnapshots {
  detail: AgentSectionSnapshot;
  marquee: AgentSectionSnapshot;
  performance: AgentSectionSnapshot;
  rebates: AgentListSnapshot;
  referrals: AgentListSnapshot;
}

/**
 * The state for `data-state`: checkingAgent, notAgent, checkingPermission, noPermission,
 * failed or dashboard.
 */
export const selectAgentState = (s: AgentSnapshot): string => String(s.value);
/** The agent's id, once is_agent has answered. */
export const selectAgentId = (s: AgentSnapshot): number | undefined => s.context.agentId;
/** What the agent may see, once loaded. */
export const selectPermission = (s: AgentSnapshot): AgentPermission | undefined =>
  s.context.permission;
/** Why the agent status or permission failed to load. */
export const selectAgentFailure = (s: AgentSnapshot) => s.context.failure;

/**
 * The child actor of one part, while the dashboard is shown. A view subscribes to it with
 * `useSelector(ref, …)`: a part's own changes do not change the dashboard's snapshot.
 */
export function selectAgentSectionRef<K extends AgentSectionName | AgentListName>(
  s: AgentSnapshot,
  part: K,
): AgentPartRefs[K] | undefined {
  return s.children[AGENT_CHILD_IDS[part]] as AgentPartRefs[K] | undefined;
}

/** The current snapshot of one part (for tests and one-off reads; views subscribe to the ref). */
export function selectAgentSection<K extends AgentSectionName | AgentListName>(
  s: AgentSnapshot,
  part: K,
): AgentPartSnapshots[K] | undefined {
  return selectAgentSectionRef(s, part)?.getSnapshot() as AgentPartSnapshots[K] | undefined;
}
