import type { Database } from 'better-sqlite3';

/**
 * The sandbox's sense of time: real time plus an offset kept in the database, so moving the
 * clock (to see an activity start or end) survives a restart. Every "now" of the sandbox
 * goes through `now()`.
 */
export interface SandboxClock {
  now(): number;
  offsetMs(): number;
  setOffsetMs(offsetMs: number): void;
  /** Moves the clock so that `now()` reads `target` at this moment. */
  setNow(target: number): void;
}

/** A clock backed by the single row of the `clock` table. */
export function createClock(db: Database, realNow: () => number = Date.now): SandboxClock {
  const read = db.prepare('SELECT offset_ms FROM clock WHERE id = 1').pluck();
  const write = db.prepare('UPDATE clock SET offset_ms = ? WHERE id = 1');
  // Read on every call rather than cached: another process (reset, a later time-travel
  // command) may move the clock while the server runs.
  const offsetMs = () => Number(read.get() ?? 0);
  const setOffsetMs = (value: number) => {
    if (!Number.isInteger(value)) throw new RangeError(`clock offset must be whole ms: ${value}`);
    write.run(value);
  };
  return {
    now: () => realNow() + offsetMs(),
    offsetMs,
    setOffsetMs,
    setNow: (target) => setOffsetMs(Math.round(target - realNow())),
  };
}
