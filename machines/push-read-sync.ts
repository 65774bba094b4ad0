/**
 * The least time between two reads that pushes cause, in ms: a burst of pushes makes one read
 * at once and then at most one a second, each carrying every push since the one before.
 */
export const PUSH_READ_INTERVAL_MS = 1000;

/** What one push-synced region names in the machine that holds it. */
export interface PushReadSyncSpec<
  TPush extends string,
  TCanRead extends string,
  TRead extends string,
  TPushed extends string,
> {
  /** What is read, for the descriptions: "the tasks", "the list", "the count". */
  what: string;
  /** The event a push arrives as. */
  push: TPush;
  /** Guard: the stale data may be read now (shown, visible, no read on its way). */
  canRead: TCanRead;
  /** Action that starts the read (raises the owning region's reload event). */
  read: TRead;
  /** Guard: this region is in `cooling.pushed` (a `stateIn` of its own id). */
  pushedMeanwhile: TPushed;
  /** Where the region starts: stale when nothing was read yet, cooling when a read is on its way. */
  initial: 'current' | 'stale' | 'cooling';
  description: string;
}

/**
 * The states of one piece of data that websocket pushes keep fresh: a push only marks it
 * stale; stale data is read when `canRead` allows, then the region cools down for
 * `pushReadInterval`, and pushes meanwhile make one more read after it (leading and trailing
 * throttle). One builder for the task list, the inbox list and the unread count, so the three
 * cannot drift apart. The owning machine names the delay `pushReadInterval` in its `setup()`.
 */
export function pushReadSync<
  TPush extends string,
  TCanRead extends string,
  TRead extends string,
  TPushed extends string,
>(spec: PushReadSyncSpec<TPush, TCanRead, TRead, TPushed>) {
  const markStale = { [spec.push]: 'stale' } as { [K in TPush]: 'stale' };
  const markPushed = { [spec.push]: 'pushed' } as { [K in TPush]: 'pushed' };
  return {
    description: spec.description,
    initial: spec.initial,
    states: {
      current: {
        description: `No push since the last read of ${spec.what} started.`,
        on: markStale,
      },
      stale: {
        description: `A push came: ${spec.what} is read once it may be and no read is on its way.`,
        always: { guard: spec.canRead, target: 'cooling' as const, actions: spec.read },
      },
      cooling: {
        description: 'A read started less than a second ago; pushes wait for the next one.',
        initial: 'quiet' as const,
        states: {
          quiet: { description: 'No push since the read started.', on: markPushed },
          pushed: { description: 'Pushes came: one more read follows, carrying them all.' },
        },
        after: {
          pushReadInterval: [
            { guard: spec.pushedMeanwhile, target: 'stale' as const },
            { target: 'current' as const },
          ],
        },
      },
    },
  };
}
