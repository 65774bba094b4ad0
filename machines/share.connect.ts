import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { shareMachine } from './share.machine.ts';
import {
  type ShareStep,
  selectCanShare,
  selectShareError,
  selectShareState,
} from './share.selectors.ts';

type ShareSnapshot = SnapshotFrom<typeof shareMachine>;
type ShareSend = ActorRefFrom<typeof shareMachine>['send'];

/** Everything the share buttons show and do, from one snapshot. */
export interface ShareApi {
  dataState: ShareStep;
  /** The image is being captured or delivered. */
  isWorking: boolean;
  isDone: boolean;
  canSave: boolean;
  canShare: boolean;
  /** The capture's error text (SPEC §8) while the failure shows. */
  error: string | undefined;
  canRetry: boolean;
  canDismiss: boolean;
  save(linkUrl: string): void;
  share(linkUrl: string): void;
  retry(): void;
  dismiss(): void;
}

/** The share buttons' API (see useConnect in src/ui/actor.tsx). */
export function connectShare(s: ShareSnapshot, send: ShareSend): ShareApi {
  return {
    dataState: selectShareState(s),
    isWorking: s.hasTag('waiting') || s.hasTag('capturing') || s.hasTag('delivering'),
    isDone: s.hasTag('done'),
    canSave: selectCanShare(s, 'save'),
    canShare: selectCanShare(s, 'share'),
    error: selectShareError(s),
    canRetry: s.can({ type: 'share.retry' }),
    canDismiss: s.can({ type: 'share.dismiss' }),
    save: (linkUrl) => send({ type: 'share.start', mode: 'save', linkUrl }),
    share: (linkUrl) => send({ type: 'share.start', mode: 'share', linkUrl }),
    retry: () => send({ type: 'share.retry' }),
    dismiss: () => send({ type: 'share.dismiss' }),
  };
}
