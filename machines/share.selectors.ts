import type { SnapshotFrom } from 'xstate';
import type { ShareMode } from '../src/domain/share-image.ts';
import type { shareMachine } from './share.machine.ts';

type ShareSnapshot = SnapshotFrom<typeof shareMachine>;

/** The steps of a share, each a tag of the machine's state of that name. */
const STEPS = ['waiting', 'capturing', 'delivering', 'done', 'failed', 'dismissed'] as const;
/** For `data-state`: a step, or `idle` between shares. */
export type ShareStep = (typeof STEPS)[number] | 'idle';

/**
 * The step for `data-state`: idle, waiting, capturing, delivering, done, failed or dismissed
 * (the last two stay until the 1500 ms throttle has run out).
 */
export const selectShareState = (s: ShareSnapshot): ShareStep =>
  STEPS.find((step) => s.hasTag(step)) ?? 'idle';

/** Whether a share can start now: false while one runs and for 1500 ms after it started. */
export const selectCanShare = (s: ShareSnapshot, mode: ShareMode = 'save'): boolean =>
  s.can({ type: 'share.start', mode, linkUrl: '' });
/** Whether less than 1500 ms have passed since the last start. */
export const selectIsThrottled = (s: ShareSnapshot): boolean => s.hasTag('throttled');

/** The capture's error text (SPEC §8) while the failure is shown. */
export const selectShareError = (s: ShareSnapshot): string | undefined =>
  s.hasTag('failed') ? s.context.error : undefined;
