import type { SnapshotFrom } from 'xstate';
import { type AgentEvent, agentMachine } from '../../../machines/agent.machine.ts';
import type { AgentPermission, AgentStatus } from '../../../src/domain/agent.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { AGENT_ID } from './agent-section.model.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const AGENT_STATUS: AgentStatus = { isAgent: true, agentId: AGENT_ID };
export const NOT_AGENT: AgentStatus = { isAgent: false };

export const FULL_PERMISSION: AgentPermission = {
  dashboard: true,
  rebates: true,
  referrals: true,
  performance: true,
};
/** The dashboard and referrals, but neither rebates nor performance. */
export const PARTIAL_PERMISSION: AgentPermission = {
  dashboard: true,
  rebates: false,
  referrals: true,
  performance: false,
};
export const NO_DASHBOARD: AgentPermission = {
  dashboard: false,
  rebates: false,
  referrals: false,
  performance: false,
};

export type AgentModelEvent =
  | AgentEvent
  | InvokeSettled<'loadAgentStatus', AgentStatus>
  | InvokeSettled<'loadPermission', AgentPermission>;

export const AGENT_MODEL_EVENTS: AgentModelEvent[] = [
  { type: 'agent.retry' },
  { type: 'agent.loadPage', list: 'rebates', pageIndex: 2 },
  { type: 'agent.loadPage', list: 'referrals', pageIndex: 2 },
  { type: 'agent.retryList', list: 'rebates' },
  { type: 'agent.retryList', list: 'referrals' },
  { type: 'agent.retrySection', section: 'detail' },
  { type: 'agent.retrySection', section: 'marquee' },
  { type: 'agent.retrySection', section: 'performance' },
  { type: 'xstate.done.actor.loadAgentStatus', output: AGENT_STATUS },
  { type: 'xstate.done.actor.loadAgentStatus', output: NOT_AGENT },
  { type: 'xstate.error.actor.loadAgentStatus', error: networkError() },
  { type: 'xstate.done.actor.loadPermission', output: FULL_PERMISSION },
  { type: 'xstate.done.actor.loadPermission', output: PARTIAL_PERMISSION },
  { type: 'xstate.done.actor.loadPermission', output: NO_DASHBOARD },
  { type: 'xstate.error.actor.loadPermission', error: networkError() },
];

/**
 * One model, imported by the Vitest model test and (later) by the browser paths. The
 * dashboard's parts are child machines with models of their own (agent-section, agent-list);
 * here they are only started and sent the events the dashboard forwards.
 */
export const agentModel = machineModel<SnapshotFrom<typeof agentMachine>, AgentModelEvent>(
  agentMachine,
  (s) => AGENT_MODEL_EVENTS.filter((e) => s.can(e as AgentEvent)),
);

export const agentSpec: MachineModelSpec = {
  name: 'agent',
  machine: agentMachine,
  model: agentModel,
  inputs: [{ name: '50 rows a page, up to 10,000', input: {} }],
};
