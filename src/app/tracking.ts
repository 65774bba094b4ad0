/**
 * Tracking events waiting to be sent. Sending them to the collector comes with the
 * monitoring work; until then they are kept here so tests and the debug label can read them.
 */
export interface TrackedEvent {
  name: string;
  fields: Record<string, unknown>;
  at: number;
}

export function createTracker() {
  const events: TrackedEvent[] = [];
  return {
    events: events as readonly TrackedEvent[],
    track(name: string, fields: Record<string, unknown> = {}) {
      events.push({ name, fields, at: Date.now() });
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
