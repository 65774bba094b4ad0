import type { Database } from 'better-sqlite3';
import { ACTIVITY_TYPES, ActivityStage, ActivityType } from '../../src/domain/activity.ts';
import { activityImagePath, bannerImagePath } from '../asset-paths.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { hashPassword } from './password.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many rows the seed wrote. */
export interface SeedSummary {
  users: number;
  activities: number;
  banners: number;
}

/** Live campaigns of these types get a banner, in this order. */
const BANNER_TYPES: readonly ActivityType[] = [
  ActivityType.NewUser,
  ActivityType.PersonalTrading,
  ActivityType.Lottery,
  ActivityType.TradingDepositBonus,
];

/** Whether the database holds no users and no activities yet. */
export function isEmpty(db: Database): boolean {
  const count = (table: string) =>
    Number(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
  return count('users') === 0 && count('activities') === 0;
}

/**
 * Writes the demo accounts, 27 activities (each type upcoming, live and ended) and the
 * banners, all timed relative to `now` so the stages hold whenever the seed runs.
 */
export function seed(db: Database, now: number): SeedSummary {
  // Hash before the transaction: scrypt is slow and needs no lock.
  const hashes = DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD));
  const insertUser = db.prepare(`INSERT INTO users (login_name, email, mobile, password_hash,
    is_overseas, language_type, invite_code, invite_type, is_agent, kyc_passed, created_at)
    VALUES (@loginName, @email, @mobile, @passwordHash, @isOverseas, @languageType,
    @inviteCode, @inviteType, @isAgent, @kycPassed, @createdAt)`);
  const insertActivity = db.prepare(`INSERT INTO activities (alias, type, title, summary,
    image_url, start_time, end_time, reward_pool, reward_currency, participants, sort)
    VALUES (@alias, @type, @title, @summary, @imageUrl, @start, @end, @rewardPool,
    @rewardCurrency, @participants, @sort)`);
  const insertBanner = db.prepare(
    'INSERT INTO banners (title, image_url, link, sort) VALUES (?, ?, ?, ?)',
  );
  return db.transaction((): SeedSummary => {
    DEMO_ACCOUNTS.forEach((a, i) => {
      insertUser.run({
        ...a,
        passwordHash: hashes[i],
        isOverseas: bit(a.isOverseas),
        isAgent: bit(a.isAgent),
        kycPassed: bit(a.kycPassed),
        createdAt: now - a.registeredDaysAgo * DAY,
      });
    });
    const liveIds = new Map<ActivityType, number>();
    let activities = 0;
    ACTIVITY_TYPES.forEach((type, i) => {
      for (const stage of Object.values(ActivityStage)) {
        const imageUrl = activityImagePath(type);
        const times = schedule(stage, i, now);
        const row = { ...CAMPAIGNS[type][stage], type, imageUrl, ...times };
        const { lastInsertRowid } = insertActivity.run(row);
        if (stage === ActivityStage.InProgress) liveIds.set(type, Number(lastInsertRowid));
        activities += 1;
      }
    });
    BANNER_TYPES.forEach((type, i) => {
      const title = CAMPAIGNS[type][ActivityStage.InProgress].title;
      insertBanner.run(title, bannerImagePath(i + 1), `/activity/${liveIds.get(type)}`, i + 1);
    });
    return { users: DEMO_ACCOUNTS.length, activities, banners: BANNER_TYPES.length };
  })();
}

/**
 * Start, end and sort of the i-th type's campaign in a stage. The offsets vary with i so the
 * list shows a spread: some live campaigns end within hours, others in days.
 */
function schedule(stage: ActivityStage, i: number, now: number) {
  switch (stage) {
    case ActivityStage.NotStart: {
      // Starts between 2 and 5 days from now.
      const start = now + 2 * DAY + i * 8 * HOUR;
      return { start, end: start + (7 + (i % 3) * 7) * DAY, sort: 200 + i };
    }
    case ActivityStage.InProgress: {
      const end = i % 2 === 0 ? now + (3 + i) * HOUR : now + (1 + (i % 4)) * DAY;
      return { start: now - (1 + (i % 5)) * DAY, end, sort: 100 + i };
    }
    case ActivityStage.Finished: {
      const end = now - (1 + (i % 6)) * DAY;
      return { start: end - (10 + i) * DAY, end, sort: 300 + i };
    }
  }
}

function bit(value: boolean): number {
  return value ? 1 : 0;
}
