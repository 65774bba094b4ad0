import type { SnapshotFrom } from 'xstate';
import {
  type AgentSectionEvent,
  agentSectionMachine,
} from '../../../machines/agent-section.machine.ts';
import type { AgentSectionData, AgentSectionName } from '../../../src/domain/agent-dashboard.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { machineModel } from './machine-model.ts';

export const AGENT_ID = 7;

/** What each section's call answers for the demo agent. */
export const SECTION_DATA: AgentSectionData = {
  detail: {
    agentId: AGENT_ID,
    name: 'Alex Agent',
    level: 'Gold',
    rebateRate: '0.3',
    inviteCode: 'ALEX7',
    totalReferrals: 1200,
    totalRebate: '8450.25',
    currency: 'USDT',
  },
  marquee: [{ id: 1, text: 'u***3 earned 12.5 USDT', createdAt: 1_800_000_000_000 }],
  performance: [{ day: '2027-01-15', newReferrals: 4, tradeVolume: '120000', rebate: '36' }],
};

export type AgentSectionModelEvent =
  | AgentSectionEvent
  | {
      type: 'xstate.done.actor.loadSection';
      output: AgentSectionData[AgentSectionName];
    }
  | { type: 'xstate.error.actor.loadSection'; error: unknown };

type SectionSnapshot = SnapshotFrom<typeof agentSectionMachine>;

const candidateEvents = (s: SectionSnapshot): AgentSectionModelEvent[] => [
  { type: 'section.retry' },
  { type: 'xstate.done.actor.loadSection', output: SECTION_DATA[s.context.section] },
  { type: 'xstate.error.actor.loadSection', error: networkError() },
];

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const agentSectionModel = machineModel<SectionSnapshot, AgentSectionModelEvent>(
  agentSectionMachine,
  (s) => candidateEvents(s).filter((e) => s.can(e as AgentSectionEvent)),
);

export const agentSectionSpec: MachineModelSpec = {
  name: 'agentSection',
  machine: agentSectionMachine,
  model: agentSectionModel,
  inputs: [
    { name: 'detail', input: { section: 'detail', agentId: AGENT_ID, allowed: true } },
    { name: 'performance', input: { section: 'performance', agentId: AGENT_ID, allowed: true } },
    {
      name: 'performance without permission',
      input: { section: 'performance', agentId: AGENT_ID, allowed: false },
    },
  ],
};
