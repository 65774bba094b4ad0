import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AgentSectionData, AgentSectionName } from '../src/domain/agent-dashboard.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { agentSectionMachine } from './agent-section.machine.ts';

/** A snapshot of one dashboard section. */
export type AgentSectionSnapshot = SnapshotFrom<typeof agentSectionMachine>;
type AgentSectionSend = ActorRefFrom<typeof agentSectionMachine>['send'];

/** What every dashboard section's frame shows: its state, failure and retry. */
export interface AgentSectionView {
  /** starting, forbidden, loading, loaded or failed, for `data-state`. */
  dataState: string;
  /** The permission excludes the section: it is not drawn at all. */
  isHidden: boolean;
  isLoading: boolean;
  isFailed: boolean;
  failure: Failure | undefined;
  canRetry: boolean;
}

/** A section's API: its frame, and its data once loaded, typed by the section. */
export interface AgentSectionApi<K extends AgentSectionName> extends AgentSectionView {
  data: AgentSectionData[K] | undefined;
  retry(): void;
}

/** The section's data, typed by the section asked for; undefined for another section. */
export function selectSectionData<K extends AgentSectionName>(
  s: AgentSectionSnapshot,
  section: K,
): AgentSectionData[K] | undefined {
  if (s.context.section !== section || !s.hasTag('loaded')) return undefined;
  return s.context.data as AgentSectionData[K] | undefined;
}

/**
 * The connect of one kind of section (see useConnect in src/ui/actor.tsx): the same machine
 * runs every section, each view asks for its own data's type.
 */
export const connectAgentSection =
  <K extends AgentSectionName>(section: K) =>
  (s: AgentSectionSnapshot, send: AgentSectionSend): AgentSectionApi<K> => ({
    dataState: String(s.value),
    isHidden: s.hasTag('hidden'),
    isLoading: s.hasTag('loading'),
    isFailed: s.hasTag('failed'),
    failure: s.context.failure,
    canRetry: s.can({ type: 'section.retry' }),
    data: selectSectionData(s, section),
    retry: () => send({ type: 'section.retry' }),
  });
