import { describe, expect, it } from 'vitest';
import { listActivities, listBanners } from '../../../sandbox/db/activities.ts';
import { DEMO_ACCOUNTS } from '../../../sandbox/db/demo-accounts.ts';
import { openStore } from '../../../sandbox/db/store.ts';
import { findUserByEmail } from '../../../sandbox/db/users.ts';
import { ACTIVITY_TYPES, ActivityStage } from '../../../src/domain/activity.ts';
import { makeTempDir, removeDir, useTempStore } from './helpers.ts';

const DAY = 86_400_000;

describe('sandbox seed', () => {
  const ctx = useTempStore('all');

  it('creates 27 activities: every type once in each stage', () => {
    const activities = listActivities(ctx.store.db, ctx.store.clock.now());
    expect(activities).toHaveLength(27);
    for (const type of ACTIVITY_TYPES) {
      const stages = activities.filter((a) => a.type === type).map((a) => a.stage);
      expect(stages.sort()).toEqual(
        [ActivityStage.Finished, ActivityStage.InProgress, ActivityStage.NotStart].sort(),
      );
    }
    expect(new Set(activities.map((a) => a.alias)).size).toBe(27);
    for (const a of activities) expect(a.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('times upcoming activities 2 to 5 days ahead and lists live ones first', () => {
    const now = ctx.store.clock.now();
    const activities = listActivities(ctx.store.db, now);
    for (const a of activities.filter((x) => x.stage === ActivityStage.NotStart)) {
      expect(a.startTime - now).toBeGreaterThanOrEqual(2 * DAY - 60_000);
      expect(a.startTime - now).toBeLessThanOrEqual(5 * DAY);
    }
    expect(activities.slice(0, 9).every((a) => a.stage === ActivityStage.InProgress)).toBe(true);
    expect(activities.every((a) => /^\d+(\.\d+)?$/.test(a.rewardPool))).toBe(true);
  });

  it('creates the demo accounts with their traits', () => {
    expect(DEMO_ACCOUNTS.map((a) => findUserByEmail(ctx.store.db, a.email)?.email)).toEqual([
      'trader@demo.test',
      'newbie@demo.test',
      'agent@demo.test',
      'overseas@demo.test',
    ]);
    const trader = findUserByEmail(ctx.store.db, 'TRADER@demo.test');
    expect(trader).toMatchObject({ loginName: 'Ada Trader', kycPassed: true });
    expect(findUserByEmail(ctx.store.db, 'newbie@demo.test')?.kycPassed).toBe(false);
    expect(findUserByEmail(ctx.store.db, 'agent@demo.test')?.isAgent).toBe(true);
    expect(findUserByEmail(ctx.store.db, 'overseas@demo.test')?.isOverseas).toBe(true);
    expect(trader?.passwordHash).not.toContain('demo1234');
  });

  it('links every banner to an activity in progress', () => {
    const banners = listBanners(ctx.store.db);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const live = listActivities(ctx.store.db, ctx.store.clock.now())
      .filter((a) => a.stage === ActivityStage.InProgress)
      .map((a) => `/activity/${a.activityId}`);
    for (const b of banners) {
      expect(live).toContain(b.link);
      expect(b.imageUrl).toMatch(/^\/sandbox-assets\/banner-\d+\.svg$/);
    }
  });
});

describe('sandbox seed moment', () => {
  it('starts the sandbox clock at SANDBOX_SEED_NOW and times the seed from it', () => {
    const dataDir = makeTempDir();
    const seedNow = Date.parse('2030-01-15T12:00:00Z');
    const store = openStore({ dataDir, seedNow });
    try {
      expect(Math.abs(store.clock.now() - seedNow)).toBeLessThan(5_000);
      const stages = listActivities(store.db, store.clock.now()).map((a) => a.stage);
      expect(stages.filter((s) => s === ActivityStage.InProgress)).toHaveLength(9);
    } finally {
      store.close();
      removeDir(dataDir);
    }
  });
});
