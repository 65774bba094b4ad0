import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { EventIntroduction } from '../src/domain/event-page.ts';
import type { eventGateMachine } from './event-gate.machine.ts';

type EventGateSnapshot = SnapshotFrom<typeof eventGateMachine>;

/** checking, shown, hidden or failed, for `data-state`. */
export const selectVisibility = (s: EventGateSnapshot): string =>
  (s.value as { visibility: string }).visibility;

/** none, routing, loading, shown or failed, for `data-state`. */
export const selectIntroState = (s: EventGateSnapshot): string =>
  (s.value as { intro: string }).intro;

/** The /events introduction once loaded. */
export const selectIntroduction = (s: EventGateSnapshot): EventIntroduction | undefined =>
  s.context.introduction;

/** Why the visibility check failed. */
export const selectVisibilityFailure = (s: EventGateSnapshot): Failure | undefined =>
  s.matches({ visibility: 'failed' }) ? s.context.visibilityFailure : undefined;

/** Why the introduction failed. */
export const selectIntroFailure = (s: EventGateSnapshot): Failure | undefined =>
  s.matches({ intro: 'failed' }) ? s.context.introFailure : undefined;

/** The retry buttons. */
export const selectCanRetryVisibility = (s: EventGateSnapshot): boolean =>
  s.can({ type: 'visibility.retry' });
export const selectCanRetryIntro = (s: EventGateSnapshot): boolean =>
  s.can({ type: 'intro.retry' });
