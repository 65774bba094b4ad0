import type { SnapshotFrom } from 'xstate';
import {
  type ActivityEvent,
  type ActivityInput,
  activityMachine,
  type DetailData,
} from '../../../machines/activity.machine.ts';
import type { ActivityDetail } from '../../../src/domain/activity-detail.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { codeError, networkError } from './fixtures.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/** The local clock when the page opens. */
export const ACTIVITY_T0 = 1_800_000_000_000;
/** The activity the page shows, and what getActivityId resolves the alias to. */
export const ACTIVITY_ID = 801;
/** The exchange's clock runs 5 s ahead of the page's. */
export const SERVER_AHEAD_MS = 5000;
const HOUR = 3_600_000;

/** A trading activity that starts an hour after the page opens and runs for an hour. */
export const DETAIL: ActivityDetail = {
  activityId: ACTIVITY_ID,
  alias: 'spring-festival',
  type: 2,
  title: 'Spring festival trading',
  summary: '',
  imageUrl: '',
  startTime: ACTIVITY_T0 + HOUR,
  endTime: ACTIVITY_T0 + 2 * HOUR,
  stage: 'NOT_START',
  rewardPool: '10000',
  rewardCurrency: 'USDT',
  participants: 12,
  rules: '<p>Trade to earn.</p>',
  identifier: 'spring-festival',
  newUsersOnly: false,
  requiresKyc: true,
  downloadRequired: true,
  needsRegisterCode: false,
  needsVipCode: false,
  needsKolBind: false,
  rewardTiers: [],
  reward: { rewardType: 'GIFT_CASH', category: 1, amount: '50', currency: 'USDT' },
  featuredPair: 'BTC_USDT',
};

const { featuredPair: _pair, ...WITHOUT_PAIR } = DETAIL;

/**
 * What a reload brings: the campaign was extended by an hour, now asks for a VIP code, and no
 * longer features a pair (so the chart goes away).
 */
export const EXTENDED: ActivityDetail = {
  ...WITHOUT_PAIR,
  endTime: ACTIVITY_T0 + 3 * HOUR,
  needsVipCode: true,
};

/** An answer that arrived at the local time `now`. */
export const answerAt = (detail: ActivityDetail, now: number): DetailData => ({
  detail,
  serverTime: now + SERVER_AHEAD_MS,
  receivedAt: now,
});

/** The activity's events plus the synthetic ones of its invokes. */
export type ActivityModelEvent =
  | ActivityEvent
  | InvokeSettled<'getActivityId', number>
  | InvokeSettled<'loadDetail', DetailData>
  | { type: 'xstate.done.actor.waitUntil'; output: number };

type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;

/** The deadline the running timer waits for, on the local clock. */
export function deadlineOf(s: ActivitySnapshot): number {
  const detail = s.context.detail ?? DETAIL;
  const at = s.matches({ ready: { stage: 'notStarted' } }) ? detail.startTime : detail.endTime;
  return at - s.context.serverOffset;
}

/**
 * The events of a snapshot. Answers carry the moment they arrive (the context's clock), and a
 * timer fires exactly at its deadline, so time only moves forward along a path.
 */
function eventsFor(s: ActivitySnapshot): ActivityModelEvent[] {
  const reloaded = s.matches('ready');
  const answer = answerAt(reloaded ? EXTENDED : DETAIL, s.context.now);
  const events: ActivityModelEvent[] = [
    { type: 'activity.retry' },
    { type: 'activity.refresh' },
    { type: 'xstate.done.actor.getActivityId', output: ACTIVITY_ID },
    { type: 'xstate.error.actor.getActivityId', error: networkError() },
    // 51020: the exchange has no activity by that alias or id; an answer, not a failure.
    { type: 'xstate.error.actor.getActivityId', error: codeError('51020') },
    { type: 'xstate.done.actor.loadDetail', output: answer },
    { type: 'xstate.error.actor.loadDetail', error: networkError() },
    { type: 'xstate.error.actor.loadDetail', error: codeError('51020') },
    { type: 'xstate.done.actor.waitUntil', output: deadlineOf(s) },
  ];
  return events.filter((e) => s.can(e as ActivityEvent));
}

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const activityModel = machineModel<ActivitySnapshot, ActivityModelEvent>(
  activityMachine,
  eventsFor,
);

/** A trader opening the activity by id in a browser; each input below changes what differs. */
const TRADER_BY_ID: ActivityInput = {
  activityId: ACTIVITY_ID,
  variant: 'standard',
  loggedIn: true,
  inApp: false,
  now: ACTIVITY_T0,
};

/** By id (with or without a first view) or by alias, trader or visitor, and neither. */
export const activityInputs: ReadonlyArray<{ name: string; input: ActivityInput }> = [
  { name: 'trader, activity by id', input: TRADER_BY_ID },
  {
    name: 'trader, activity by id, with the first view the page came with',
    input: { ...TRADER_BY_ID, firstView: answerAt(DETAIL, ACTIVITY_T0) },
  },
  {
    name: 'visitor on an /events path, by alias',
    input: {
      alias: 'spring-festival',
      variant: 'general',
      loggedIn: false,
      inApp: false,
      now: ACTIVITY_T0,
    },
  },
  {
    name: 'neither id nor alias',
    input: { variant: 'nonProductized', loggedIn: true, inApp: true, now: ACTIVITY_T0 },
  },
];

/** The activity machine as the coverage test and the registry see it. */
export const activitySpec: MachineModelSpec = {
  name: 'activity',
  machine: activityMachine,
  model: activityModel,
  inputs: activityInputs,
};
