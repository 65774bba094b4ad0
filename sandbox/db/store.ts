import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createSandboxEvents, type SandboxEvents } from '../events.ts';
import { createClock, type SandboxClock } from './clock.ts';
import { migrate } from './migrations.ts';
import { isEmpty, type SeedSummary, seed, seededAnything } from './seed.ts';

/** The sandbox's database with its clock. */
export interface SandboxStore {
  readonly db: Database.Database;
  readonly clock: SandboxClock;
  /** What the rules did (progress, rewards, messages) and the clock moves, for listeners. */
  readonly events: SandboxEvents;
  /** Absolute path of the database file. */
  readonly file: string;
  /** What opening did: the migrations it applied and what it seeded (first start, upgrade). */
  readonly opened: { migrations: number[]; seeded: SeedSummary | undefined };
  close(): void;
}

export interface StoreOptions {
  dataDir: string;
  /** Epoch ms the sandbox clock reads when a fresh database is seeded; real time if undefined. */
  seedNow?: number | undefined;
}

/** The database file inside a data folder. */
export function databaseFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'sandbox.sqlite');
}

/** Opens (creating if needed) the database, migrates it, and seeds what it is missing. */
export function openStore({ dataDir, seedNow }: StoreOptions): SandboxStore {
  const file = databaseFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    const migrations = migrate(db);
    const clock = createClock(db);
    if (isEmpty(db) && seedNow !== undefined) clock.setNow(seedNow);
    const summary = seed(db, clock.now());
    const seeded: SeedSummary | undefined = seededAnything(summary) ? summary : undefined;
    return {
      db,
      clock,
      events: createSandboxEvents(),
      file,
      opened: { migrations, seeded },
      close: () => db.close(),
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Deletes the database and its WAL files; returns the paths it removed. */
export function deleteDatabaseFiles(dataDir: string): string[] {
  const file = databaseFile(dataDir);
  return [file, `${file}-wal`, `${file}-shm`].filter((f) => {
    if (!fs.existsSync(f)) return false;
    fs.rmSync(f);
    return true;
  });
}

/** Starts the sandbox's data afresh: deletes the database, then re-creates and re-seeds it. */
export function resetStore(options: StoreOptions): { removed: string[]; store: SandboxStore } {
  const removed = deleteDatabaseFiles(options.dataDir);
  return { removed, store: openStore(options) };
}
