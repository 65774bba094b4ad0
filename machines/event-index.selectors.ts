import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { ActivityAlias } from '../src/domain/enrolment-answers.ts';
import type { eventIndexMachine } from './event-index.machine.ts';

type EventIndexSnapshot = SnapshotFrom<typeof eventIndexMachine>;

/** loading, checking, listed, empty or failed, for `data-state`. */
export const selectEventIndexState = (s: EventIndexSnapshot): string => String(s.value);

/** The campaigns listed (only in `listed`). */
export const selectListedEvents = (s: EventIndexSnapshot): ActivityAlias[] =>
  s.matches('listed') ? s.context.aliases : [];

/** Why the list failed. */
export const selectEventIndexFailure = (s: EventIndexSnapshot): Failure | undefined =>
  s.matches('failed') ? s.context.failure : undefined;

/** The retry button. */
export const selectCanRetryEvents = (s: EventIndexSnapshot): boolean =>
  s.can({ type: 'events.retry' });
