import type { SnapshotFrom } from 'xstate';
import type { ShareMode } from '../src/domain/share-image.ts';
import type { shareMachine } from './share.machine.ts';

type ShareSnapshot = SnapshotFrom<typeof shareMachine>;
type ActiveValue = { active: { job: string | Record<string, string>; throttle: string } };

/**
 * The step for `data-state`: idle, waiting, capturing, delivering, done, failed or dismissed
 * (the last two stay until the 1500 ms throttle has run out).
 */
export const selectShareState = (s: ShareSnapshot): string => {
  if (!s.matches('active')) return 'idle';
  const { job } = (s.value as ActiveValue).active;
  return typeof job === 'string' ? job : (Object.keys(job)[0] ?? 'delivering');
};

/** Whether a share can start now: false while one runs and for 1500 ms after it started. */
export const selectCanShare = (s: ShareSnapshot, mode: ShareMode = 'save'): boolean =>
  s.can({ type: 'share.start', mode, linkUrl: '' });
/** Whether less than 1500 ms have passed since the last start. */
export const selectIsThrottled = (s: ShareSnapshot): boolean =>
  s.matches({ active: { throttle: 'cooling' } });
/** Whether the current (or last) share saves or shares the image. */
export const selectShareMode = (s: ShareSnapshot): ShareMode => s.context.mode;

/** The capture's error text (SPEC §8) while the failure is shown. */
export const selectShareError = (s: ShareSnapshot): string | undefined =>
  s.matches({ active: { job: 'failed' } }) ? s.context.error : undefined;
