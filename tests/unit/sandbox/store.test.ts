import { describe, expect, it } from 'vitest';
import { listActivities } from '../../../sandbox/db/activities.ts';
import { createSession, findSession } from '../../../sandbox/db/sessions.ts';
import { openStore, resetStore } from '../../../sandbox/db/store.ts';
import { findUserByEmail } from '../../../sandbox/db/users.ts';
import { makeTempDir, removeDir } from './helpers.ts';

function withDataDir(test: (dataDir: string) => void): () => void {
  return () => {
    const dataDir = makeTempDir();
    try {
      test(dataDir);
    } finally {
      removeDir(dataDir);
    }
  };
}

describe('sandbox store', () => {
  it(
    'keeps data across a restart, without migrating or seeding again',
    withDataDir((dataDir) => {
      const first = openStore({ dataDir });
      expect(first.opened.migrations).toEqual([1]);
      expect(first.opened.seeded?.activities).toBe(27);
      const user = findUserByEmail(first.db, 'trader@demo.test')!;
      const { token } = createSession(first.db, user.id, first.clock.now());
      first.clock.setOffsetMs(3_600_000);
      const ids = listActivities(first.db, first.clock.now()).map((a) => a.activityId);
      first.close();

      const second = openStore({ dataDir });
      try {
        expect(second.opened).toEqual({ migrations: [], seeded: undefined });
        expect(findSession(second.db, token)?.userId).toBe(user.id);
        expect(second.clock.offsetMs()).toBe(3_600_000);
        expect(listActivities(second.db, second.clock.now()).map((a) => a.activityId)).toEqual(ids);
      } finally {
        second.close();
      }
    }),
  );

  it(
    'uses WAL journaling',
    withDataDir((dataDir) => {
      const store = openStore({ dataDir });
      try {
        expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
      } finally {
        store.close();
      }
    }),
  );

  it(
    'reset deletes the database and seeds a fresh one',
    withDataDir((dataDir) => {
      const first = openStore({ dataDir });
      const user = findUserByEmail(first.db, 'newbie@demo.test')!;
      const { token } = createSession(first.db, user.id, first.clock.now());
      first.db.prepare('DELETE FROM activities WHERE id <= 5').run();
      first.clock.setOffsetMs(-86_400_000);
      first.close();

      const { removed, store } = resetStore({ dataDir });
      try {
        expect(removed.some((f) => f.endsWith('sandbox.sqlite'))).toBe(true);
        expect(store.opened.seeded).toEqual({ users: 4, activities: 27, banners: 4 });
        expect(findSession(store.db, token)).toBeUndefined();
        expect(listActivities(store.db, store.clock.now())).toHaveLength(27);
        expect(store.clock.offsetMs()).toBe(0);
      } finally {
        store.close();
      }
    }),
  );
});
