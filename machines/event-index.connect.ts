import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { ActivityAlias } from '../src/domain/enrolment-answers.ts';
import type { eventIndexMachine } from './event-index.machine.ts';

type EventIndexSnapshot = SnapshotFrom<typeof eventIndexMachine>;
type EventIndexSend = ActorRefFrom<typeof eventIndexMachine>['send'];

/** Everything the /events index shows and does, from one snapshot. */
export interface EventIndexApi {
  /** loading, checking, listed, empty or failed, for `data-state`. */
  dataState: string;
  isLoading: boolean;
  isListed: boolean;
  isEmpty: boolean;
  isFailed: boolean;
  /** The campaigns listed (only while listed). */
  events: ActivityAlias[];
  /** Why the list failed (only while failed). */
  failure: Failure | undefined;
  canRetry: boolean;
  retry(): void;
}

/** The /events index's API (see useConnect in src/ui/actor.tsx). */
export function connectEventIndex(s: EventIndexSnapshot, send: EventIndexSend): EventIndexApi {
  const isListed = s.hasTag('listed');
  const isFailed = s.hasTag('failed');
  return {
    dataState: String(s.value),
    isLoading: s.hasTag('loading'),
    isListed,
    isEmpty: s.hasTag('empty'),
    isFailed,
    events: isListed ? s.context.aliases : [],
    failure: isFailed ? s.context.failure : undefined,
    canRetry: s.can({ type: 'events.retry' }),
    retry: () => send({ type: 'events.retry' }),
  };
}
