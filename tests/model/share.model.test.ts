import { expect, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectShare } from '../../machines/share.connect.ts';
import {
  type ShareEvent,
  type ShareInput,
  shareMachine,
  type WebShareOutcome,
} from '../../machines/share.machine.ts';
import {
  selectCanShare,
  selectIsThrottled,
  selectShareError,
  selectShareState,
} from '../../machines/share.selectors.ts';
import { ShareCaptureError } from '../../src/domain/share-image.ts';
import {
  CAPTURE_DELAY_EVENT,
  PNG_BASE64,
  type ShareModelEvent,
  shareModel,
  shareSpec,
  THROTTLE_EVENT,
} from './models/share.model.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends ShareModelEvent['type']> = Extract<ShareModelEvent, { type: T }>;

const CAPTURE_DELAY_MS = 250;
const THROTTLE_MS = 1500;

describePaths('share', shareModel, shareSpec.inputs, async (path, raw) => {
  const input = raw as ShareInput;
  let capture = deferred<string>();
  let webShareAnswer = deferred<WebShareOutcome>();
  const captureNode = vi.fn((_: { elementId: string }) => {
    capture = deferred<string>();
    return capture.promise;
  });
  const webShare = vi.fn((_: { image: string; linkUrl: string }) => {
    webShareAnswer = deferred<WebShareOutcome>();
    return webShareAnswer.promise;
  });
  const effects = {
    saveImage: vi.fn(),
    nativeShareImage: vi.fn(),
    navigationShowShare: vi.fn(),
    downloadImage: vi.fn(),
    announceDelivered: vi.fn(),
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    shareMachine.provide({
      actors: {
        captureNode: fromPromise(({ input: i }) => captureNode(i)),
        webShare: fromPromise(({ input: i }) => webShare(i)),
      },
      actions: {
        saveImage: (_, p) => effects.saveImage(p),
        nativeShareImage: (_, p) => effects.nativeShareImage(p),
        navigationShowShare: (_, p) => effects.navigationShowShare(p),
        downloadImage: (_, p) => effects.downloadImage(p),
        announceDelivered: (_, p) => effects.announceDelivered(p),
      },
    }),
    { input, clock },
  ).start();
  const snap = () => actor.getSnapshot();
  const view = () => connectShare(snap(), actor.send);
  // Simulated time since the current share started.
  let sinceStart = 0;
  let lastStart: Payload<'share.start'> | undefined;
  const deliveries = () =>
    effects.saveImage.mock.calls.length +
    effects.nativeShareImage.mock.calls.length +
    effects.downloadImage.mock.calls.length;

  await path.test({
    states: {
      idle: () => {
        expect(selectShareState(snap())).toBe('idle');
        expect(selectCanShare(snap())).toBe(true);
        expect(view()).toMatchObject({ isWorking: false, canSave: true, canShare: true });
        expect(snap().context.image).toBeUndefined();
        if (input.inApp && lastStart) {
          // The app's own share button is back once ours has ended.
          expect(effects.navigationShowShare).toHaveBeenLastCalledWith({ isShow: 1 });
        }
      },
      active: () => {
        // A second start within the throttle (or while a share runs) is ignored.
        const before = snap();
        const captures = captureNode.mock.calls.length;
        expect(selectCanShare(before, 'save')).toBe(false);
        expect(selectCanShare(before, 'share')).toBe(false);
        actor.send({ type: 'share.start', mode: 'share', linkUrl: 'https://other.test' });
        expect(snap()).toBe(before);
        expect(captureNode).toHaveBeenCalledTimes(captures);
        if (input.inApp) {
          expect(effects.navigationShowShare).toHaveBeenCalledWith({ isShow: 0 });
        } else {
          expect(effects.navigationShowShare).not.toHaveBeenCalled();
        }
      },
      'active.throttle.cooling': () => {
        expect(selectIsThrottled(snap())).toBe(true);
        expect(sinceStart).toBeLessThan(THROTTLE_MS);
      },
      'active.throttle.elapsed': () => expect(sinceStart).toBeGreaterThanOrEqual(THROTTLE_MS),
      'active.job.waiting': () => {
        expect(selectShareState(snap())).toBe('waiting');
        expect(view().isWorking).toBe(true);
      },
      'active.job.capturing': () => {
        expect(view()).toMatchObject({ dataState: 'capturing', isWorking: true });
        expect(captureNode).toHaveBeenLastCalledWith({ elementId: input.elementId });
        expect(deliveries()).toBe(0);
      },
      'active.job.delivering.webSharing': () => {
        expect(input.inApp).toBe(false);
        expect(lastStart?.mode).toBe('share');
        expect(webShare).toHaveBeenLastCalledWith({
          image: PNG_BASE64,
          linkUrl: lastStart?.linkUrl,
        });
      },
      'active.job.done': () => {
        expect(selectShareState(snap())).toBe('done');
        expect(view()).toMatchObject({ isDone: true, isWorking: false, error: undefined });
        expect(deliveries()).toBeLessThanOrEqual(1);
        if (input.inApp && lastStart?.mode === 'save') {
          expect(effects.saveImage).toHaveBeenCalledWith({ image: PNG_BASE64 });
        }
        if (input.inApp && lastStart?.mode === 'share' && input.nativeImageShare !== false) {
          expect(effects.nativeShareImage).toHaveBeenCalledWith({
            image: PNG_BASE64,
            linkUrl: lastStart.linkUrl,
          });
        }
        if (input.inApp && input.nativeImageShare === false) {
          // SPEC §9, 4.4.18: an older Android app saves the poster instead of sharing it.
          expect(effects.nativeShareImage).not.toHaveBeenCalled();
          expect(effects.saveImage).toHaveBeenCalledWith({ image: PNG_BASE64 });
        }
        if (!input.inApp && lastStart?.mode === 'save') {
          expect(effects.downloadImage).toHaveBeenCalledWith({ image: PNG_BASE64 });
          expect(effects.announceDelivered).toHaveBeenLastCalledWith({ how: 'saved' });
          expect(webShare).not.toHaveBeenCalled();
        }
        if (!input.inApp) {
          expect(effects.saveImage).not.toHaveBeenCalled();
          expect(effects.nativeShareImage).not.toHaveBeenCalled();
        }
      },
      'active.job.failed': () => {
        const error = selectShareError(snap());
        expect(Object.values(ShareCaptureError)).toContain(error);
        expect(deliveries()).toBe(0);
        expect(snap().can({ type: 'share.retry' })).toBe(true);
      },
      'active.job.dismissed': () => expect(selectShareError(snap())).toBeUndefined(),
    },
    events: {
      'share.start': ({ event }) => {
        lastStart = event as Payload<'share.start'>;
        sinceStart = 0;
        actor.send(lastStart as ShareEvent);
      },
      'share.retry': ({ event }) => actor.send(event as Payload<'share.retry'>),
      'share.dismiss': ({ event }) => {
        actor.send(event as Payload<'share.dismiss'>);
        // Back to idle, but never before 1500 ms have passed since the start.
        expect(selectShareState(snap())).toBe(sinceStart < THROTTLE_MS ? 'dismissed' : 'idle');
      },
      [CAPTURE_DELAY_EVENT]: () => {
        // Nothing is captured before 250 ms have passed.
        clock.increment(CAPTURE_DELAY_MS - 1);
        expect(snap().matches({ active: { job: 'waiting' } })).toBe(true);
        const captures = captureNode.mock.calls.length;
        clock.increment(1);
        sinceStart += CAPTURE_DELAY_MS;
        expect(captureNode).toHaveBeenCalledTimes(captures + 1);
      },
      [THROTTLE_EVENT]: () => {
        // The throttle counts from the start: still closed 1 ms before 1500 ms.
        clock.increment(THROTTLE_MS - sinceStart - 1);
        expect(selectIsThrottled(snap())).toBe(true);
        clock.increment(1);
        sinceStart = THROTTLE_MS;
      },
      'xstate.done.actor.captureNode': async ({ event }) => {
        capture.resolve((event as Payload<'xstate.done.actor.captureNode'>).output);
        await flush();
        // Only a browser's share uses the Web Share API; the rest is delivered at once.
        const viaWebShare = !input.inApp && lastStart?.mode === 'share';
        // Delivered: done, or idle at once when the throttle has already run out.
        const delivered = sinceStart < THROTTLE_MS ? 'done' : 'idle';
        expect(selectShareState(snap())).toBe(viaWebShare ? 'delivering' : delivered);
        expect(deliveries()).toBe(viaWebShare ? 0 : 1);
      },
      'xstate.error.actor.captureNode': async ({ event }) => {
        const { error } = event as Payload<'xstate.error.actor.captureNode'>;
        capture.reject(error);
        await flush();
        expect(selectShareState(snap())).toBe('failed');
        expect(selectShareError(snap())).toBe((error as Error).message);
      },
      'xstate.done.actor.webShare': async ({ event }) => {
        const { output } = event as Payload<'xstate.done.actor.webShare'>;
        webShareAnswer.resolve(output);
        await flush();
        // No share sheet here: downloaded and told as saved, never as a failure.
        expect(effects.downloadImage).toHaveBeenCalledTimes(output === 'unavailable' ? 1 : 0);
        if (output === 'cancelled') expect(effects.announceDelivered).not.toHaveBeenCalled();
        else {
          expect(effects.announceDelivered).toHaveBeenLastCalledWith({
            how: output === 'unavailable' ? 'saved' : 'shared',
          });
        }
      },
      'xstate.error.actor.webShare': async ({ event }) => {
        const { error } = event as Payload<'xstate.error.actor.webShare'>;
        webShareAnswer.reject(error);
        await flush();
        // No share sheet: the image is downloaded; a closed sheet is the user's choice.
        const cancelled = (error as Error).name === 'AbortError';
        expect(effects.downloadImage).toHaveBeenCalledTimes(cancelled ? 0 : 1);
        if (!cancelled) {
          expect(effects.downloadImage).toHaveBeenCalledWith({ image: PNG_BASE64 });
          expect(effects.announceDelivered).toHaveBeenLastCalledWith({ how: 'saved' });
        }
      },
    },
  });
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  expect(actor.getSnapshot().context).toEqual(path.state.context);
});
