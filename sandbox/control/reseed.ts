import { forgetAttempts } from '../api/rate-limit.ts';
import { type SeedSummary, seed } from '../db/seed.ts';
import type { SandboxStore } from '../db/store.ts';

/** Tables a reset keeps: the schema's history and the clock's single row (reset, not deleted). */
const KEPT = new Set(['schema_migrations', 'clock']);

/**
 * Starts the data afresh while the sandbox runs: empties every table (the collectors' too),
 * puts the clock back to real time (or `seedNow`), forgets the rate limit's attempts, and seeds
 * again. Unlike `resetStore`, it keeps the database file and the open store, so the running
 * servers carry on with it.
 */
export function reseedStore(store: SandboxStore, seedNow?: number): SeedSummary {
  const { db } = store;
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[]
  ).filter((name) => !KEPT.has(name));
  const hasSequence =
    db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get() !== undefined;
  // Rows are deleted in no particular order, so references are checked only once all are gone.
  db.pragma('foreign_keys = OFF');
  try {
    const summary = db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table.replaceAll('"', '""')}"`).run();
      if (hasSequence) db.prepare('DELETE FROM sqlite_sequence').run();
      store.clock.setOffsetMs(0);
      if (seedNow !== undefined) store.clock.setNow(seedNow);
      return seed(db, store.clock.now());
    })();
    forgetAttempts(store);
    return summary;
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
