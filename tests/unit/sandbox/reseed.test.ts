import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reseedStore } from '../../../sandbox/control/reseed.ts';
import { openStore, type SandboxStore } from '../../../sandbox/db/store.ts';
import { makeTempDir, removeDir } from './helpers.ts';

/** The seed moment both stores are given, a little before the frozen real time. */
const REAL_NOW = Date.UTC(2026, 10, 27, 9, 30);
const SEED_NOW = REAL_NOW - 90 * 60_000;

type Rows = Record<string, unknown[]>;

/** Every table's rows in their stored order, so two stores compare table by table. */
function dump(store: SandboxStore): Rows {
  const tables = store.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((t) => [t, store.db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]),
  );
}

describe('a reset', () => {
  const dirs: string[] = [];
  const stores: SandboxStore[] = [];
  const open = (seedNow: number) => {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    const store = openStore({ dataDir, seedNow });
    stores.push(store);
    return store;
  };
  // Real time frozen: the seed is timed from the clock, and two seeds a few ms apart differ.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: REAL_NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const store of stores.splice(0)) store.close();
    for (const dir of dirs.splice(0)) removeDir(dir);
  });

  it('leaves exactly the data of a freshly seeded store, whatever was done before', () => {
    // Seeded at another moment: a reset may reuse the rows the first seed generated, moved in time.
    const used = open(SEED_NOW - 3 * 86_400_000 + 12_345);
    // What journeys do between resets: a moved clock, new and removed rows, changed ones.
    used.clock.setOffsetMs(3 * 86_400_000);
    used.db.prepare('DELETE FROM agent_rebates WHERE id % 3 = 0').run();
    used.db.prepare("UPDATE users SET login_name = 'renamed'").run();
    used.db.prepare('DELETE FROM enrolments').run();
    used.db
      .prepare("INSERT INTO banners (title, image_url, link, sort) VALUES ('x', 'y', 'z', 9)")
      .run();
    reseedStore(used, SEED_NOW);
    const fresh = open(SEED_NOW);
    const [reset, seeded] = [dump(used), dump(fresh)];
    expect(Object.keys(reset)).toEqual(Object.keys(seeded));
    expect(seeded.agent_rebates?.length).toBeGreaterThan(10_000);
    for (const table of Object.keys(seeded)) {
      expect(reset[table], table).toEqual(seeded[table]);
    }
  });
});
