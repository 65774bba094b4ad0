import type { SnapshotFrom } from 'xstate';
import { AGENT_CHILD_IDS, type agentMachine } from '../../../machines/agent.machine.ts';
import type { AgentListSnapshot } from '../../../machines/agent-list.selectors.ts';
import type { AgentSectionSnapshot } from '../../../machines/agent-section.connect.ts';
import type { AgentListName, AgentSectionName } from '../../../src/domain/agent-dashboard.ts';

type AgentSnapshot = SnapshotFrom<typeof agentMachine>;

/** The snapshot of each part of the dashboard. */
interface AgentPartSnapshots {
  detail: AgentSectionSnapshot;
  marquee: AgentSectionSnapshot;
  performance: AgentSectionSnapshot;
  rebates: AgentListSnapshot;
  referrals: AgentListSnapshot;
}

/** The current snapshot of one part, read once (a view subscribes to the part's actor). */
export function selectAgentSection<K extends AgentSectionName | AgentListName>(
  s: AgentSnapshot,
  part: K,
): AgentPartSnapshots[K] | undefined {
  return s.children[AGENT_CHILD_IDS[part]]?.getSnapshot() as AgentPartSnapshots[K] | undefined;
}
