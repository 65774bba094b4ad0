import type { SnapshotFrom } from 'xstate';
import {
  type EventGateEvent,
  type EventGateInput,
  eventGateMachine,
} from '../../../machines/event-gate.machine.ts';
import type { EventIntroduction } from '../../../src/domain/event-page.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/** The activity the gate asks about. */
export const GATE_ACTIVITY_ID = 812;

/** What getAlias, introduce and customized/baseInfo answer together. */
export const INTRODUCTION: EventIntroduction = {
  alias: {
    activityId: GATE_ACTIVITY_ID,
    alias: 'btc-trading-sprint-competition',
    title: 'BTC Trading Sprint',
    identifier: 'evt_btc_sprint',
    type: 2,
    stage: 'IN_PROGRESS',
  },
  title: 'BTC Trading Sprint',
  introduce: 'Trade BTC futures to share 0.75 BTC.',
  highlights: ['0.75 BTC pool', 'Tiers from 10,000 USDT'],
  theme: {
    primaryColor: '#f7931a',
    accentColor: '#fcd535',
    backgroundImageUrl: '/sandbox-assets/activity-2.svg',
  },
};

export type EventGateModelEvent =
  | EventGateEvent
  | InvokeSettled<'checkShown', boolean>
  | InvokeSettled<'loadIntroduction', EventIntroduction>;

type EventGateSnapshot = SnapshotFrom<typeof eventGateMachine>;

function eventsFor(s: EventGateSnapshot): EventGateModelEvent[] {
  const events: EventGateModelEvent[] = [{ type: 'visibility.retry' }, { type: 'intro.retry' }];
  if (s.matches({ visibility: 'checking' })) {
    events.push(
      { type: 'xstate.done.actor.checkShown', output: true },
      { type: 'xstate.done.actor.checkShown', output: false },
      { type: 'xstate.error.actor.checkShown', error: networkError() },
    );
  }
  if (s.matches({ intro: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.loadIntroduction', output: INTRODUCTION },
      { type: 'xstate.error.actor.loadIntroduction', error: networkError() },
    );
  }
  return events.filter((e) => e.type.startsWith('xstate.') || s.can(e as EventGateEvent));
}

export const eventGateModel = machineModel<EventGateSnapshot, EventGateModelEvent>(
  eventGateMachine,
  eventsFor,
);

/** An /events page (introduced) and an /activity page (not). */
export const eventGateInputs: ReadonlyArray<{ name: string; input: EventGateInput }> = [
  { name: 'an /events page', input: { activityId: GATE_ACTIVITY_ID, variant: 'general' } },
  { name: 'an /activity page', input: { activityId: GATE_ACTIVITY_ID, variant: 'standard' } },
];

export const eventGateSpec: MachineModelSpec = {
  name: 'eventGate',
  machine: eventGateMachine,
  model: eventGateModel,
  inputs: eventGateInputs,
};
