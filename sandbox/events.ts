/**
 * What happened in the sandbox that a listener (the private websocket, the control page)
 * may push on. Events are in-process only: they are not stored, and a listener added later
 * does not see earlier ones.
 */
export type SandboxEvent =
  | { type: 'taskProgressChanged'; userId: number; activityId: number; taskId: number }
  | { type: 'rewardGranted'; userId: number; activityId: number; rewardId: number }
  | { type: 'messageCreated'; userId: number; messageId: number }
  | { type: 'clockMoved'; now: number };

/** The sandbox's event bus (`store.events`). */
export interface SandboxEvents {
  emit(event: SandboxEvent): void;
  /** Adds a listener; the function returned removes it. */
  on(listener: (event: SandboxEvent) => void): () => void;
}

/**
 * A synchronous event bus. One listener that throws must not stop the others or the rule
 * that emitted, so its error is reported and swallowed.
 */
export function createSandboxEvents(): SandboxEvents {
  const listeners = new Set<(event: SandboxEvent) => void>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error(`sandbox event listener failed on ${event.type}:`, error);
        }
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
