import type { SnapshotFrom } from 'xstate';
import {
  activityCentreMachine,
  type CentreData,
  type CentreEvent,
} from '../../../machines/activity-centre.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { activitySummary, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const T0 = 1_800_000_000_000;
const HOUR = 3_600_000;

const activity = (id: number, startTime: number, endTime: number) =>
  activitySummary(id, { startTime, endTime, rewardPool: '1000' });

/** One not started (in 1 h), one running (ends in 1 h), one ended; the server runs 5 s ahead. */
export const CENTRE_DATA: CentreData = {
  activities: [
    activity(1, T0 + HOUR, T0 + 2 * HOUR),
    activity(2, T0 - HOUR, T0 + HOUR),
    activity(3, T0 - 2 * HOUR, T0 - HOUR),
  ],
  banners: [{ id: 1, title: 'B', imageUrl: '', link: '/', sort: 1 }],
  serverTime: T0 + 5000,
  receivedAt: T0,
};

export type CentreModelEvent = CentreEvent | InvokeSettled<'loadCentre', CentreData>;

export const CENTRE_MODEL_EVENTS: CentreModelEvent[] = [
  { type: 'centre.retry' },
  { type: 'centre.refresh' },
  // Crosses the first activity's start and the second's end, seen on the server's clock.
  { type: 'centre.tick', now: T0 + HOUR },
  { type: 'centre.filter', filter: { type: undefined, stage: 'IN_PROGRESS' } },
  // The exchange's clock jumps two hours ahead (time travel): every activity has ended.
  { type: 'centre.clockSynced', serverTime: T0 + 2 * HOUR + 5000, receivedAt: T0 },
  { type: 'xstate.done.actor.loadCentre', output: CENTRE_DATA },
  { type: 'xstate.error.actor.loadCentre', error: networkError() },
];

export const activityCentreModel = machineModel<
  SnapshotFrom<typeof activityCentreMachine>,
  CentreModelEvent
>(activityCentreMachine, (s) =>
  CENTRE_MODEL_EVENTS.filter((e) =>
    e.type.startsWith('xstate.') ? s.matches('loading') : s.can(e as CentreEvent),
  ),
);

export const activityCentreSpec: MachineModelSpec = {
  name: 'activityCentre',
  machine: activityCentreMachine,
  model: activityCentreModel,
  inputs: [
    { name: 'opened at T0', input: { now: T0 } },
    { name: 'opened at T0 with its first view', input: { now: T0, firstView: CENTRE_DATA } },
    {
      name: 'opened at T0 on an address naming ended trading campaigns',
      input: { now: T0, filter: { type: 2, stage: 'FINISHED' } },
    },
  ],
};
