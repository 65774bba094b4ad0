import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { listActivities } from '../../../sandbox/db/activities.ts';
import { findActivityByAlias } from '../../../sandbox/db/activity-records.ts';
import { MIGRATIONS, migrate } from '../../../sandbox/db/migrations.ts';
import { createSession, findSession } from '../../../sandbox/db/sessions.ts';
import { databaseFile, openStore, resetStore } from '../../../sandbox/db/store.ts';
import { findUserByEmail } from '../../../sandbox/db/users.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { activityIdOf, callWith, makeTempDir, removeDir, taskIdOf, tokenFor } from './helpers.ts';

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
      expect(first.opened.migrations).toEqual([1, 2, 3, 4]);
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
        expect(store.opened.seeded).toMatchObject({ users: 8, activities: 27, banners: 4 });
        expect(findSession(store.db, token)).toBeUndefined();
        expect(listActivities(store.db, store.clock.now())).toHaveLength(27);
        expect(store.clock.offsetMs()).toBe(0);
      } finally {
        store.close();
      }
    }),
  );

  it('keeps enrolments, rewards, draws, inbox state and sessions across a restart', async () => {
    const dataDir = makeTempDir();
    try {
      const first = openStore({ dataDir });
      const api = createApiApp({ store: first });
      const token = tokenFor(first, 'trader@demo.test');
      const team = activityIdOf(first, ActivityType.TeamTrading, ActivityStage.InProgress);
      const sprint = activityIdOf(first, ActivityType.PersonalTrading, ActivityStage.InProgress);
      const lottery = activityIdOf(first, ActivityType.Lottery, ActivityStage.InProgress);
      const taskId = taskIdOf(first, sprint, 'TRADING_VOLUME');
      const applied = (await callWith(api, 'apply', { activityId: team }, { token })).envelope;
      const claim = { activityId: sprint, taskId };
      const claimKey = { token, idempotencyKey: 'restart-claim' };
      const granted = (await callWith(api, 'obtainReward', claim, claimKey)).envelope;
      const draw = (
        await callWith(api, 'lotteryDraw', { activityId: lottery, clientSeed: 'r' }, { token })
      ).envelope;
      await callWith(api, 'readPushMsg', {}, { token });
      const info = (await callWith(api, 'lotteryInfo', { activityId: lottery }, { token }))
        .envelope;
      first.close();

      const second = openStore({ dataDir });
      try {
        expect(second.opened).toEqual({ migrations: [], seeded: undefined });
        const again = createApiApp({ store: second });
        const status = await callWith(again, 'applyStatus', { activityId: team }, { token });
        expect(status.envelope.data).toEqual({
          applied: true,
          appliedAt: applied.data.appliedAt,
          ineligible: [],
          attempts: 1,
        });
        const replay = await callWith(again, 'obtainReward', claim, claimKey);
        expect(replay.envelope).toEqual(granted);
        const after = await callWith(again, 'lotteryInfo', { activityId: lottery }, { token });
        expect(after.envelope.data).toEqual(info.data);
        expect(info.data.remainingDraws).toBe(draw.data.remainingDraws);
        const unread = await callWith(again, 'pushCount', {}, { token });
        expect(unread.envelope.data.total).toBe(0);
      } finally {
        second.close();
      }
    } finally {
      removeDir(dataDir);
    }
  });

  it(
    'brings a database from before the rules up to date without touching its rows',
    withDataDir((dataDir) => {
      const old = new Database(databaseFile(dataDir));
      migrate(old, MIGRATIONS.slice(0, 1));
      old
        .prepare(`INSERT INTO users (login_name, email, password_hash, invite_code, created_at)
          VALUES ('Ada Trader', 'trader@demo.test', 'scrypt$00$00', 'ADA2024', 1)`)
        .run();
      old
        .prepare(`INSERT INTO activities (alias, type, title, summary, image_url, start_time,
          end_time, reward_pool, reward_currency, participants, sort) VALUES
          ('daily-trading-lottery', 5, 'Daily Lucky Draw', 'Spin daily.', '/a.svg', 1, 2, '1', 'USDT', 9, 1)`)
        .run();
      old.close();

      const store = openStore({ dataDir });
      try {
        expect(store.opened.migrations).toEqual([2, 3, 4]);
        expect(store.opened.seeded).toMatchObject({ users: 7, activities: 0, tasks: 4 });
        expect(findUserByEmail(store.db, 'trader@demo.test')).toMatchObject({
          id: 1,
          passwordHash: 'scrypt$00$00',
          region: 'GB',
          vipLevel: 3,
        });
        expect(findActivityByAlias(store.db, 'daily-trading-lottery')).toMatchObject({
          id: 1,
          participants: 9,
          requiresEnrolment: false,
        });
        const applied = store.db
          .prepare('SELECT version FROM schema_migrations ORDER BY version')
          .pluck()
          .all();
        expect(applied).toEqual([1, 2, 3, 4]);
      } finally {
        store.close();
      }
    }),
  );
});
