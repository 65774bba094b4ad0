import type { Database } from 'better-sqlite3';
import type { SandboxEvent } from '../events.ts';

/** What a rule needs besides its inputs: the database, the sandbox time, and its side channels. */
export interface RuleContext {
  db: Database;
  now: number;
  /** Queues an event; it is emitted once the call's transaction commits. */
  emit: (event: SandboxEvent) => void;
  /**
   * Counts one rate-limited attempt of the user (apply, claim, draw) and refuses it with 51023
   * past the limit. Called where the rule starts to do work, after answering plain repeats.
   */
  countAttempt: () => void;
  /**
   * Ends the life of this call's idempotency key earlier than the default day: a claim's key
   * ends with its task's period. The earliest time asked for wins; no key, no effect.
   */
  expireKeyAt: (at: number) => void;
}
