import { describe, expect, it } from 'vitest';
import { listActivities, listBanners } from '../../../sandbox/db/activities.ts';
import { listActivityRecords } from '../../../sandbox/db/activity-records.ts';
import { DEMO_ACCOUNTS } from '../../../sandbox/db/demo-accounts.ts';
import { openStore } from '../../../sandbox/db/store.ts';
import { findUserByEmail } from '../../../sandbox/db/users.ts';
import { ACTIVITY_TYPES, ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { RewardCategory, RewardType } from '../../../src/domain/reward.ts';
import { TASK_TYPES, TaskPeriod } from '../../../src/domain/task.ts';
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
      'risky@demo.test',
      'twin@demo.test',
      'partner@demo.test',
      'affiliate@demo.test',
    ]);
    const trader = findUserByEmail(ctx.store.db, 'TRADER@demo.test');
    expect(trader).toMatchObject({ loginName: 'Ada Trader', kycPassed: true });
    expect(findUserByEmail(ctx.store.db, 'newbie@demo.test')?.kycPassed).toBe(false);
    expect(findUserByEmail(ctx.store.db, 'agent@demo.test')?.isAgent).toBe(true);
    expect(findUserByEmail(ctx.store.db, 'overseas@demo.test')?.isOverseas).toBe(true);
    expect(trader?.passwordHash).not.toContain('demo1234');
    expect(findUserByEmail(ctx.store.db, 'risky@demo.test')?.riskFlagged).toBe(true);
    expect(findUserByEmail(ctx.store.db, 'twin@demo.test')?.linkedUserId).toBe(trader?.id);
    expect(findUserByEmail(ctx.store.db, 'overseas@demo.test')?.region).toBe('TR');
  });

  it('links every banner to an activity in progress', () => {
    const banners = listBanners(ctx.store.db);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    // By id, or by code (alias) as the daily draw's banner does (getActivityId resolves it).
    const live = listActivities(ctx.store.db, ctx.store.clock.now())
      .filter((a) => a.stage === ActivityStage.InProgress)
      .flatMap((a) => [`/activity/${a.activityId}`, `/activity/by-code/${a.alias}`]);
    for (const b of banners) {
      expect(live).toContain(b.link);
      expect(b.imageUrl).toMatch(/^\/sandbox-assets\/banner-\d+\.webp$/);
    }
  });
});

describe('sandbox seed of the business rules', () => {
  const ctx = useTempStore('all');
  const column = (sql: string) => ctx.store.db.prepare(sql).pluck().all() as (string | number)[];

  it('gives every activity a detail with rules, flags and a headline reward', () => {
    const records = listActivityRecords(ctx.store.db);
    expect(records).toHaveLength(27);
    for (const a of records) {
      expect(a.rules).toContain(`<h3>${a.title.replaceAll('&', '&amp;')}</h3>`);
      expect(a.rules).toContain('<h4>Who can join</h4>');
      expect(a.identifier).toBe(`evt_${a.alias.replaceAll('-', '_')}`);
      expect(Number(a.reward.amount)).toBeGreaterThan(0);
    }
    const trading = records.filter((a) =>
      [
        ActivityType.PersonalTrading,
        ActivityType.TeamTrading,
        ActivityType.CompoundTrading,
      ].includes(a.type as never),
    );
    expect(trading.every((a) => /^[A-Z]+_USDT$/.test(a.featuredPair ?? ''))).toBe(true);
    const newcomer = records.filter((a) => a.type === ActivityType.NewUser);
    expect(newcomer.every((a) => a.newUsersOnly)).toBe(true);
    expect(newcomer.some((a) => a.needsRegisterCode)).toBe(true);
    expect(newcomer.some((a) => a.needsVipCode)).toBe(true);
    expect(newcomer.some((a) => a.needsKolBind)).toBe(true);
    expect(records.filter((a) => a.airdropPrizeId !== undefined)).toHaveLength(1);
    expect(records.filter((a) => a.quota !== undefined)).toHaveLength(1);
  });

  it('spreads all nineteen task types, three periods and six reward types over the tasks', () => {
    expect(column('SELECT DISTINCT task_type FROM tasks').sort()).toEqual([...TASK_TYPES].sort());
    expect(column('SELECT DISTINCT period FROM tasks').sort()).toEqual(
      Object.values(TaskPeriod).sort(),
    );
    const rewards = column(
      'SELECT reward_type FROM tasks UNION SELECT reward_type FROM lottery_prizes',
    );
    expect(rewards.sort()).toEqual(Object.values(RewardType).sort());
    expect(column('SELECT DISTINCT reward_category FROM tasks').sort()).toEqual(
      Object.values(RewardCategory).sort(),
    );
    expect(column("SELECT count(*) FROM tasks WHERE comparison != 'GREATER_EQUAL'")).toEqual([0]);
  });

  it('seeds rewards of every type for the trader, lottery wheels and inboxes', () => {
    expect(
      column(`SELECT DISTINCT r.reward_type FROM user_rewards r JOIN users u ON u.id = r.user_id
        WHERE u.email = 'trader@demo.test'`).sort(),
    ).toEqual(Object.values(RewardType).sort());
    expect(column('SELECT count(DISTINCT activity_id) FROM lottery_prizes')).toEqual([3]);
    expect(column('SELECT count(DISTINCT user_id) FROM push_messages')).toEqual([8]);
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
