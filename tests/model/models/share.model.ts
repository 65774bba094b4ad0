import type { SnapshotFrom } from 'xstate';
import {
  type ShareEvent,
  shareMachine,
  type WebShareOutcome,
} from '../../../machines/share.machine.ts';
import { ShareCaptureError } from '../../../src/domain/share-image.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const POSTER_ID = 'invite-poster';
export const INVITE_LINK = 'https://www.exchange.test/register?inviteCode=ADA7';
/** A 1×1 PNG, as captureNode answers. */
export const PNG_BASE64 = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQ',
  'DwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
].join('');

/** The Web Share API's failures as thrown: a closed sheet, a sheet that refused the file. */
export const shareCancelled = () =>
  Object.assign(new Error('Share canceled'), { name: 'AbortError' });
export const shareUnavailable = () =>
  Object.assign(new Error('navigator.share is not available'), { name: 'NotSupportedError' });

export const CAPTURE_DELAY_EVENT = 'xstate.after.captureDelay.share.active.job.waiting';
export const THROTTLE_EVENT = 'xstate.after.shareThrottle.share.active.throttle.cooling';

export type ShareModelEvent =
  | ShareEvent
  | { type: typeof CAPTURE_DELAY_EVENT }
  | { type: typeof THROTTLE_EVENT }
  | { type: 'xstate.done.actor.captureNode'; output: string }
  | { type: 'xstate.error.actor.captureNode'; error: unknown }
  | InvokeSettled<'webShare', WebShareOutcome>;

type ShareSnapshot = SnapshotFrom<typeof shareMachine>;

const SHARE_MODEL_EVENTS: ShareModelEvent[] = [
  { type: 'share.start', mode: 'save', linkUrl: INVITE_LINK },
  { type: 'share.start', mode: 'share', linkUrl: INVITE_LINK },
  { type: 'share.retry' },
  { type: 'share.dismiss' },
  { type: CAPTURE_DELAY_EVENT },
  { type: THROTTLE_EVENT },
  { type: 'xstate.done.actor.captureNode', output: PNG_BASE64 },
  ...Object.values(ShareCaptureError).map((message) => ({
    type: 'xstate.error.actor.captureNode' as const,
    error: new Error(message),
  })),
  // The sheet shared; the user closed it; the browser has no sheet for files (a desktop).
  { type: 'xstate.done.actor.webShare', output: 'shared' },
  { type: 'xstate.done.actor.webShare', output: 'cancelled' },
  { type: 'xstate.done.actor.webShare', output: 'unavailable' },
  { type: 'xstate.error.actor.webShare', error: shareCancelled() },
  { type: 'xstate.error.actor.webShare', error: shareUnavailable() },
];

/**
 * Time must pass in the model as it does on a clock. The capture delay (250 ms from the start
 * or a retry) runs out before the throttle (1500 ms from the start), so the throttle ends
 * only once the capture delay has; and a retry comes after the throttle, so that one start
 * never sees more than one capture delay inside its 1500 ms.
 */
function isInTime(s: ShareSnapshot, e: ShareModelEvent): boolean {
  if (e.type === THROTTLE_EVENT) return !s.matches({ active: { job: 'waiting' } });
  if (e.type === 'share.retry') return s.matches({ active: { throttle: 'elapsed' } });
  return true;
}

/** One model, imported by the Vitest model test and (later) by the browser paths. */
export const shareModel = machineModel<ShareSnapshot, ShareModelEvent>(shareMachine, (s) =>
  SHARE_MODEL_EVENTS.filter((e) => isInTime(s, e) && s.can(e as ShareEvent)),
);

export const shareSpec: MachineModelSpec = {
  name: 'share',
  machine: shareMachine,
  model: shareModel,
  inputs: [
    { name: 'in a browser', input: { inApp: false, elementId: POSTER_ID } },
    { name: 'in the app', input: { inApp: true, elementId: POSTER_ID } },
    {
      name: 'in an Android app older than 4.4.18',
      input: { inApp: true, elementId: POSTER_ID, nativeImageShare: false },
    },
  ],
};
