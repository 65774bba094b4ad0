import type { SnapshotFrom } from 'xstate';
import { type EventIndexEvent, eventIndexMachine } from '../../../machines/event-index.machine.ts';
import type { ActivityAlias } from '../../../src/domain/enrolment-answers.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

const alias = (activityId: number, name: string, region: string): ActivityAlias => ({
  activityId,
  alias: name,
  title: `${region} campaign`,
  identifier: `evt_${name}`,
  type: 2,
  stage: 'IN_PROGRESS',
});

/** What getAliasList answers: two campaigns. */
export const ALIASES: ActivityAlias[] = [
  alias(1, 'open-everywhere', 'Global'),
  alias(2, 'not-in-tr', 'Regional'),
];
/** What checkShowActivity leaves of them for a viewer in an excluded region. */
export const SHOWN: ActivityAlias[] = [ALIASES[0]!];

export type EventIndexModelEvent =
  | EventIndexEvent
  | InvokeSettled<'loadAliases', ActivityAlias[]>
  | InvokeSettled<'keepShown', ActivityAlias[]>;

type EventIndexSnapshot = SnapshotFrom<typeof eventIndexMachine>;

function eventsFor(s: EventIndexSnapshot): EventIndexModelEvent[] {
  if (s.matches('loading')) {
    return [
      { type: 'xstate.done.actor.loadAliases', output: ALIASES },
      { type: 'xstate.error.actor.loadAliases', error: networkError() },
    ];
  }
  if (s.matches('checking')) {
    return [
      { type: 'xstate.done.actor.keepShown', output: SHOWN },
      // Every campaign is hidden from this viewer.
      { type: 'xstate.done.actor.keepShown', output: [] },
      { type: 'xstate.error.actor.keepShown', error: networkError() },
    ];
  }
  return s.can({ type: 'events.retry' }) ? [{ type: 'events.retry' }] : [];
}

export const eventIndexModel = machineModel<EventIndexSnapshot, EventIndexModelEvent>(
  eventIndexMachine,
  eventsFor,
);

export const eventIndexSpec: MachineModelSpec = {
  name: 'eventIndex',
  machine: eventIndexMachine,
  model: eventIndexModel,
  inputs: [{ name: 'any viewer', input: undefined }],
};
