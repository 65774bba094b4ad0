import type { SnapshotFrom } from 'xstate';
import type { AgentSectionData, AgentSectionName } from '../src/domain/agent-dashboard.ts';
import type { agentSectionMachine } from './agent-section.machine.ts';

/** A snapshot of one dashboard section. */
export type AgentSectionSnapshot = SnapshotFrom<typeof agentSectionMachine>;

/** The state for `data-state`: starting, forbidden, loading, loaded, failed. */
export const selectSectionState = (s: AgentSectionSnapshot): string => String(s.value);
/** Why the section failed to load. */
export const selectSectionFailure = (s: AgentSectionSnapshot) => s.context.failure;
/** Whether the section offers its retry (only after a failure). */
export const selectCanRetrySection = (s: AgentSectionSnapshot): boolean =>
  s.can({ type: 'section.retry' });

/** The section's data, typed by the section asked for; undefined for another section. */
export function selectSectionData<K extends AgentSectionName>(
  s: AgentSectionSnapshot,
  section: K,
): AgentSectionData[K] | undefined {
  if (s.context.section !== section || !s.matches('loaded')) return undefined;
  return s.context.data as AgentSectionData[K] | undefined;
}
